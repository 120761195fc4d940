import { randomUUID } from 'node:crypto';
import type { FileStorage } from './file-storage.ts';

/** Files kept in memory: for tests, which should leave nothing on disk. */
export function createMemoryStorage(): FileStorage {
  const stored = new Map<string, Buffer>();
  return {
    async save(bytes, extension) {
      const name = `${randomUUID()}.${extension.replace(/[^a-z0-9]/gi, '')}`;
      stored.set(name, Buffer.from(bytes));
      return name;
    },
    async read(name) {
      const bytes = stored.get(name);
      if (!bytes) throw Object.assign(new Error(`No stored file ${name}`), { code: 'ENOENT' });
      return bytes;
    },
  };
}
