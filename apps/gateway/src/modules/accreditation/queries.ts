import { type DbExecutor, schema } from '@agrolease/db';
import { and, count, desc, eq, inArray } from 'drizzle-orm';

const { supplierAccreditations, accounts, cabinetFiles } = schema;

export type AccreditationRow = typeof supplierAccreditations.$inferSelect;

/** The supplier's one package, if it was started. */
export async function findAccreditationOfAccount(db: DbExecutor, accountId: number) {
  const [row] = await db
    .select()
    .from(supplierAccreditations)
    .where(eq(supplierAccreditations.accountId, accountId))
    .limit(1);
  return row;
}

export async function findAccreditation(db: DbExecutor, id: number) {
  const [row] = await db
    .select()
    .from(supplierAccreditations)
    .where(eq(supplierAccreditations.id, id))
    .limit(1);
  return row;
}

/** Locks the package for a decision or a signature (two managers, two tabs). */
export async function lockAccreditation(db: DbExecutor, id: number) {
  const [row] = await db
    .select()
    .from(supplierAccreditations)
    .where(eq(supplierAccreditations.id, id))
    .for('update');
  return row;
}

/** Starts the supplier's package; a second start (another tab) finds the first one. */
export async function insertAccreditation(
  db: DbExecutor,
  values: typeof supplierAccreditations.$inferInsert,
) {
  await db.insert(supplierAccreditations).values(values).onConflictDoNothing();
  const row = await findAccreditationOfAccount(db, values.accountId);
  if (!row) throw new Error('supplier_accreditations insert returned no row');
  return row;
}

export async function updateAccreditation(
  db: DbExecutor,
  id: number,
  values: Partial<typeof supplierAccreditations.$inferInsert>,
) {
  const [row] = await db
    .update(supplierAccreditations)
    .set(values)
    .where(eq(supplierAccreditations.id, id))
    .returning();
  if (!row) throw new Error('supplier_accreditations update returned no row');
  return row;
}

export async function filesByIds(db: DbExecutor, accountId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(cabinetFiles)
    .where(and(eq(cabinetFiles.accountId, accountId), inArray(cabinetFiles.id, ids)));
}

export async function setAccountAccredited(db: DbExecutor, accountId: number, accredited: boolean) {
  await db.update(accounts).set({ isAccredited: accredited }).where(eq(accounts.id, accountId));
}

/** Packages that were sent at least once: those on review first, then the newest. */
export async function accreditationsPage(
  db: DbExecutor,
  filter: { status?: string; offset: number; limit: number },
) {
  const where = filter.status
    ? eq(supplierAccreditations.status, filter.status)
    : inArray(supplierAccreditations.status, ['submitted', 'corrections', 'approved', 'rejected']);
  const rows = await db
    .select({ accreditation: supplierAccreditations, company: accounts.companyTitle, inn: accounts.inn })
    .from(supplierAccreditations)
    .innerJoin(accounts, eq(accounts.id, supplierAccreditations.accountId))
    .where(where)
    .orderBy(
      desc(eq(supplierAccreditations.status, 'submitted')),
      desc(supplierAccreditations.submittedAt),
      desc(supplierAccreditations.id),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ value: count() }).from(supplierAccreditations).where(where);
  return { rows, total: total?.value ?? 0 };
}
