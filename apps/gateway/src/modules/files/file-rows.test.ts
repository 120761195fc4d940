import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { createMemoryStorage } from '../../adapters/storage/memory-storage.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { SMALL_PDF, signInAs } from '../../testing/cabinet-session.ts';
import { storeGeneratedFile } from './service.ts';

/** Issue 11 §7: no file is kept without its database row, and no row without its file (decision 0076). */
describe.each(testDrivers())('files and their rows on %s', (driver) => {
  const memory = createMemoryStorage();
  let failWrites = false;
  const storage: FileStorage = {
    ...memory,
    write: (name, bytes) => (failWrites ? Promise.reject(new Error('disk full')) : memory.write(name, bytes)),
  };
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver, adapters: { files: storage } });
  });
  afterAll(() => gateway.close());

  const rows = async () =>
    (await gateway.database.db.select({ value: count() }).from(schema.cabinetFiles))[0]?.value ?? 0;
  const pdf = { title: 'a.pdf', bytes: SMALL_PDF, mimeType: 'application/pdf', extension: 'pdf' };

  it('writes no file when its row cannot be stored', async () => {
    const before = memory.names().length;
    // No account 2147483647: the row's foreign key fails.
    await expect(
      storeGeneratedFile({ db: gateway.database.db, files: storage }, 2_147_483_647, pdf),
    ).rejects.toThrow();
    expect(memory.names().length).toBe(before);
  });

  it('keeps no row when the file cannot be written', async () => {
    const client = await signInAs(gateway, 'client');
    const before = await rows();
    failWrites = true;
    try {
      const response = await client.upload('/srv/SetFile', {
        files: [{ field: 'file', name: 'a.pdf', bytes: SMALL_PDF }],
      });
      expect(response.statusCode).toBe(500);
    } finally {
      failWrites = false;
    }
    expect(await rows()).toBe(before);
  });

  it('stores the row and the file together otherwise', async () => {
    const client = await signInAs(gateway, 'client');
    const before = { rows: await rows(), files: memory.names().length };
    const response = await client.upload('/srv/SetFile', {
      files: [{ field: 'file', name: 'a.pdf', bytes: SMALL_PDF }],
    });
    expect(response.statusCode).toBe(200);
    expect(await rows()).toBe(before.rows + 1);
    expect(memory.names().length).toBe(before.files + 1);
  });
});
