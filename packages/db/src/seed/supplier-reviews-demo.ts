import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { cabinetOrders, deals } from '../schema/cabinet.ts';
import { products, suppliers } from '../schema/catalogue.ts';
import { accounts } from '../schema/identity.ts';
import { productReviews } from '../schema/supplier-leads.ts';

/**
 * Two reviews of the demo supplier's machines (issue 13, decision 0112): «Агрофирма Заречье»
 * (agent-client) reviewed the machine of its handed-over deal ДЛ-2026/0517 and the supplier
 * answered; the demo client reviewed the supplier's second machine on its closed contract
 * ДЛ-2023/0107, still unanswered. Runs after the deliveries demo and the cabinet demo.
 */
export async function seedSupplierReviewsDemo(db: DbExecutor, today: Date): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.login, 'supplier')).limit(1);
  if (!account) return;
  const [company] = await db.select().from(suppliers).where(eq(suppliers.inn, account.inn)).limit(1);
  if (!company) return;
  const machines = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.supplierId, company.id))
    .orderBy(asc(products.id))
    .limit(3);
  const [, second, third] = machines;
  if (!second || !third) return;

  const dealOf = async (login: string, contractName: string) => {
    const [row] = await db
      .select({ dealId: cabinetOrders.dealId, accountId: accounts.id })
      .from(cabinetOrders)
      .innerJoin(accounts, eq(accounts.id, cabinetOrders.accountId))
      .innerJoin(deals, eq(deals.id, cabinetOrders.dealId))
      .where(and(eq(accounts.login, login), eq(cabinetOrders.contractName, contractName)))
      .limit(1);
    return row?.dealId ? { dealId: row.dealId, accountId: row.accountId } : undefined;
  };
  const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000);

  const handed = await dealOf('agent-client', 'ДЛ-2026/0517');
  if (handed)
    await db
      .insert(productReviews)
      .values({
        ...handed,
        productId: third.id,
        supplierId: company.id,
        rating: 5,
        text: 'Техника пришла в срок, пусконаладку провели за один день. Отработали уборочную без простоев.',
        answer: 'Спасибо за отзыв! Напоминаем о плановом ТО через 250 моточасов — ждём вас в сервисе.',
        answeredAt: daysAgo(20),
        createdAt: daysAgo(25),
      })
      .onConflictDoNothing();
  const closed = await dealOf('client', 'ДЛ-2023/0107');
  if (closed)
    await db
      .insert(productReviews)
      .values({
        ...closed,
        productId: second.id,
        supplierId: company.id,
        rating: 4,
        text: 'Надёжная машина, за три сезона серьёзных поломок не было. Хотелось бы быстрее получать запчасти.',
        createdAt: daysAgo(6),
      })
      .onConflictDoNothing();
}
