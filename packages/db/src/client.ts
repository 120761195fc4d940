import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

/** The database as every module sees it, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open transaction of db.transaction(); queries that may run inside one take a DbExecutor. */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbExecutor = Database | DbTransaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
  /** The embedded database's image (a gzipped tarball of its folder); PGlite only. */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** A real PostgreSQL server. When absent, the embedded PGlite is used. */
  url?: string;
  /** Folder of the embedded database; "memory://" keeps it in memory (tests). */
  dataDir?: string;
  /** An embedded database's image to start from (tests start from a migrated one). */
  loadDataDir?: Blob;
}

/**
 * PostgreSQL's page cache inside the embedded database. Its default of 128 MB lives in the
 * process's own memory and was filled as queries ran: the catalogue is kept in a JavaScript
 * index anyway, and the operating system caches the files below (decision 0158).
 */
const EMBEDDED_SHARED_BUFFERS = '32MB';

/**
 * Only the driver asked for is loaded: a worker on PostgreSQL never holds the embedded database's
 * code, nor the embedded process the pool's (decision 0193).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle pooled connection that the server ends (a restart, a failover) is dropped by the
    // pool and replaced at the next query; unheard, its 'error' event would end the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return { db, driver: 'pg', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? './data/pglite';
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(resolve(dataDir), { recursive: true });
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({
    dataDir: inMemory ? undefined : resolve(dataDir),
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}
