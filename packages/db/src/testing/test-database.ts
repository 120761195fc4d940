import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { migrateDatabase, migrationsFolder } from '../migrate.ts';
import { type SeedScale, seedDatabase } from '../seed/seed-database.ts';

export type TestDriver = 'pglite' | 'pg';

/**
 * The drivers tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL names a server.
 * CI (CI_SERVICES=1, set by .ci/run) runs PostgreSQL: without the URL there, tests fail rather
 * than quietly run on PGlite alone (decision 0084).
 */
export function testDrivers(): TestDriver[] {
  if (!process.env.TEST_DATABASE_URL && process.env.CI_SERVICES === '1') {
    throw new Error('TEST_DATABASE_URL is not set, yet CI_SERVICES=1 says that CI runs PostgreSQL');
  }
  return process.env.TEST_DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];
}

export interface TestDatabaseOptions {
  driver: TestDriver;
  /** Another PostgreSQL server than TEST_DATABASE_URL's (a fault test's own). */
  serverUrl?: string;
  /** Demo data to generate after migrating; none by default. */
  seed?: { seed: number; scale: SeedScale };
}

/**
 * Drops a test database once its connections are gone. The pool's end() can resolve while
 * its sockets are still closing; forcing the drop then kills those backends and their FATAL
 * message surfaces as an unhandled error in the test run, so force is the last resort.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: serverUrl });
  await dropper.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await dropper.query(`drop database if exists ${name}`);
        return;
      } catch (error) {
        // 55006: the database is still being accessed by a closing connection.
        if ((error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await dropper.query(`drop database if exists ${name} with (force)`);
  } finally {
    await dropper.end();
  }
}

/** Every migration file (SQL and journal), hashed: a migrated image is only reused as it is. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql')),
    ...readdirSync(join(migrationsFolder, 'meta')).map((file) => join('meta', file)),
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty embedded database as an image, made once per set of migrations and kept in
 * the temporary folder: PGlite applies the migrations in about 5 s, loads the image in a fraction
 * of that, and every test file starts from a fresh copy of it.
 */
async function migratedPgliteImage(): Promise<Blob> {
  const path = join(tmpdir(), `agrolease-pglite-${migrationsFingerprint()}.tar.gz`);
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateDatabase(handle);
      const image = await (handle.dumpDataDir?.() ?? Promise.reject(new Error('no PGlite image')));
      // Written aside and renamed: parallel test files never read a half-written image.
      const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
      renameSync(partial, path);
      return image;
    } finally {
      await handle.close();
    }
  }
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database
 * on the TEST_DATABASE_URL server that is dropped on close.
 */
export async function createTestDatabase(options: TestDatabaseOptions): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (options.driver === 'pg') {
    const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `agrolease_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ url: url.toString() });
    handle = {
      ...opened,
      async close() {
        await opened.close();
        await dropDatabase(serverUrl, name);
      },
    };
    await migrateDatabase(handle);
  } else {
    handle = await openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPgliteImage() });
  }
  if (options.seed) await seedDatabase(handle, { ...options.seed, today: new Date('2026-11-01T00:00:00Z') });
  return handle;
}
