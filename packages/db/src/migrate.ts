import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'drizzle');

/**
 * Applies the SQL migrations of packages/db/drizzle. Run from our code, not drizzle-kit:
 * drizzle-kit opens PGlite without extensions and pg_trgm would fail (ARCHITECTURE.md §8).
 * A failure throws one readable error so start-up stops with its cause.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  try {
    if (handle.driver === 'pglite') {
      const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator');
      await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
    }
  } catch (error) {
    const cause =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    throw new Error(`Database migration failed: ${cause}`, { cause: error });
  }
}
