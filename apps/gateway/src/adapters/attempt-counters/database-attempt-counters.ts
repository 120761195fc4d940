import type { Database } from '@agrolease/db';
import { sql } from 'drizzle-orm';
import type { AttemptCounters } from './attempt-counters.ts';

/** Expired rows are swept at most this often, by whichever call comes first. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in the `attempt_counters` table (PostgreSQL or the embedded PGlite) when there is
 * no Redis: one `insert … on conflict do update … returning` per step, so concurrent
 * requests on any instance are serialised by the row. Time is the database's own clock.
 */
export function createDatabaseAttemptCounters(db: Database): AttemptCounters {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.execute(sql`delete from attempt_counters where expires_at <= now()`);
  };
  return {
    name: 'database',
    async add(key, windowSeconds, by = 1) {
      await sweep();
      const window = sql`make_interval(secs => ${windowSeconds})`;
      const result = await db.execute(sql`
        insert into attempt_counters as c (key, count, expires_at)
        values (${key}, greatest(${by}::integer, 0), now() + ${window})
        on conflict (key) do update set
          count = case when c.expires_at <= now() then excluded.count
                       else greatest(c.count + ${by}::integer, 0) end,
          expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
        returning count, ceil(extract(epoch from (expires_at - now())))::integer as reset_in`);
      type Row = { count: number; reset_in: number };
      const [row] = Array.isArray(result) ? (result as Row[]) : (result as unknown as { rows: Row[] }).rows;
      return { count: Number(row?.count ?? 0), resetInSeconds: Math.max(1, Number(row?.reset_in ?? 1)) };
    },
    async reset(key) {
      await db.execute(sql`delete from attempt_counters where key = ${key}`);
    },
    async close() {},
  };
}
