import { complaintCode } from '@agrolease/domain';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { cabinetMessages, cabinetOrders } from '../schema/cabinet.ts';
import { cabinetComplaints } from '../schema/cabinet-requests.ts';
import { accounts } from '../schema/identity.ts';

/**
 * The demo supplier's complaints (issue 13, decision 0107): «Агрофирма Заречье» (login
 * `agent-client`) complains about the machine of its handed-over deal ДЛ-2026/0517, so the demo
 * `supplier` has one complaint to answer. Runs after the `2026-11-supplier-deliveries` addition.
 */
export async function seedSupplierComplaintsDemo(db: DbExecutor, today: Date): Promise<void> {
  const [farm] = await db.select().from(accounts).where(eq(accounts.login, 'agent-client')).limit(1);
  if (!farm) return;
  const [order] = await db
    .select({ dealId: cabinetOrders.dealId })
    .from(cabinetOrders)
    .where(and(eq(cabinetOrders.accountId, farm.id), eq(cabinetOrders.contractName, 'ДЛ-2026/0517')))
    .limit(1);
  if (!order?.dealId) return;
  const createdAt = new Date(today.getTime() - 5 * 24 * 3600 * 1000);
  const [row] = await db
    .insert(cabinetComplaints)
    .values({
      accountId: farm.id,
      code: `pending-${crypto.randomUUID()}`,
      topicId: 1,
      text: 'После двух недель работы на тракторе течёт гидравлика навесного оборудования. Просим прислать сервисного инженера по гарантии.',
      dealId: order.dealId,
      fingerprint: `demo-supplier-complaint-${farm.id}`,
      createdAt,
    })
    .returning({ id: cabinetComplaints.id });
  if (!row) throw new Error('cabinet_complaints insert returned no row');
  const code = complaintCode(row.id);
  await db.update(cabinetComplaints).set({ code }).where(eq(cabinetComplaints.id, row.id));
  await db.insert(cabinetMessages).values({
    accountId: farm.id,
    title: `Обращение ${code} зарегистрировано`,
    body: 'Тема: Качество и комплектность техники. Ответ придёт в личный кабинет.',
    entity: 'complaint',
    entityId: row.id,
    createdAt,
  });
}
