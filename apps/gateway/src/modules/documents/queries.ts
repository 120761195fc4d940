import { type DbExecutor, ownedByCompanyOf, schema } from '@agrolease/db';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';

const { cabinetDocuments, cabinetFiles, signatures, applications, deals, cabinetOrders } = schema;

export type DocumentRow = typeof cabinetDocuments.$inferSelect;
export type SignatureRow = typeof signatures.$inferSelect;

/** A document with what the list shows of it: its file's type and its signature, if any. */
export interface DocumentView {
  document: DocumentRow;
  mimeType: string;
  signature: SignatureRow | null;
}

export async function findDocumentViews(
  db: DbExecutor,
  accountId: number,
  ids?: number[],
): Promise<DocumentView[]> {
  const rows = await db
    .select({ document: cabinetDocuments, mimeType: cabinetFiles.mimeType, signature: signatures })
    .from(cabinetDocuments)
    .innerJoin(cabinetFiles, eq(cabinetFiles.id, cabinetDocuments.fileId))
    .leftJoin(signatures, eq(signatures.documentId, cabinetDocuments.id))
    .where(
      and(
        ownedByCompanyOf(cabinetDocuments.accountId, accountId),
        ids ? inArray(cabinetDocuments.id, ids.length > 0 ? ids : [-1]) : undefined,
      ),
    )
    .orderBy(desc(cabinetDocuments.createdAt), desc(cabinetDocuments.id));
  return rows;
}

/** One document of the account; another account's is not found. */
export async function findOwnDocument(
  db: DbExecutor,
  accountId: number,
  id: number,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(cabinetDocuments)
    .where(and(eq(cabinetDocuments.id, id), ownedByCompanyOf(cabinetDocuments.accountId, accountId)))
    .limit(1);
  return row;
}

/** The documents of one object of the account (an application's documents), oldest first. */
export async function findEntityDocuments(
  db: DbExecutor,
  accountId: number,
  entity: string,
  entityId: number,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(cabinetDocuments)
    .where(
      and(
        ownedByCompanyOf(cabinetDocuments.accountId, accountId),
        eq(cabinetDocuments.entity, entity),
        eq(cabinetDocuments.entityId, entityId),
      ),
    )
    .orderBy(cabinetDocuments.id);
}

/** Locks a still unsigned document for signing; undefined once it is signed. */
export async function lockUnsignedDocument(db: DbExecutor, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(cabinetDocuments)
    .where(and(eq(cabinetDocuments.id, id), isNull(cabinetDocuments.signedAt)))
    .for('update');
  return row;
}

export async function insertDocument(
  db: DbExecutor,
  values: Omit<typeof cabinetDocuments.$inferInsert, 'id' | 'createdAt'>,
): Promise<DocumentRow> {
  const [row] = await db.insert(cabinetDocuments).values(values).returning();
  if (!row) throw new Error('cabinet_documents insert returned no row');
  return row;
}

export async function updateDocument(
  db: DbExecutor,
  id: number,
  values: Partial<Omit<typeof cabinetDocuments.$inferInsert, 'id'>>,
): Promise<DocumentRow> {
  const [row] = await db.update(cabinetDocuments).set(values).where(eq(cabinetDocuments.id, id)).returning();
  if (!row) throw new Error('cabinet_documents update returned no row');
  return row;
}

export async function insertSignature(
  db: DbExecutor,
  values: Omit<typeof signatures.$inferInsert, 'id'>,
): Promise<SignatureRow> {
  const [row] = await db.insert(signatures).values(values).onConflictDoNothing().returning();
  return row as SignatureRow;
}

/** Codes of the objects documents belong to, by entity and id ('application:3' → 'З-000003'). */
export async function findEntityCodes(db: DbExecutor, accountId: number, documents: DocumentRow[]) {
  const idsOf = (entity: string) =>
    documents.filter((doc) => doc.entity === entity).map((doc) => doc.entityId);
  const codes = new Map<string, string>();
  const appIds = idsOf('application');
  if (appIds.length > 0) {
    const rows = await db
      .select({ id: applications.id, code: applications.code })
      .from(applications)
      .where(and(ownedByCompanyOf(applications.accountId, accountId), inArray(applications.id, appIds)));
    for (const row of rows) codes.set(`application:${row.id}`, row.code ?? 'Новая заявка');
  }
  const dealIds = idsOf('deal');
  if (dealIds.length > 0) {
    const rows = await db
      .select({ id: deals.id, code: deals.code })
      .from(deals)
      .where(and(ownedByCompanyOf(deals.accountId, accountId), inArray(deals.id, dealIds)));
    for (const row of rows) codes.set(`deal:${row.id}`, row.code);
  }
  const orderIds = idsOf('order');
  if (orderIds.length > 0) {
    const rows = await db
      .select({ id: cabinetOrders.id, code: cabinetOrders.contractName })
      .from(cabinetOrders)
      .where(and(ownedByCompanyOf(cabinetOrders.accountId, accountId), inArray(cabinetOrders.id, orderIds)));
    for (const row of rows) codes.set(`order:${row.id}`, row.code);
  }
  return codes;
}

/** Whether the account has a document of the entity at all (the demo document is made once). */
export async function hasEntityDocument(db: DbExecutor, accountId: number, entity: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cabinetDocuments.id })
    .from(cabinetDocuments)
    .where(and(ownedByCompanyOf(cabinetDocuments.accountId, accountId), eq(cabinetDocuments.entity, entity)))
    .limit(1);
  return Boolean(row);
}

/** The documents of an application, an order or a deal, oldest first (whoever's they are). */
export async function documentsOf(db: DbExecutor, entity: string, entityId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(cabinetDocuments)
    .where(and(eq(cabinetDocuments.entity, entity), eq(cabinetDocuments.entityId, entityId)))
    .orderBy(asc(cabinetDocuments.id));
}
