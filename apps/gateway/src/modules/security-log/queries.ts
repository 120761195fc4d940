import { type DbExecutor, schema } from '@agrolease/db';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';

const { accounts, securityEvents } = schema;

export type SecurityEventRow = typeof securityEvents.$inferSelect;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** One account's rows, newest first. */
export async function accountEventsPage(
  db: DbExecutor,
  accountId: number,
  paging: { limit: number; offset: number },
): Promise<{ total: number; rows: SecurityEventRow[] }> {
  const where = eq(securityEvents.accountId, accountId);
  const [total] = await db.select({ value: count() }).from(securityEvents).where(where);
  const rows = await db
    .select()
    .from(securityEvents)
    .where(where)
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return { total: Number(total?.value ?? 0), rows };
}

export interface EventFilter {
  /** Part of a login (also the one typed at a failed sign-in) or the start of an INN. */
  account: string;
  kind: string;
  /** From this instant on, before that one. */
  since?: Date;
  before?: Date;
}

/** Every account's rows by the back office's filter, newest first, with whose they are. */
export async function eventsPage(
  db: DbExecutor,
  filter: EventFilter,
  paging: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(securityEvents.kind, filter.kind));
  if (filter.since) conditions.push(gte(securityEvents.createdAt, filter.since));
  if (filter.before) conditions.push(lt(securityEvents.createdAt, filter.before));
  if (filter.account) {
    const text = escapeLike(filter.account);
    const search = or(
      ilike(accounts.login, `%${text}%`),
      ilike(accounts.inn, `${text}%`),
      ilike(sql`${securityEvents.detail}->>'login'`, `%${text}%`),
    );
    if (search) conditions.push(search);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db
    .select({ value: count() })
    .from(securityEvents)
    .leftJoin(accounts, eq(accounts.id, securityEvents.accountId))
    .where(where);
  const rows = await db
    .select({
      event: securityEvents,
      account: { id: accounts.id, login: accounts.login, company: accounts.companyTitle, inn: accounts.inn },
    })
    .from(securityEvents)
    .leftJoin(accounts, eq(accounts.id, securityEvents.accountId))
    .where(where)
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return { total: Number(total?.value ?? 0), rows };
}

/** Removes the rows written before the instant; answers how many went. */
export async function deleteEventsBefore(db: DbExecutor, before: Date): Promise<number> {
  const removed = await db
    .delete(securityEvents)
    .where(lt(securityEvents.createdAt, before))
    .returning({ id: securityEvents.id });
  return removed.length;
}
