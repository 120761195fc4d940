import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';

/** Inserts rows in multi-row statements of `size` rows (PostgreSQL allows 65,535 parameters a statement). */
export async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  size = 1000,
  onBatch?: (done: number) => void,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size) as T['$inferInsert'][]);
    onBatch?.(Math.min(start + size, rows.length));
  }
}
