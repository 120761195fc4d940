import type { FileStorage } from './file-storage.ts';

/** Files kept in memory: for tests, which should leave nothing on disk. */
export function createMemoryStorage(now: () => Date = () => new Date()): FileStorage & { names(): string[] } {
  const stored = new Map<string, { bytes: Buffer; storedAt: Date }>();
  return {
    async write(name, bytes) {
      if (stored.has(name)) throw Object.assign(new Error(`File ${name} exists`), { code: 'EEXIST' });
      stored.set(name, { bytes: Buffer.from(bytes), storedAt: now() });
    },
    async read(name) {
      const file = stored.get(name);
      if (!file) throw Object.assign(new Error(`No stored file ${name}`), { code: 'ENOENT' });
      return file.bytes;
    },
    async remove(name) {
      stored.delete(name);
    },
    async *list() {
      for (const [name, file] of [...stored]) yield { name, storedAt: file.storedAt };
    },
    /** What is stored now (tests check that nothing is kept without its row). */
    names: () => [...stored.keys()],
  };
}
