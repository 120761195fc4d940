import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FileStorage } from './file-storage.ts';

/** Files in a folder on the local disk (DATA_DIR/uploads by default). */
export function createDiskStorage(directory: string): FileStorage {
  return {
    async save(bytes, extension) {
      await mkdir(directory, { recursive: true });
      const name = `${randomUUID()}.${extension.replace(/[^a-z0-9]/gi, '')}`;
      await writeFile(join(directory, name), bytes, { flag: 'wx' });
      return name;
    },
    read(name) {
      // A stored name never contains a folder: basename keeps a crafted one inside the directory.
      return readFile(join(directory, basename(name)));
    },
  };
}
