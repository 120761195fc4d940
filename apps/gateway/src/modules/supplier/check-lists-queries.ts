import { type DbExecutor, schema } from '@agrolease/db';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';

const { accounts, cabinetFiles, deals, products, supplierCheckLists } = schema;

/** The supplier's check lists (decision 0100): each with its file, machine and deal. */
const listColumns = {
  row: supplierCheckLists,
  file: {
    id: cabinetFiles.id,
    title: cabinetFiles.title,
    mimeType: cabinetFiles.mimeType,
    size: cabinetFiles.size,
  },
  productTitle: products.title,
  dealCode: deals.code,
  dealClient: accounts.companyTitle,
};

function listQuery(db: DbExecutor, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(supplierCheckLists)
    .innerJoin(cabinetFiles, eq(cabinetFiles.id, supplierCheckLists.fileId))
    .leftJoin(products, eq(products.id, supplierCheckLists.productId))
    .leftJoin(deals, eq(deals.id, supplierCheckLists.dealId))
    .leftJoin(accounts, eq(accounts.id, deals.accountId))
    .where(where);
}

export type CheckListListRow = Awaited<ReturnType<typeof listQuery>>[number];

function ownedBy(accountId: number, kind?: string): SQL | undefined {
  return and(
    eq(supplierCheckLists.accountId, accountId),
    kind ? eq(supplierCheckLists.kind, kind) : undefined,
  );
}

export async function checkListsPage(
  db: DbExecutor,
  filter: { accountId: number; kind?: string; offset: number; limit: number },
) {
  const where = ownedBy(filter.accountId, filter.kind);
  const rows = await listQuery(db, where)
    .orderBy(desc(supplierCheckLists.createdAt), desc(supplierCheckLists.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await db.select({ value: count() }).from(supplierCheckLists).where(where);
  return { rows, total: Number(total?.value ?? 0) };
}

/** One of the account's check lists, or undefined (another supplier's is not found). */
export async function findOwnCheckList(db: DbExecutor, accountId: number, id: number) {
  const [row] = await listQuery(db, and(ownedBy(accountId), eq(supplierCheckLists.id, id))).limit(1);
  return row;
}

export async function insertCheckList(db: DbExecutor, values: typeof supplierCheckLists.$inferInsert) {
  const [row] = await db.insert(supplierCheckLists).values(values).returning({ id: supplierCheckLists.id });
  if (!row) throw new Error('The check list was not stored');
  return row.id;
}

export async function markCheckListSent(db: DbExecutor, id: number, sentTo: string, sentAt: Date) {
  await db
    .update(supplierCheckLists)
    .set({ sentTo, sentAt, sentCount: sql`${supplierCheckLists.sentCount} + 1` })
    .where(eq(supplierCheckLists.id, id));
}

/** The supplier's machines by title, for the upload form (at most `limit`). */
export async function supplierProductChoices(db: DbExecutor, supplierId: number, limit: number) {
  return db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(eq(products.supplierId, supplierId))
    .orderBy(asc(products.title), asc(products.id))
    .limit(limit);
}

/** The check lists suppliers keep about a deal, oldest first, with the supplier's company (the back office). */
export async function checkListsOfDeal(db: DbExecutor, dealId: number) {
  return db
    .select({
      id: supplierCheckLists.id,
      title: supplierCheckLists.title,
      kind: supplierCheckLists.kind,
      createdAt: supplierCheckLists.createdAt,
      fileId: cabinetFiles.id,
      fileTitle: cabinetFiles.title,
      supplier: accounts.companyTitle,
    })
    .from(supplierCheckLists)
    .innerJoin(cabinetFiles, eq(cabinetFiles.id, supplierCheckLists.fileId))
    .innerJoin(accounts, eq(accounts.id, supplierCheckLists.accountId))
    .where(eq(supplierCheckLists.dealId, dealId))
    .orderBy(asc(supplierCheckLists.createdAt), asc(supplierCheckLists.id));
}
