/**
 * Migrates the database and fills an empty one with demo data, then exits: the primary of the
 * site's workers runs it as a child process (site-workers.ts, decision 0151).
 */
import { join } from 'node:path';
import { openDatabase, prepareDatabase } from '@agrolease/db';
import { loadConfig } from '@agrolease/gateway/config';

async function prepare(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite') });
  try {
    await prepareDatabase(database, { seed: config.SEED, log: (line) => console.log(line) });
  } finally {
    await database.close();
  }
}

prepare().catch((error: unknown) => {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
