import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { SMALL_PDF, signInAs } from '../../testing/cabinet-session.ts';
import { LOCAL_S3_KEYS, type LocalS3, startLocalS3 } from '../../testing/local-s3.ts';
import { filesFromConfig } from '../index.ts';
import { createDiskStorage } from './disk-storage.ts';
import { newStoredName } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** Issue 12: files in an S3-compatible bucket, so that every instance sees every file. */
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

/** The object names s3rver holds in the test bucket (one folder per object). */
async function storedKeys(): Promise<string[]> {
  const entries = await readdir(join(s3.directory, s3.bucket), { recursive: true });
  return entries
    .filter((entry) => entry.endsWith('._S3rver_object'))
    .map((entry) => entry.split('._S3rver_')[0] ?? '');
}

describe('the S3 storage adapter (local S3-compatible server)', () => {
  it('stores bytes under a new name, reads them back whole and removes them', async () => {
    const storage = s3.storage();
    const name = newStoredName('bin');
    const bytes = randomBytes(300_000);
    await storage.write(name, bytes);
    expect((await storage.read(name)).equals(bytes)).toBe(true);
    await storage.remove(name);
    await expect(storage.read(name)).rejects.toMatchObject({ code: 'ENOENT' });
    await storage.close();
  });

  it('answers ENOENT for a name that holds nothing, as the disk does, and removes it without error', async () => {
    const name = newStoredName('pdf');
    const disk = createDiskStorage(join(s3.directory, 'disk'));
    const storage = s3.storage();
    for (const adapter of [disk, storage]) {
      await expect(adapter.read(name)).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(adapter.remove(name)).resolves.toBeUndefined();
    }
    await storage.close();
  });

  it('keeps a crafted name with folders inside its prefix', async () => {
    const storage = s3.storage('uploads/');
    await storage.write('../../escape.txt', Buffer.from('x'));
    expect(await storedKeys()).toContain('uploads/escape.txt');
    expect((await storage.read('escape.txt')).toString()).toBe('x');
    await storage.remove('escape.txt');
    await storage.close();
  });

  it('refuses to write with wrong keys, and its start-up check fails on a missing bucket', async () => {
    const wrongKeys = createS3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      pathStyle: true,
      accessKeyId: LOCAL_S3_KEYS.accessKeyId,
      secretAccessKey: 'not-the-secret',
    });
    await expect(wrongKeys.write(newStoredName('pdf'), SMALL_PDF)).rejects.toThrow();
    await wrongKeys.close();
    const storage = s3.storage();
    await expect(storage.check()).resolves.toBeUndefined();
    await storage.close();
    const missing = createS3Storage({
      endpoint: s3.endpoint,
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      pathStyle: true,
      ...LOCAL_S3_KEYS,
    });
    await expect(missing.check()).rejects.toThrow();
    await missing.close();
  });

  it('is chosen by S3_BUCKET; without it files stay on the disk', async () => {
    const config = loadConfig({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: LOCAL_S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_KEYS.secretAccessKey,
      S3_PREFIX: 'configured/',
    });
    const storage = filesFromConfig(config);
    const name = newStoredName('pdf');
    await storage.write(name, SMALL_PDF);
    expect(await storedKeys()).toContain(`configured/${name}`);
    await storage.remove(name);
    await storage.close?.();

    expect(filesFromConfig(loadConfig({ DATA_DIR: s3.directory })).close).toBeUndefined();
    expect(() => filesFromConfig(loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-one' }))).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });
});

describe.each(testDrivers())('uploads kept in S3 on %s', (driver) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver, adapters: { files: s3.storage(`${driver}/`) } });
  });
  afterAll(() => gateway.close());

  it('stores an upload in the bucket and gives the same bytes back to its owner only', async () => {
    const client = await signInAs(gateway, 'client');
    const upload = await client.upload('/srv/SetFile', {
      files: [{ field: 'file', name: 'Договор.pdf', bytes: SMALL_PDF }],
    });
    expect(upload.statusCode).toBe(200);
    const { id } = upload.json() as { id: number };
    expect((await storedKeys()).filter((key) => key.startsWith(`${driver}/`))).toHaveLength(1);

    const download = await client.get(`/srv/files/${id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SMALL_PDF)).toBe(true);
    const supplier = await signInAs(gateway, 'supplier');
    expect((await supplier.get(`/srv/files/${id}`)).statusCode).toBe(404);
  });
});
