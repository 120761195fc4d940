import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';
import { newStoredName, type StoredFile } from './file-storage.ts';

describe('the disk storage adapter', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'agrolease-disk-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  const listed = async (storage: ReturnType<typeof createDiskStorage>) => {
    const files: StoredFile[] = [];
    for await (const file of storage.list()) files.push(file);
    return files;
  };

  it('lists what it stored with the time it was written, and nothing before its folder exists', async () => {
    const storage = createDiskStorage(join(directory, 'uploads'));
    expect(await listed(storage)).toEqual([]);
    const before = Date.now() - 60_000;
    const names = [newStoredName('pdf'), newStoredName('png')];
    for (const name of names) await storage.write(name, Buffer.from(name));
    const files = await listed(storage);
    expect(files.map((file) => file.name).sort()).toEqual([...names].sort());
    for (const file of files) expect(file.storedAt.getTime()).toBeGreaterThan(before);
    await storage.remove(names[0] ?? '');
    expect((await listed(storage)).map((file) => file.name)).toEqual([names[1]]);
  });
});
