import { type DbExecutor, ownedByCompanyOf, schema } from '@agrolease/db';
import { and, asc, eq } from 'drizzle-orm';

const { cabinetDocuments, cabinetOrders, deals, offers, payments } = schema;

export type DealRow = typeof deals.$inferSelect;
export type OrderRow = typeof cabinetOrders.$inferSelect;
export type DocumentRow = typeof cabinetDocuments.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export async function findDeal(db: DbExecutor, id: number): Promise<DealRow | undefined> {
  const [row] = await db.select().from(deals).where(eq(deals.id, id)).limit(1);
  return row;
}

export async function findOwnDeal(
  db: DbExecutor,
  accountId: number,
  id: number,
): Promise<DealRow | undefined> {
  const [row] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.id, id), ownedByCompanyOf(deals.accountId, accountId)))
    .limit(1);
  return row;
}

export async function findOfferById(db: DbExecutor, id: number | null) {
  if (id === null) return undefined;
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
  return row;
}

/** The deal's order (one lease contract per deal), if made. */
export async function findOrderOfDeal(db: DbExecutor, dealId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(cabinetOrders)
    .where(eq(cabinetOrders.dealId, dealId))
    .orderBy(asc(cabinetOrders.id))
    .limit(1);
  return row;
}

export async function paymentsOf(db: DbExecutor, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.dueDate), asc(payments.id));
}

/**
 * Moves a deal from the stage the caller saw to the next one; undefined when the deal is no
 * longer at that stage (a repeated or concurrent move), so that nothing happens twice.
 */
export async function moveDealStage(
  db: DbExecutor,
  id: number,
  from: string,
  to: string,
  now: Date,
): Promise<DealRow | undefined> {
  const [row] = await db
    .update(deals)
    .set({ stage: to, updatedAt: now })
    .where(and(eq(deals.id, id), eq(deals.stage, from)))
    .returning();
  return row;
}
