import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FileStorage } from './file-storage.ts';

/** Files in a folder on the local disk (DATA_DIR/uploads by default). */
export function createDiskStorage(directory: string): FileStorage {
  // A stored name never contains a folder: basename keeps a crafted one inside the directory.
  const pathOf = (name: string) => join(directory, basename(name));
  return {
    async write(name, bytes) {
      await mkdir(directory, { recursive: true });
      await writeFile(pathOf(name), bytes, { flag: 'wx' });
    },
    read(name) {
      return readFile(pathOf(name));
    },
    remove(name) {
      return rm(pathOf(name), { force: true });
    },
    async *list() {
      const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const name of names) {
        // A file removed between the listing and its stat is simply gone.
        const info = await stat(pathOf(name)).catch(() => null);
        if (info?.isFile()) yield { name, storedAt: info.mtime };
      }
    },
  };
}
