/**
 * Copies the site's file store to a folder and back (docs/deploy.md "Backup and restore",
 * decision 0171): the store the configuration names, the S3 bucket of S3_BUCKET (with S3_PREFIX)
 * or DATA_DIR/uploads, read through the same adapter the site uses.
 *
 *   node --import tsx scripts/file-store.ts export <folder>   every stored file into the folder
 *   node --import tsx scripts/file-store.ts import <folder>   every file of the folder into the store
 *
 * An import never replaces a stored file: a name the store holds already is left as it is
 * (the bytes of a name never change) and counted as present. Prints one JSON line of figures.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { filesFromConfig } from '../apps/gateway/src/adapters/index.ts';
import { loadConfig } from '../apps/gateway/src/config.ts';

const [command, folder] = process.argv.slice(2);
if ((command !== 'export' && command !== 'import') || !folder) {
  console.error('usage: node --import tsx scripts/file-store.ts export|import <folder>');
  process.exit(2);
}

const store = filesFromConfig(loadConfig());
let files = 0;
let bytes = 0;
let present = 0;
try {
  if (command === 'export') {
    await mkdir(folder, { recursive: true });
    for await (const file of store.list()) {
      const content = await store.read(file.name);
      await writeFile(join(folder, file.name), content, { flag: 'wx' });
      files += 1;
      bytes += content.length;
    }
  } else {
    for (const name of await readdir(folder)) {
      const content = await readFile(join(folder, name));
      try {
        await store.write(name, content);
        files += 1;
        bytes += content.length;
      } catch (error) {
        // Already there (a second run after a partial one): the name's bytes never change.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        present += 1;
      }
    }
  }
} finally {
  await store.close?.();
}
console.log(JSON.stringify({ [command === 'export' ? 'exported' : 'imported']: files, bytes, present }));
