import { createHash, randomBytes } from 'node:crypto';
import { SESSION_MAX_AGE_SECONDS } from '@agrolease/contracts';
import { type Database, preparedQuery, schema } from '@agrolease/db';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';

const { sessions, accounts } = schema;

/** Writes of last-seen are spared for a minute: a page with ten calls costs one update. */
const TOUCH_EVERY_MS = 60_000;

export type AccountRow = typeof accounts.$inferSelect;

export interface SessionRecord {
  id: number;
  accountId: number;
  expiresAt: Date;
  account: AccountRow;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 256 random bits, base64url: the only copy of the token is the one handed to the client. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function slideFrom(now: Date): Date {
  return new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
}

export async function createSession(
  db: Database,
  input: { accountId: number; ip: string; userAgent: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = slideFrom(now);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    accountId: input.accountId,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 300),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Asked by every signed-in request: prepared once per database (decision 0127). */
const liveSessionOfToken = preparedQuery('auth_live_session', (db) =>
  db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNotNull(accounts.registeredAt),
      ),
    )
    .limit(1),
);

/** The live session of a token, its expiry slid forward on use; undefined when unknown or expired. */
export async function findLiveSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<SessionRecord | undefined> {
  const [row] = await liveSessionOfToken(db, { tokenHash: sha256(token), now });
  if (!row) return undefined;
  let expiresAt = row.session.expiresAt;
  if (now.getTime() - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    expiresAt = slideFrom(now);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.session.id));
  }
  return { id: row.session.id, accountId: row.account.id, expiresAt, account: row.account };
}

export async function deleteSessionByToken(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

export async function deleteSessionsOfAccount(db: Database, accountId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
}
