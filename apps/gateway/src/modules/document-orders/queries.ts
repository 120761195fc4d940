import { type DbExecutor, ownedByCompanyOf, schema } from '@agrolease/db';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';

const { documentOrders, cabinetOrders, contacts, accounts } = schema;

export type DocumentOrderRow = typeof documentOrders.$inferSelect;
export type OrderRow = typeof cabinetOrders.$inferSelect;

export function findOrdersOf(db: DbExecutor, accountId: number) {
  return db
    .select()
    .from(cabinetOrders)
    .where(ownedByCompanyOf(cabinetOrders.accountId, accountId))
    .orderBy(desc(cabinetOrders.contractDate), desc(cabinetOrders.id));
}

export function findOrdersByIds(db: DbExecutor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as OrderRow[]);
  return db.select().from(cabinetOrders).where(inArray(cabinetOrders.id, ids));
}

/** The orders of those ids that the account's company holds (decision 0162). */
export function findCompanyOrders(db: DbExecutor, accountId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([] as OrderRow[]);
  return db
    .select()
    .from(cabinetOrders)
    .where(and(inArray(cabinetOrders.id, [...ids]), ownedByCompanyOf(cabinetOrders.accountId, accountId)));
}

export function findContactsOf(db: DbExecutor, accountId: number) {
  return db.select().from(contacts).where(eq(contacts.accountId, accountId)).orderBy(contacts.id);
}

export async function findOwnContact(db: DbExecutor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.accountId, accountId)))
    .limit(1);
  return row;
}

export async function insertDocumentOrder(
  db: DbExecutor,
  values: Omit<typeof documentOrders.$inferInsert, 'code'>,
  codeOf: (id: number) => string,
): Promise<DocumentOrderRow> {
  const [inserted] = await db
    .insert(documentOrders)
    .values({ ...values, code: `pending-${crypto.randomUUID()}` })
    .returning({ id: documentOrders.id });
  if (!inserted) throw new Error('document_orders insert returned no row');
  return updateDocumentOrder(db, inserted.id, { code: codeOf(inserted.id) });
}

export async function updateDocumentOrder(
  db: DbExecutor,
  id: number,
  values: Partial<typeof documentOrders.$inferInsert>,
): Promise<DocumentOrderRow> {
  const [row] = await db.update(documentOrders).set(values).where(eq(documentOrders.id, id)).returning();
  if (!row) throw new Error('document_orders update returned no row');
  return row;
}

export async function findDocumentOrderPage(
  db: DbExecutor,
  accountId: number,
  page: { offset: number; limit: number },
) {
  const where = ownedByCompanyOf(documentOrders.accountId, accountId);
  const rows = await db
    .select()
    .from(documentOrders)
    .where(where)
    .orderBy(desc(documentOrders.createdAt), desc(documentOrders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(documentOrders).where(where);
  return { rows, total: total?.value ?? 0 };
}

export function findAnsweredDocumentOrders(db: DbExecutor, accountId: number) {
  return db
    .select()
    .from(documentOrders)
    .where(and(ownedByCompanyOf(documentOrders.accountId, accountId), isNotNull(documentOrders.respondedAt)))
    .orderBy(desc(documentOrders.respondedAt), desc(documentOrders.id));
}

export async function findDocumentOrder(db: DbExecutor, id: number) {
  const [row] = await db.select().from(documentOrders).where(eq(documentOrders.id, id)).limit(1);
  return row;
}

/** Every client's document orders: open ones first, then newest. */
export async function findAllDocumentOrders(db: DbExecutor, page: { offset: number; limit: number }) {
  const rows = await db
    .select({ order: documentOrders, company: accounts.companyTitle, login: accounts.login })
    .from(documentOrders)
    .innerJoin(accounts, eq(accounts.id, documentOrders.accountId))
    .orderBy(
      sql`case when ${documentOrders.status} in ('ready', 'rejected') then 1 else 0 end`,
      desc(documentOrders.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(documentOrders);
  return { rows, total: total?.value ?? 0 };
}
