import { type Database, type DbExecutor, schema } from '@agrolease/db';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';

const { accounts } = schema;

/** Only a registered account can be signed in to (decision 0113: an invited one waits for its head). */
const registered = isNotNull(accounts.registeredAt);

/** A registered account by its login, e-mail (case-insensitive) or phone. */
export async function findAccountByAnyLogin(db: Database, login: string, phone?: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      and(
        registered,
        or(
          eq(sql`lower(${accounts.login})`, login),
          eq(sql`lower(${accounts.email})`, login),
          ...(phone ? [eq(accounts.phone, phone)] : []),
        ),
      ),
    )
    .orderBy(accounts.id)
    .limit(1);
  return row;
}

export async function findAccountByPhone(db: Database, phone: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(registered, eq(accounts.phone, phone)))
    .orderBy(accounts.id)
    .limit(1);
  return row;
}

export async function findAccountById(db: DbExecutor, id: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

/** The registered accounts of an INN; with `includeInvited` the not yet registered one too. */
export function findAccountsByInn(db: DbExecutor, inn: string, options: { includeInvited?: boolean } = {}) {
  return db
    .select()
    .from(accounts)
    .where(options.includeInvited ? eq(accounts.inn, inn) : and(registered, eq(accounts.inn, inn)))
    .orderBy(accounts.id);
}

export async function setPasswordHash(db: Database, accountId: number, passwordHash: string) {
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
}

const { cspChallenges } = schema;

export async function insertCspChallenge(db: Database, values: typeof cspChallenges.$inferInsert) {
  await db.insert(cspChallenges).values(values);
}

/**
 * Takes the challenge for one use: the row is marked used in the same statement that reads it,
 * so two requests with one id_query never both get it. Answers nothing for an unknown or used id.
 */
export async function takeCspChallenge(db: Database, idQuery: string, now: Date) {
  const [row] = await db
    .update(cspChallenges)
    .set({ usedAt: now })
    .where(and(eq(cspChallenges.idQuery, idQuery), isNull(cspChallenges.usedAt)))
    .returning();
  return row;
}
