import { type DbExecutor, schema } from '@agrolease/db';
import { and, count, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';

const { complianceForms, cabinetDocuments, accounts } = schema;

export type ComplianceRow = typeof complianceForms.$inferSelect;
export type ComplianceDocumentRow = typeof cabinetDocuments.$inferSelect;

/** A form with its document (the state follows the document's signature). */
export interface ComplianceView {
  form: ComplianceRow;
  document: ComplianceDocumentRow | null;
}

const withDocument = (db: DbExecutor) =>
  db
    .select({ form: complianceForms, document: cabinetDocuments })
    .from(complianceForms)
    .leftJoin(cabinetDocuments, eq(cabinetDocuments.id, complianceForms.documentId));

/** One form of the account and kind; another account's (or another kind's) is not found. */
export async function findOwnCompliance(
  db: DbExecutor,
  accountId: number,
  kind: string,
  id: number,
): Promise<ComplianceView | undefined> {
  const [row] = await withDocument(db)
    .where(
      and(
        eq(complianceForms.id, id),
        eq(complianceForms.accountId, accountId),
        eq(complianceForms.kind, kind),
      ),
    )
    .limit(1);
  return row;
}

/** The account's latest form of a kind (a wizard opened without id_object resumes it). */
export async function findLatestCompliance(
  db: DbExecutor,
  accountId: number,
  kind: string,
): Promise<ComplianceView | undefined> {
  const [row] = await withDocument(db)
    .where(and(eq(complianceForms.accountId, accountId), eq(complianceForms.kind, kind)))
    .orderBy(desc(complianceForms.id))
    .limit(1);
  return row;
}

export async function lockCompliance(db: DbExecutor, id: number): Promise<ComplianceRow | undefined> {
  const [row] = await db.select().from(complianceForms).where(eq(complianceForms.id, id)).for('update');
  return row;
}

export async function insertCompliance(
  db: DbExecutor,
  values: typeof complianceForms.$inferInsert,
): Promise<ComplianceRow> {
  const [row] = await db.insert(complianceForms).values(values).returning();
  if (!row) throw new Error('compliance_forms insert returned no row');
  return row;
}

export async function updateCompliance(
  db: DbExecutor,
  id: number,
  values: Partial<typeof complianceForms.$inferInsert>,
): Promise<ComplianceRow> {
  const [row] = await db.update(complianceForms).set(values).where(eq(complianceForms.id, id)).returning();
  if (!row) throw new Error('compliance_forms update returned no row');
  return row;
}

export async function deleteCompliance(db: DbExecutor, id: number): Promise<void> {
  await db.delete(complianceForms).where(eq(complianceForms.id, id));
}

/** An unsigned document the answers no longer match goes away with its row (never a signed one). */
export async function deleteUnsignedDocument(db: DbExecutor, id: number): Promise<void> {
  await db
    .delete(cabinetDocuments)
    .where(and(eq(cabinetDocuments.id, id), eq(cabinetDocuments.needsSignature, true)));
}

/** One page of an account's forms of a kind: a code substring, a further condition (the state) and the order. */
export interface ComplianceListPage {
  accountId: number;
  kind: string;
  code?: string;
  where?: SQL;
  order: SQL[];
  offset: number;
  limit: number;
}

export async function findComplianceList(db: DbExecutor, page: ComplianceListPage) {
  const where = and(
    eq(complianceForms.accountId, page.accountId),
    eq(complianceForms.kind, page.kind),
    page.code ? ilike(complianceForms.code, `%${page.code.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    page.where,
  );
  const rows = await withDocument(db)
    .where(where)
    .orderBy(...page.order, desc(complianceForms.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(complianceForms)
    .leftJoin(cabinetDocuments, eq(cabinetDocuments.id, complianceForms.documentId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Forms the manager sees: everything but untouched drafts (a document formed, sent or cancelled). */
export async function findBackofficeCompliance(
  db: DbExecutor,
  page: { kind?: string; offset: number; limit: number },
) {
  const where = and(
    page.kind ? eq(complianceForms.kind, page.kind) : undefined,
    or(
      isNotNull(complianceForms.documentId),
      isNotNull(complianceForms.submittedAt),
      isNotNull(complianceForms.cancelledAt),
    ),
  );
  const rows = await db
    .select({
      form: complianceForms,
      document: cabinetDocuments,
      company: accounts.companyTitle,
      inn: accounts.inn,
    })
    .from(complianceForms)
    .innerJoin(accounts, eq(accounts.id, complianceForms.accountId))
    .leftJoin(cabinetDocuments, eq(cabinetDocuments.id, complianceForms.documentId))
    .where(where)
    .orderBy(desc(complianceForms.updatedAt), desc(complianceForms.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(complianceForms).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findBackofficeComplianceOne(db: DbExecutor, id: number) {
  const [row] = await db
    .select({
      form: complianceForms,
      document: cabinetDocuments,
      company: accounts.companyTitle,
      inn: accounts.inn,
    })
    .from(complianceForms)
    .innerJoin(accounts, eq(accounts.id, complianceForms.accountId))
    .leftJoin(cabinetDocuments, eq(cabinetDocuments.id, complianceForms.documentId))
    .where(eq(complianceForms.id, id))
    .limit(1);
  return row;
}
