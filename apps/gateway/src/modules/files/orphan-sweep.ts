import { type DbExecutor, schema } from '@agrolease/db';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FileStorage, StoredFile } from '../../adapters/storage/file-storage.ts';

/**
 * The columns that name a stored file. Every file is written beside a row of one of them
 * (storeWithRow); a test compares this list with the schema, so a new table cannot be missed.
 */
export const STORED_NAME_COLUMNS = [
  { name: 'cabinet_files', table: schema.cabinetFiles, column: schema.cabinetFiles.storedName },
  { name: 'kp_requests', table: schema.kpRequests, column: schema.kpRequests.storedName },
] as const;

/** A file younger than this may belong to an upload whose transaction has not committed yet. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

const BATCH = 500;

/** The names of the batch some row still refers to. */
async function namesWithRows(db: DbExecutor, names: string[]): Promise<Set<string>> {
  const kept = new Set<string>();
  for (const { table, column } of STORED_NAME_COLUMNS) {
    const rows = await db.select({ name: column }).from(table).where(inArray(column, names));
    for (const row of rows) kept.add(row.name);
  }
  return kept;
}

/**
 * Removes stored files that no row refers to and that are older than the grace period: what a
 * process killed between the write and the commit left behind (decision 0110). Nobody could
 * reach such a file (its name is random and was never shown), it only takes space.
 * Idempotent: every instance may run it.
 */
export async function sweepOrphanFiles(
  deps: { db: DbExecutor; files: FileStorage },
  now: Date = new Date(),
): Promise<{ checked: number; removed: string[] }> {
  const before = now.getTime() - ORPHAN_GRACE_MS;
  const removed: string[] = [];
  let checked = 0;
  let batch: StoredFile[] = [];
  const sweep = async () => {
    const kept = await namesWithRows(
      deps.db,
      batch.map((file) => file.name),
    );
    for (const file of batch) {
      if (kept.has(file.name)) continue;
      await deps.files.remove(file.name);
      removed.push(file.name);
    }
    batch = [];
  };
  for await (const file of deps.files.list()) {
    if (file.storedAt.getTime() > before) continue;
    checked += 1;
    batch.push(file);
    if (batch.length === BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();
  return { checked, removed };
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Runs the sweep every hour while the gateway is up (one at a time). */
export function scheduleOrphanSweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const { checked, removed } = await sweepOrphanFiles({ db: app.db, files: app.adapters.files });
      if (removed.length > 0)
        app.log.info({ checked, removed: removed.length }, 'stored files without rows removed');
    } catch (error) {
      app.log.warn({ err: error }, 'the sweep of stored files without rows failed');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
