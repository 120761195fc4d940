import { type DbExecutor, ownedByCompanyOf, schema } from '@agrolease/db';
import { and, count, desc, eq, ne } from 'drizzle-orm';

const { subleasingRequests, cabinetOrders, deals, applicationProducts, products, accounts, cabinetFiles } =
  schema;

export type SubleasingRow = typeof subleasingRequests.$inferSelect;
export type OrderRow = typeof cabinetOrders.$inferSelect;

/** The machinery of an order: the products of the application its deal came from. */
export function findOrderProducts(db: DbExecutor, order: OrderRow) {
  if (order.dealId === null) return Promise.resolve([]);
  return db
    .select({ id: applicationProducts.id, title: products.title, quantity: applicationProducts.quantity })
    .from(deals)
    .innerJoin(applicationProducts, eq(applicationProducts.applicationId, deals.applicationId))
    .innerJoin(products, eq(products.id, applicationProducts.productId))
    .where(eq(deals.id, order.dealId))
    .orderBy(applicationProducts.id);
}

export async function findOwnSubleasing(db: DbExecutor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(subleasingRequests)
    .where(and(eq(subleasingRequests.id, id), ownedByCompanyOf(subleasingRequests.accountId, accountId)))
    .limit(1);
  return row;
}

export async function findSubleasing(db: DbExecutor, id: number) {
  const [row] = await db.select().from(subleasingRequests).where(eq(subleasingRequests.id, id)).limit(1);
  return row;
}

/** The order's unfinished wizard of this kind, if one was started: a new start resumes it. */
export async function findDraft(db: DbExecutor, accountId: number, orderId: number, kind: string) {
  const [row] = await db
    .select()
    .from(subleasingRequests)
    .where(
      and(
        ownedByCompanyOf(subleasingRequests.accountId, accountId),
        eq(subleasingRequests.orderId, orderId),
        eq(subleasingRequests.kind, kind),
        eq(subleasingRequests.status, 'draft'),
      ),
    )
    .orderBy(desc(subleasingRequests.id))
    .limit(1);
  return row;
}

export async function insertSubleasing(db: DbExecutor, values: typeof subleasingRequests.$inferInsert) {
  const [row] = await db.insert(subleasingRequests).values(values).returning();
  if (!row) throw new Error('subleasing_requests insert returned no row');
  return row;
}

export async function updateSubleasing(
  db: DbExecutor,
  id: number,
  values: Partial<typeof subleasingRequests.$inferInsert>,
) {
  const [row] = await db
    .update(subleasingRequests)
    .set(values)
    .where(eq(subleasingRequests.id, id))
    .returning();
  if (!row) throw new Error('subleasing_requests update returned no row');
  return row;
}

export async function findFile(db: DbExecutor, id: number | null) {
  if (id === null) return undefined;
  const [row] = await db.select().from(cabinetFiles).where(eq(cabinetFiles.id, id)).limit(1);
  return row;
}

/** Sent requests for the back office: undecided first, then newest. */
export async function findSentSubleasing(db: DbExecutor, page: { offset: number; limit: number }) {
  const where = ne(subleasingRequests.status, 'draft');
  const rows = await db
    .select({
      request: subleasingRequests,
      company: accounts.companyTitle,
      contractName: cabinetOrders.contractName,
      file: cabinetFiles,
    })
    .from(subleasingRequests)
    .innerJoin(accounts, eq(accounts.id, subleasingRequests.accountId))
    .innerJoin(cabinetOrders, eq(cabinetOrders.id, subleasingRequests.orderId))
    .leftJoin(cabinetFiles, eq(cabinetFiles.id, subleasingRequests.contractFileId))
    .where(where)
    .orderBy(desc(eq(subleasingRequests.status, 'submitted')), desc(subleasingRequests.submittedAt))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(subleasingRequests).where(where);
  return { rows, total: total?.value ?? 0 };
}
