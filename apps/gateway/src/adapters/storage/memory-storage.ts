import type { FileStorage } from './file-storage.ts';

/** Files kept in memory: for tests, which should leave nothing on disk. */
export function createMemoryStorage(): FileStorage & { names(): string[] } {
  const stored = new Map<string, Buffer>();
  return {
    async write(name, bytes) {
      if (stored.has(name)) throw Object.assign(new Error(`File ${name} exists`), { code: 'EEXIST' });
      stored.set(name, Buffer.from(bytes));
    },
    async read(name) {
      const bytes = stored.get(name);
      if (!bytes) throw Object.assign(new Error(`No stored file ${name}`), { code: 'ENOENT' });
      return bytes;
    },
    async remove(name) {
      stored.delete(name);
    },
    /** What is stored now (tests check that nothing is kept without its row). */
    names: () => [...stored.keys()],
  };
}
