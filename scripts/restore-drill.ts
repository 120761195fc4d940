/**
 * `npm test`'s `restore` step (issue 40, decision 0171): the backup and restore of docs/deploy.md,
 * drilled end to end on the local PostgreSQL (TEST_DATABASE_URL's server).
 *
 * A database is prepared with the small demo data set, the built site started on it, and the
 * demo client signs a document by SMS code over HTTP (its original and stamped copy land in the
 * file store). deploy/backup.sh takes the backup; the database and the files are destroyed;
 * deploy/restore.sh restores into a new database and an empty store; the site starts on them, and
 * over HTTP the signed document opens, is the very same file, names in its stamp the hash the
 * signature row holds, and that hash is still the original's. Prints the figures.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, prepareDatabase } from '@agrolease/db';
import { PDFDocument } from 'pdf-lib';
import pg from 'pg';

const root = join(import.meta.dirname, '..');
const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const port = Number(process.env.RESTORE_PORT ?? 3404);
const site = `http://127.0.0.1:${port}`;
const work = join(root, 'data', 'restore-drill');
// RESTORE_DATABASE names the databases the drill creates and drops (…_source, …_copy).
const base = process.env.RESTORE_DATABASE ?? 'agrolease_restore';
const names = { source: `${base}_source`, copy: `${base}_copy` };
const urlOf = (database: string) => {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
};
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const seconds = (ms: number) => Number((ms / 1000).toFixed(1));

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlOf('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function query<T>(database: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

function environment(database: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: urlOf(database),
    DATA_DIR: dataDir,
    WEB_WORKERS: '1',
    LOG_LEVEL: 'error',
    COOKIE_SECURE: '0',
    LOCAL_CAPTCHA: '1',
    DEV_OUTBOX: '1',
    MESSAGE_DELIVERY_EVERY_MS: '0',
    REDIS_URL: '',
    NATS_URL: '',
    S3_BUCKET: '',
  };
}

/** The built site on a database and a data folder, ready (readyz) before it resolves. */
async function startSite(database: string, dataDir: string) {
  const child = spawn(process.execPath, ['apps/web/build/site/server.js'], {
    cwd: root,
    env: environment(database, dataDir),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A failed drill leaves no site behind on the port.
  const orphaned = () => child.kill('SIGTERM');
  process.once('exit', orphaned);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site stopped with code ${child.exitCode}`);
    const ready = await fetch(`${site}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the site did not answer /readyz within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', orphaned);
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A call of the gateway as the signed-in visitor (the spec's `token` parameter). */
async function call(token: string, path: string, form?: Record<string, string>) {
  const url = new URL(`/srv/${path}`, site);
  url.searchParams.set('token', token);
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    ...(form
      ? {
          body: new URLSearchParams(form).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }
      : {}),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function signIn(login: string): Promise<string> {
  const response = await fetch(`${site}/srv/getauth`, {
    method: 'POST',
    body: new URLSearchParams({ login, password: 'Demo-2001' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`signing in as ${login} failed (${response.status})`);
  return token;
}

interface Document {
  id: number;
  title: string;
  src: string;
  signed_src: string | null;
  pdf_src: string;
  signed: boolean;
}

async function download(token: string, path: string): Promise<Uint8Array> {
  const url = new URL(path, site);
  url.searchParams.set('token', token);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** What the checks compare: the stamped copy, the hash its stamp names, the original's hash. */
async function signedDocument(token: string, id: number) {
  const { items } = (await call(token, 'CabinetDocumentsV2?state=signed')) as { items: Document[] };
  const document = items.find((item) => item.id === id);
  if (!document?.signed || !document.signed_src)
    throw new Error(`document ${id} is not among the signed ones`);
  const opened = await download(token, document.pdf_src);
  const pdf = await PDFDocument.load(opened);
  const stampHash = /SHA-256 ([0-9a-f]{64})/.exec(pdf.getSubject() ?? '')?.[1];
  if (!stampHash) throw new Error(`the signed copy of document ${id} carries no stamp hash`);
  const original = await download(token, document.src);
  return {
    title: document.title,
    copyHash: sha256(opened),
    pages: pdf.getPageCount(),
    stampHash,
    originalHash: sha256(original),
  };
}

function run(script: string, args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync('bash', [script, ...args], { cwd: root, env, encoding: 'utf8' });
  process.stderr.write(result.stderr);
  process.stdout.write(result.stdout);
  if (result.status !== 0) throw new Error(`${script} failed (${result.status})`);
  return result.stdout;
}

function folderBytes(path: string): number {
  const du = spawnSync('du', ['-sb', path], { encoding: 'utf8' });
  return Number(du.stdout.split('\t')[0]);
}

async function main(): Promise<void> {
  const started = performance.now();
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  for (const name of Object.values(names)) await admin(`drop database if exists ${name} with (force)`);
  const sourceDir = join(work, 'source');
  const copyDir = join(work, 'copy');
  const backupDir = join(work, 'backup');

  // The database with demo data and a document signed over HTTP.
  await admin(`create database ${names.source}`);
  const handle = await openDatabase({ url: urlOf(names.source) });
  await prepareDatabase(handle, { seed: 2001, scale: 'small' });
  await handle.close();
  // The demo client has accepted the simple e-signature's agreement (its own flow, not drilled here).
  await query(
    names.source,
    "insert into ses_agreements (account_id, phone, ip) select id, phone, '127.0.0.1' from accounts where login = 'client'",
  );
  let running = await startSite(names.source, sourceDir);
  const token = await signIn('client');
  const { items } = (await call(token, 'CabinetDocumentsV2?state=to_sign')) as { items: Document[] };
  const toSign = items[0];
  if (!toSign) throw new Error('the demo client has no document to sign');
  await call(token, 'CabinetDocumentSign', { method: 'ses', id_object: String(toSign.id) });
  const [message] = await query<{ body: string }>(
    names.source,
    "select body from outbox where channel = 'sms' order by id desc limit 1",
  );
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error('no signing code in the outbox');
  await call(token, 'CabinetDocumentSign', { id_object: String(toSign.id), code });
  const before = await signedDocument(token, toSign.id);
  if (before.stampHash !== before.originalHash) throw new Error('the stamp does not name the original hash');
  const [counts] = await query<{ files: string; signatures: string }>(
    names.source,
    'select (select count(*) from cabinet_files) as files, (select count(*) from signatures) as signatures',
  );
  await running.stop();

  // Backup, then nothing left of the database and its files.
  const backupStarted = performance.now();
  run('deploy/backup.sh', [backupDir], environment(names.source, sourceDir));
  const backupMs = performance.now() - backupStarted;
  await admin(`drop database ${names.source} with (force)`);
  rmSync(sourceDir, { recursive: true, force: true });

  // Restore into a new database and an empty store, and start the site on them.
  const restoreStarted = performance.now();
  await admin(`create database ${names.copy}`);
  run('deploy/restore.sh', [backupDir], environment(names.copy, copyDir));
  const restoreMs = performance.now() - restoreStarted;
  running = await startSite(names.copy, copyDir);
  try {
    const after = await signedDocument(await signIn('client'), toSign.id);
    const problems = [
      after.copyHash !== before.copyHash && 'the signed copy is not the same file',
      after.stampHash !== before.stampHash && 'the stamp names another hash',
      after.originalHash !== after.stampHash && "the original's hash no longer matches its stamp",
    ].filter(Boolean);
    if (problems.length > 0) throw new Error(problems.join('; '));
    console.log(
      JSON.stringify({
        restored: {
          document: after.title,
          pages: after.pages,
          sha256: after.stampHash,
          files: Number(counts?.files),
          signatures: Number(counts?.signatures),
        },
        backup: {
          database_bytes: folderBytes(join(backupDir, 'database.dump')),
          files_bytes: folderBytes(join(backupDir, 'files')),
          seconds: seconds(backupMs),
        },
        restore: { seconds: seconds(restoreMs) },
        drill_seconds: seconds(performance.now() - started),
      }),
    );
  } finally {
    await running.stop();
    await admin(`drop database if exists ${names.copy} with (force)`);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`restore drill failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
