import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  await withAdmin(serverUrl, async (admin) => {
    const dropped = await whenUnused(() => admin.query(`drop database if exists ${name}`));
    if (!dropped) await admin.query(`drop database if exists ${name} with (force)`);
  });
}

/**
 * Runs a statement that needs a database nobody is connected to, retrying for five seconds
 * while the last connections close; false if they never did.
 */
async function whenUnused(statement: () => Promise<unknown>): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await statement();
      return true;
    } catch (error) {
      // 55006: the database is still being accessed by a closing connection.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return false;
}

const packageSource = join(dirname(fileURLToPath(import.meta.url)), '..');
const domainSource = join(packageSource, '..', '..', 'domain', 'src');

/** Every file of a folder and its subfolders but tests, in a stable order. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|sql|json)$/.test(file) && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => join(folder, file));
}

/**
 * What a prepared database is made from: every migration (SQL and journal) and, when it is
 * seeded, the generator's code (this package's and the domain's sources) and its options. A
 * prepared database is only reused while all of that is unchanged.
 */
function preparationFingerprint(seed: TestDatabaseOptions['seed']): string {
  const hash = createHash('sha256').update(JSON.stringify(seed ?? null));
  const files = seed ? [...sourceFiles(packageSource), ...sourceFiles(domainSource)] : [];
  for (const file of [...sourceFiles(migrationsFolder), ...files]) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The day test demo data is generated for: the same data on every run and every day. */
const TEST_TODAY = new Date('2026-11-01T00:00:00Z');

/** Migrates the database and, when asked, generates the demo data of a test database. */
async function prepare(handle: DatabaseHandle, seed: TestDatabaseOptions['seed']): Promise<void> {
  await migrateDatabase(handle);
  if (seed) await seedDatabase(handle, { ...seed, today: TEST_TODAY });
}

/**
 * A prepared embedded database as an image, made once per fingerprint and kept in the temporary
 * folder: PGlite migrates in about 5 s and seeds in several more, while it loads an image in a
 * fraction of that, and every test file starts from a fresh copy of it.
 */
async function preparedPgliteImage(seed: TestDatabaseOptions['seed']): Promise<Blob> {
  const path = join(tmpdir(), `agrolease-pglite-${preparationFingerprint(seed)}.tar.gz`);
  try {
    return new Blob([readFileSync(path)]);
  } catch {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      await prepare(handle, seed);
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

const TEMPLATE_PREFIX = 'agrolease_template_';

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A template is kept for a day after it was made, then dropped when another one is made. */
const TEMPLATE_LIFETIME_MS = 86_400_000;

/**
 * Templates made more than a day ago, by older migrations or generator code as a rule. Another
 * checkout's test run that still uses one makes it again; one copying it right now holds it
 * until the copy is done, as DROP DATABASE waits for CREATE DATABASE's lock on its template.
 */
async function dropOldTemplates(admin: pg.Client, serverUrl: string, building: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; made: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as made
       from pg_database where starts_with(datname, $1) and datname <> $2`,
    [TEMPLATE_PREFIX, building],
  );
  for (const { datname, made } of rows) {
    if (Date.now() - Number(made ?? 0) < TEMPLATE_LIFETIME_MS) continue;
    await dropDatabase(serverUrl, datname).catch(() => {});
  }
}

/**
 * A prepared PostgreSQL database to copy test databases from (CREATE DATABASE … TEMPLATE), made
 * once per fingerprint and server: copying takes a fraction of a second where migrating and
 * seeding take seconds. Parallel test files wait for one another on an advisory lock while it
 * is made; it is built under a temporary name and renamed when complete.
 */
async function preparedTemplate(serverUrl: string, seed: TestDatabaseOptions['seed']): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${preparationFingerprint(seed)}`;
  return withAdmin(serverUrl, async (admin) => {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock(hashtext($1))', [TEMPLATE_PREFIX]);
    try {
      if (await exists()) return name;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const handle = await openDatabase({ url: databaseUrl(serverUrl, building) });
      try {
        await prepare(handle, seed);
      } finally {
        await handle.close();
      }
      await dropOldTemplates(admin, serverUrl, building);
      await admin.query(`comment on database ${building} is '${Date.now()}'`);
      const renamed = await whenUnused(() => admin.query(`alter database ${building} rename to ${name}`));
      if (!renamed) throw new Error(`${building} is still in use: it cannot become ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [TEMPLATE_PREFIX]);
    }
  });
}

/**
 * A fresh, prepared database for one test file: an in-memory PGlite from a prepared image, or a
 * new database on the TEST_DATABASE_URL server, copied from a prepared template and dropped on
 * close.
 */
export async function createTestDatabase(options: TestDatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver !== 'pg') {
    return openDatabase({ dataDir: 'memory://', loadDataDir: await preparedPgliteImage(options.seed) });
  }
  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = await preparedTemplate(serverUrl, options.seed);
  const name = `agrolease_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const opened = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    ...opened,
    async close() {
      await opened.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
