import { type DbExecutor, schema } from '@agrolease/db';
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FileStorage, StoredFile } from '../../adapters/storage/file-storage.ts';
import { repeatWhileUp } from '../../plugins/repeat-while-up.ts';

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
    for (const row of rows) if (row.name) kept.add(row.name);
  }
  return kept;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Lets go of the files guests sent (a /kp/ request's offer) once they are older than the kept
 * days (decision 0152): the row forgets its stored name first, then the file is removed. A
 * removal that fails leaves a file no row names, which the orphan pass takes.
 */
async function releaseExpiredGuestFiles(
  deps: { db: DbExecutor; files: FileStorage },
  now: Date,
  keepDays: number,
): Promise<string[]> {
  const { kpRequests } = schema;
  const expired = and(
    isNotNull(kpRequests.storedName),
    lt(kpRequests.createdAt, new Date(now.getTime() - keepDays * DAY_MS)),
  );
  // UPDATE … RETURNING answers the new (null) name: read the names first.
  const released = await deps.db
    .select({ id: kpRequests.id, name: kpRequests.storedName })
    .from(kpRequests)
    .where(expired);
  if (released.length === 0) return [];
  await deps.db
    .update(kpRequests)
    .set({ storedName: null })
    .where(
      and(
        expired,
        inArray(
          kpRequests.id,
          released.map((row) => row.id),
        ),
      ),
    );
  const removed: string[] = [];
  for (const { name } of released) {
    if (!name) continue;
    await deps.files.remove(name).then(
      () => removed.push(name),
      () => undefined,
    );
  }
  return removed;
}

/**
 * Removes stored files that no row refers to and that are older than the grace period: what a
 * process killed between the write and the commit left behind (decision 0110). Nobody could
 * reach such a file (its name is random and was never shown), it only takes space. With
 * `guestFileKeepDays`, the files of guests' requests older than that go first (decision 0152).
 * Idempotent: every instance may run it.
 */
export async function sweepOrphanFiles(
  deps: { db: DbExecutor; files: FileStorage },
  now: Date = new Date(),
  options: { guestFileKeepDays?: number } = {},
): Promise<{ checked: number; removed: string[] }> {
  const before = now.getTime() - ORPHAN_GRACE_MS;
  const removed: string[] =
    options.guestFileKeepDays === undefined
      ? []
      : await releaseExpiredGuestFiles(deps, now, options.guestFileKeepDays);
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

/** Runs the sweep every hour while the gateway is up (one at a time), guests' files kept GUEST_UPLOAD_KEEP_DAYS. */
export function scheduleOrphanSweep(app: FastifyInstance): void {
  repeatWhileUp(app, {
    everyMs: SWEEP_EVERY_MS,
    failure: 'the sweep of stored files without rows failed',
    run: async () => {
      const { checked, removed } = await sweepOrphanFiles(
        { db: app.db, files: app.adapters.files },
        new Date(),
        { guestFileKeepDays: app.guestUploads.keepDays },
      );
      if (removed.length > 0)
        app.log.info(
          { checked, removed: removed.length },
          'stored files without rows or past their days removed',
        );
    },
  });
}
