import type { Database } from '@agrolease/db';
import { sql } from 'drizzle-orm';

/** Ends the windows of the test database's counters whose key matches (SQL LIKE), as if time passed. */
export async function expireAttemptCounters(db: Database, keyLike: string): Promise<void> {
  await db.execute(sql`update attempt_counters set expires_at = now() where key like ${keyLike}`);
}

/** Sets a counter as if `count` steps had been taken in a window of an hour. */
export async function presetAttemptCounter(db: Database, key: string, count: number): Promise<void> {
  await db.execute(sql`
    insert into attempt_counters (key, count, expires_at) values (${key}, ${count}, now() + interval '1 hour')
    on conflict (key) do update set count = excluded.count, expires_at = excluded.expires_at`);
}
