import { type Database, type DbExecutor, schema } from '@agrolease/db';
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';

const { accounts, partnerLetters } = schema;

export type PartnerLetterRow = typeof partnerLetters.$inferInsert;

/**
 * The registered accounts whose own e-mail or phone is this address (normalised), with their
 * company's INN. An account an agent made for a contractor not yet registered (decision 0113)
 * holds the address the agent typed, so it does not count.
 */
export function accountsWithAddress(db: Database, address: string) {
  return db
    .select({ id: accounts.id, inn: accounts.inn })
    .from(accounts)
    .where(
      and(
        isNotNull(accounts.registeredAt),
        or(sql`lower(${accounts.email}) = ${address}`, eq(accounts.phone, address)),
      ),
    );
}

export function innsOfAccounts(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: accounts.id, inn: accounts.inn })
    .from(accounts)
    .where(and(inArray(accounts.id, ids), isNotNull(accounts.registeredAt)));
}

/** Whether the account wrote to the address since then (a new address counts once a day). */
export async function wroteToSince(db: Database, accountId: number, address: string, since: Date) {
  const [row] = await db
    .select({ id: partnerLetters.id })
    .from(partnerLetters)
    .where(
      and(
        eq(partnerLetters.accountId, accountId),
        eq(partnerLetters.recipient, address),
        gte(partnerLetters.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPartnerLetter(db: DbExecutor, row: PartnerLetterRow): Promise<void> {
  await db.insert(partnerLetters).values(row);
}

export interface PartnerLettersFilter {
  /** Part of the login, the person's name or the company's title. */
  account?: string;
  inn?: string;
  /** From and before these instants. */
  since?: Date;
  before?: Date;
  offset: number;
  limit: number;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereOf(filter: PartnerLettersFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.account) {
    const pattern = likePattern(filter.account);
    conditions.push(
      or(
        ilike(accounts.login, pattern),
        ilike(accounts.personName, pattern),
        ilike(partnerLetters.companyTitle, pattern),
      ),
    );
  }
  if (filter.inn) conditions.push(eq(partnerLetters.companyInn, filter.inn));
  if (filter.since) conditions.push(gte(partnerLetters.createdAt, filter.since));
  if (filter.before) conditions.push(lt(partnerLetters.createdAt, filter.before));
  return and(...conditions);
}

/** The outgoing log for the back office, newest first. */
export async function partnerLettersPage(db: Database, filter: PartnerLettersFilter) {
  const where = whereOf(filter);
  const rows = await db
    .select({
      letter: partnerLetters,
      login: accounts.login,
      personName: accounts.personName,
      role: accounts.role,
    })
    .from(partnerLetters)
    .innerJoin(accounts, eq(accounts.id, partnerLetters.accountId))
    .where(where)
    .orderBy(desc(partnerLetters.createdAt), desc(partnerLetters.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await db
    .select({ value: count() })
    .from(partnerLetters)
    .innerJoin(accounts, eq(accounts.id, partnerLetters.accountId))
    .where(where);
  return { rows, total: Number(total?.value ?? 0) };
}
