import { type DbExecutor, schema } from '@agrolease/db';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';

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

/** The contact's paper attorney waiting for a manager's decision (decision 0155). */
export async function findPendingAttorney(
  db: DbExecutor,
  contactId: number,
): Promise<AttorneyRow | undefined> {
  const [row] = await db
    .select()
    .from(attorneys)
    .where(and(eq(attorneys.contactId, contactId), eq(attorneys.status, 'pending')))
    .orderBy(desc(attorneys.id))
    .limit(1);
  return row;
}

/** The account's attorneys that count, wait, or did (drafts and replaced ones aside), oldest first. */
export function findAccountAttorneys(db: DbExecutor, accountId: number): Promise<AttorneyRow[]> {
  return db
    .select()
    .from(attorneys)
    .where(
      and(
        eq(attorneys.accountId, accountId),
        inArray(attorneys.status, ['active', 'pending', 'refused', 'revoked']),
      ),
    )
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

/** A paper attorney with the company and the contact it is for (the back office's queue). */
export interface ReviewedAttorneyRow {
  attorney: AttorneyRow;
  company: string;
  companyInn: string;
  contact: string;
}

const reviewColumns = {
  attorney: attorneys,
  company: schema.accounts.companyTitle,
  companyInn: schema.accounts.inn,
  contact: schema.contacts.name,
};

/** Paper attorneys past their draft, of one status or all; those waiting first, oldest first. */
export async function findReviewedAttorneys(
  db: DbExecutor,
  options: { status?: 'pending' | 'active' | 'refused'; limit: number; offset: number },
): Promise<{ rows: ReviewedAttorneyRow[]; count: number }> {
  const where = and(
    eq(attorneys.kind, 'scan'),
    options.status
      ? eq(attorneys.status, options.status)
      : inArray(attorneys.status, ['pending', 'active', 'refused', 'revoked', 'replaced']),
    sql`${attorneys.submittedAt} is not null`,
  );
  const rows = await db
    .select(reviewColumns)
    .from(attorneys)
    .innerJoin(schema.accounts, eq(schema.accounts.id, attorneys.accountId))
    .innerJoin(schema.contacts, eq(schema.contacts.id, attorneys.contactId))
    .where(where)
    .orderBy(sql`(${attorneys.status} = 'pending') desc`, asc(attorneys.submittedAt), asc(attorneys.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(attorneys).where(where);
  return { rows, count: total?.count ?? 0 };
}

/** One attorney with its company and contact, for the back office. */
export async function findReviewedAttorney(
  db: DbExecutor,
  id: number,
): Promise<ReviewedAttorneyRow | undefined> {
  const [row] = await db
    .select(reviewColumns)
    .from(attorneys)
    .innerJoin(schema.accounts, eq(schema.accounts.id, attorneys.accountId))
    .innerJoin(schema.contacts, eq(schema.contacts.id, attorneys.contactId))
    .where(eq(attorneys.id, id))
    .limit(1);
  return row;
}
