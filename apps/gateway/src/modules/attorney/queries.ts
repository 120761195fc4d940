import { type DbExecutor, schema } from '@agrolease/db';
import { and, asc, eq, inArray, or } from 'drizzle-orm';

const { attorneys, cabinetFiles } = schema;

export type AttorneyRow = typeof attorneys.$inferSelect;
export type AttorneyValues = Partial<Omit<AttorneyRow, 'id' | 'accountId' | 'createdAt'>>;

/** One attorney of the account; another account's is not found. */
export async function findOwnAttorney(
  db: DbExecutor,
  accountId: number,
  id: number,
): Promise<AttorneyRow | undefined> {
  const [row] = await db
    .select()
    .from(attorneys)
    .where(and(eq(attorneys.id, id), eq(attorneys.accountId, accountId)))
    .limit(1);
  return row;
}

/** The contact's attorney in force (status active; its expiry is the caller's to judge). */
export async function findActiveAttorney(
  db: DbExecutor,
  contactId: number,
): Promise<AttorneyRow | undefined> {
  const [row] = await db
    .select()
    .from(attorneys)
    .where(and(eq(attorneys.contactId, contactId), eq(attorneys.status, 'active')))
    .limit(1);
  return row;
}

/** The account's attorneys that count or did (drafts aside), oldest first. */
export function findAccountAttorneys(db: DbExecutor, accountId: number): Promise<AttorneyRow[]> {
  return db
    .select()
    .from(attorneys)
    .where(and(eq(attorneys.accountId, accountId), inArray(attorneys.status, ['active', 'revoked'])))
    .orderBy(asc(attorneys.id));
}

export async function insertAttorney(
  db: DbExecutor,
  values: AttorneyValues & { accountId: number; contactId: number },
): Promise<AttorneyRow> {
  const [row] = await db.insert(attorneys).values(values).returning();
  if (!row) throw new Error('attorney insert returned nothing');
  return row;
}

export async function updateAttorney(
  db: DbExecutor,
  id: number,
  values: AttorneyValues,
): Promise<AttorneyRow> {
  const [row] = await db
    .update(attorneys)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(attorneys.id, id))
    .returning();
  if (!row) throw new Error('attorney update returned nothing');
  return row;
}

/** The titles of the account's files, by id. */
export async function fileTitles(
  db: DbExecutor,
  accountId: number,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: cabinetFiles.id, title: cabinetFiles.title })
    .from(cabinetFiles)
    .where(and(inArray(cabinetFiles.id, ids), eq(cabinetFiles.accountId, accountId)));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/**
 * The account's active МЧД whose representative is this person (by SNILS, or by personal INN
 * when the certificate carries no SNILS), oldest first.
 */
export function findSignerAttorneys(
  db: DbExecutor,
  accountId: number,
  person: { snils: string; inn: string },
): Promise<AttorneyRow[]> {
  const matches = [
    ...(person.snils ? [eq(attorneys.representativeSnils, person.snils)] : []),
    ...(person.inn.length === 12 ? [eq(attorneys.representativeInn, person.inn)] : []),
  ];
  if (matches.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(attorneys)
    .where(
      and(
        eq(attorneys.accountId, accountId),
        eq(attorneys.kind, 'm4d'),
        eq(attorneys.status, 'active'),
        or(...matches),
      ),
    )
    .orderBy(asc(attorneys.id));
}
