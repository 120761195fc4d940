import { type DbExecutor, schema } from '@agrolease/db';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

const { accounts, cabinetOrders, incomingPayments, payments } = schema;

export type IncomingRow = typeof incomingPayments.$inferSelect;

/** The company the payment's order belongs to: what the invoice names as the payer. */
export async function payerOfOrder(db: DbExecutor, orderId: number) {
  const [row] = await db
    .select({ title: accounts.companyTitle, inn: accounts.inn, kpp: accounts.kpp })
    .from(cabinetOrders)
    .innerJoin(accounts, eq(accounts.id, cabinetOrders.accountId))
    .where(eq(cabinetOrders.id, orderId));
  return row;
}

/** The lease contracts of the clients of an INN, with the account each is kept under. */
export function ordersOfInn(db: DbExecutor, inn: string) {
  return db
    .select({
      id: cabinetOrders.id,
      contractName: cabinetOrders.contractName,
      accountId: cabinetOrders.accountId,
    })
    .from(cabinetOrders)
    .innerJoin(accounts, eq(accounts.id, cabinetOrders.accountId))
    .where(and(eq(accounts.inn, inn), eq(accounts.role, 'client')));
}

export function unpaidPaymentsOfOrder(db: DbExecutor, orderId: number) {
  return db
    .select({
      id: payments.id,
      dueDate: payments.dueDate,
      sum: payments.sum,
      paidKopecks: payments.paidKopecks,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNull(payments.paidAt)))
    .for('update');
}

/**
 * Puts money to payments still unpaid (decision 0184): adds what each takes to its paid kopecks
 * and marks the ones it settles paid on the day. The ids it changed answered.
 */
export async function payPayments(
  db: DbExecutor,
  allocations: readonly { id: number; kopecks: number; settles: boolean }[],
  day: string,
): Promise<number[]> {
  const changed: number[] = [];
  for (const allocation of allocations) {
    const rows = await db
      .update(payments)
      .set({
        paidKopecks: sql`${payments.paidKopecks} + ${allocation.kopecks}`,
        ...(allocation.settles ? { paidAt: day } : {}),
      })
      .where(and(eq(payments.id, allocation.id), isNull(payments.paidAt)))
      .returning({ id: payments.id });
    changed.push(...rows.map((row) => row.id));
  }
  return changed;
}

export async function isTakenBefore(
  db: DbExecutor,
  key: { number: string; day: string; kopecks: number; payerInn: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: incomingPayments.id })
    .from(incomingPayments)
    .where(
      and(
        eq(incomingPayments.number, key.number),
        eq(incomingPayments.day, key.day),
        eq(incomingPayments.kopecks, key.kopecks),
        eq(incomingPayments.payerInn, key.payerInn),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Stores an incoming payment; undefined when the same payment order is there already. */
export async function insertIncoming(
  db: DbExecutor,
  values: typeof incomingPayments.$inferInsert,
): Promise<IncomingRow | undefined> {
  const [row] = await db.insert(incomingPayments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function incomingPage(
  db: DbExecutor,
  filter: { status?: 'matched' | 'unmatched'; offset: number; limit: number },
) {
  const where = filter.status ? eq(incomingPayments.status, filter.status) : undefined;
  const [rows, [total], [unmatched]] = await Promise.all([
    db
      .select()
      .from(incomingPayments)
      .where(where)
      .orderBy(desc(incomingPayments.createdAt), desc(incomingPayments.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ value: count() }).from(incomingPayments).where(where),
    db.select({ value: count() }).from(incomingPayments).where(eq(incomingPayments.status, 'unmatched')),
  ]);
  return { rows, count: total?.value ?? 0, unmatched: unmatched?.value ?? 0 };
}

/** What the list shows beside incoming payments: their contracts and the payments they paid. */
export async function incomingDetails(db: DbExecutor, rows: readonly IncomingRow[]) {
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  const paymentIds = [...new Set(rows.flatMap((row) => row.paidPaymentIds))];
  const [orders, paid] = await Promise.all([
    orderIds.length === 0
      ? []
      : db
          .select({
            id: cabinetOrders.id,
            contractName: cabinetOrders.contractName,
            company: accounts.companyTitle,
          })
          .from(cabinetOrders)
          .innerJoin(accounts, eq(accounts.id, cabinetOrders.accountId))
          .where(inArray(cabinetOrders.id, orderIds)),
    paymentIds.length === 0
      ? []
      : db
          .select({
            id: payments.id,
            dueDate: payments.dueDate,
            sum: payments.sum,
            paidAt: payments.paidAt,
            paidKopecks: payments.paidKopecks,
          })
          .from(payments)
          .where(inArray(payments.id, paymentIds)),
  ]);
  return {
    orders: new Map(orders.map((order) => [order.id, order])),
    payments: new Map(paid.map((payment) => [payment.id, payment])),
  };
}

export async function findIncoming(db: DbExecutor, id: number): Promise<IncomingRow | undefined> {
  const [row] = await db.select().from(incomingPayments).where(eq(incomingPayments.id, id)).for('update');
  return row;
}

/** A client's lease contract by its number, as the manager typed it (letter case aside). */
export async function orderByContractName(db: DbExecutor, contractName: string) {
  const [row] = await db
    .select({
      id: cabinetOrders.id,
      contractName: cabinetOrders.contractName,
      accountId: cabinetOrders.accountId,
    })
    .from(cabinetOrders)
    .where(sql`lower(${cabinetOrders.contractName}) = lower(${contractName})`)
    .limit(1);
  return row;
}

export async function markIncomingMatched(
  db: DbExecutor,
  id: number,
  values: Pick<
    IncomingRow,
    'orderId' | 'paidPaymentIds' | 'allocations' | 'penaltyKopecks' | 'surplusKopecks' | 'managerId' | 'note'
  >,
): Promise<IncomingRow | undefined> {
  const [row] = await db
    .update(incomingPayments)
    .set({ ...values, status: 'matched' })
    .where(eq(incomingPayments.id, id))
    .returning();
  return row;
}
