import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../client.ts';

/** The database the CLI commands work on: DATABASE_URL, else the embedded one under DATA_DIR. */
export function openDatabaseFromEnv(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = join(process.env.DATA_DIR || './data', 'pglite');
  return openDatabase({ url, dataDir });
}

export function seedFromEnv(): number {
  const seed = Number(process.env.SEED ?? 2001);
  if (!Number.isInteger(seed)) throw new Error(`SEED must be an integer, got "${process.env.SEED}"`);
  return seed;
}
