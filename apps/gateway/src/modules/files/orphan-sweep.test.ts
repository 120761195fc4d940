import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStoredName } from '../../adapters/storage/file-storage.ts';
import { createMemoryStorage } from '../../adapters/storage/memory-storage.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { SMALL_PDF } from '../../testing/cabinet-session.ts';
import { ORPHAN_GRACE_MS, STORED_NAME_COLUMNS, sweepOrphanFiles } from './orphan-sweep.ts';
import { storeGeneratedFile } from './service.ts';

/** Issue 12 (faults): what a killed upload leaves in the store, an object without a row, goes. */
describe.each(testDrivers())('the sweep of stored files without rows on %s', (driver) => {
  let clock = new Date('2026-11-26T08:00:00Z');
  const storage = createMemoryStorage(() => clock);
  let gateway: TestGateway;
  let accountId: number;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver, adapters: { files: storage } });
    const [account] = await gateway.database.db
      .select({ id: schema.accounts.id })
      .from(schema.accounts)
      .where(eq(schema.accounts.login, 'client'));
    accountId = account?.id ?? 0;
  });
  afterAll(() => gateway.close());

  it('removes an old file no row names and keeps files with rows and files still being uploaded', async () => {
    const deps = { db: gateway.database.db, files: storage };
    const kept = await storeGeneratedFile(deps, accountId, {
      title: 'Договор.pdf',
      bytes: SMALL_PDF,
      mimeType: 'application/pdf',
      extension: 'pdf',
    });
    const orphan = newStoredName('pdf');
    await storage.write(orphan, SMALL_PDF);
    clock = new Date(clock.getTime() + ORPHAN_GRACE_MS + 60_000);
    // Written a minute ago: its upload's transaction may not have committed yet.
    const young = newStoredName('pdf');
    await storage.write(young, SMALL_PDF);

    const result = await sweepOrphanFiles(deps, clock);

    expect(result.removed).toEqual([orphan]);
    expect(storage.names()).not.toContain(orphan);
    expect(storage.names()).toContain(young);
    expect((await storage.read(kept.storedName)).equals(SMALL_PDF)).toBe(true);
    // A second run finds nothing more to do.
    expect((await sweepOrphanFiles(deps, clock)).removed).toEqual([]);
  });

  it('knows every column of the schema that names a stored file', async () => {
    const result = await gateway.database.db.execute(
      sql`select table_name as name from information_schema.columns
          where column_name = 'stored_name' and table_schema = current_schema() order by 1`,
    );
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: { name: string }[] }).rows;
    const tables = (rows as { name: string }[]).map((row) => row.name);
    expect(tables).toEqual(STORED_NAME_COLUMNS.map((entry) => entry.name).sort());
  });
});
