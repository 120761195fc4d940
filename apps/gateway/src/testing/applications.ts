import { schema } from '@agrolease/db';
import { applicationCode } from '@agrolease/domain';
import { asc, eq } from 'drizzle-orm';
import type { TestGateway } from './build-test-gateway.ts';
import type { CabinetSession } from './cabinet-session.ts';

const { accounts, applicationProducts, applications, priceLevels } = schema;

/**
 * A sent application of an account, inserted directly (the wizard that sends them is another
 * module's): status submitted, a code, two machines of the catalogue at their first price level.
 */
export async function insertSubmittedApplication(
  gateway: TestGateway,
  login: string,
  form: Record<string, unknown> = {},
): Promise<{ id: number; code: string; productsSum: number }> {
  const { db } = gateway.database;
  const [account] = await db.select().from(accounts).where(eq(accounts.login, login)).limit(1);
  if (!account) throw new Error(`No account ${login}`);
  const levels = await db.select().from(priceLevels).orderBy(asc(priceLevels.id)).limit(40);
  const chosen = levels.filter(
    (level, index) => levels.findIndex((other) => other.productId === level.productId) === index,
  );
  const [first, second] = chosen;
  if (!first || !second) throw new Error('The catalogue has too few products');
  const [row] = await db
    .insert(applications)
    .values({
      accountId: account.id,
      status: 'submitted',
      step: 8,
      maxStep: 8,
      form,
      submittedAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('applications insert returned no row');
  const code = applicationCode(row.id);
  await db.update(applications).set({ code }).where(eq(applications.id, row.id));
  await db.insert(applicationProducts).values([
    {
      applicationId: row.id,
      productId: first.productId,
      priceLevelId: first.id,
      quantity: 2,
      price: first.value,
    },
    {
      applicationId: row.id,
      productId: second.productId,
      priceLevelId: second.id,
      quantity: 1,
      price: second.value,
    },
  ]);
  return { id: row.id, code, productsSum: first.value * 2 + second.value };
}

export const APPROVAL = {
  sum: '4800000',
  advance_percent: '20',
  term_months: '24',
  schedule_type: 'annuity',
  comment: 'Одобрено кредитным комитетом',
};

/** A sent application approved by the manager and accepted by the client: answers the deal id. */
export async function openDeal(
  gateway: TestGateway,
  manager: CabinetSession,
  client: CabinetSession,
  login = 'client',
): Promise<{ applicationId: number; dealId: number }> {
  const { id } = await insertSubmittedApplication(gateway, login);
  return approveAndAccept(manager, client, id);
}

/** The manager approves a sent application (APPROVAL) and its client accepts the offer: the deal. */
export async function approveAndAccept(
  manager: CabinetSession,
  client: CabinetSession,
  applicationId: number,
): Promise<{ applicationId: number; dealId: number }> {
  const approved = await manager.post('/srv/Backoffice/Application/Approve', {
    id_object: String(applicationId),
    ...APPROVAL,
  });
  if (approved.statusCode !== 200) throw new Error(`Approve failed: ${approved.body}`);
  const accepted = await client.get(`/srv/RALOffer/Accept?id_object=${applicationId}`);
  if (accepted.statusCode !== 200) throw new Error(`Accept failed: ${accepted.body}`);
  return { applicationId, dealId: accepted.json().id_deal };
}
