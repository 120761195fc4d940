import { type Database, type DbExecutor, schema } from '@agrolease/db';
import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';

const { accounts, signInFailures } = schema;

/** An account by its login, e-mail (case-insensitive) or phone. */
export async function findAccountByAnyLogin(db: Database, login: string, phone?: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(
      or(
        eq(sql`lower(${accounts.login})`, login),
        eq(sql`lower(${accounts.email})`, login),
        ...(phone ? [eq(accounts.phone, phone)] : []),
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
    .where(eq(accounts.phone, phone))
    .orderBy(accounts.id)
    .limit(1);
  return row;
}

export async function findAccountById(db: Database, id: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

export function findAccountsByInn(db: DbExecutor, inn: string) {
  return db.select().from(accounts).where(eq(accounts.inn, inn)).orderBy(accounts.id);
}

export async function setPasswordHash(db: Database, accountId: number, passwordHash: string) {
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
}

export async function recordSignInFailure(db: Database, login: string, ip: string, now: Date) {
  await db.insert(signInFailures).values({ login, ip, createdAt: now });
}

export async function clearSignInFailures(db: Database, login: string) {
  await db.delete(signInFailures).where(eq(signInFailures.login, login));
}

/** Failure times inside the window, oldest first, for a login or an IP. */
export async function recentFailures(db: Database, by: { login: string } | { ip: string }, since: Date) {
  const key = 'login' in by ? eq(signInFailures.login, by.login) : eq(signInFailures.ip, by.ip);
  const rows = await db
    .select({ createdAt: signInFailures.createdAt })
    .from(signInFailures)
    .where(and(key, gt(signInFailures.createdAt, since)))
    .orderBy(desc(signInFailures.createdAt))
    .limit(100);
  return rows.map((row) => row.createdAt).reverse();
}

const { cspChallenges } = schema;

export async function insertCspChallenge(db: Database, values: typeof cspChallenges.$inferInsert) {
  await db.insert(cspChallenges).values(values);
}

export async function countCspChallengesFromIp(db: Database, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cspChallenges)
    .where(and(eq(cspChallenges.ip, ip), gt(cspChallenges.createdAt, since)));
  return row?.n ?? 0;
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
