/**
 * `npm test`'s `rolling restart` step (issue 40, decision 0176): the two-instance harness (nginx
 * with deploy/nginx/agrolease.conf in front of two production instances on PostgreSQL, Redis,
 * NATS and S3) under a steady load for at least 30 s — pages signed in and out, sign-ins,
 * uploads, application saves — while an "expand" migration lands and each instance in turn is
 * stopped (SIGTERM, waited for), started again and waited for until it answers and nginx sends it
 * requests again. Prints the load's figures; fails unless no request failed, none met a
 * connection error, and every upload and save the site acknowledged reads back from both
 * instances. Nothing here sleeps for a fixed time but the load itself: each wait is for what a
 * process says (its exit, /readyz, nginx's access log).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase, prepareDatabase } from '@agrolease/db';
import pg from 'pg';
import {
  HARNESS,
  INSTANCE_COMMAND,
  INSTANCES,
  type Instance,
  instanceEnvironment,
  NGINX_COMMAND,
  S3_COMMAND,
  sharedEnvironment,
} from './harness.ts';
import { loadFigures, startSteadyLoad } from './steady-load.ts';

const root = resolve(import.meta.dirname, '../..');
const LOAD_MS = 30_000;
const READY_TIMEOUT_MS = 90_000;
const accessLog = join(root, HARNESS.dataDir, 'nginx/access.log');
const seconds = (ms: number) => Number((ms / 1000).toFixed(1));
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The "expand" of a release the running build does not know: columns with defaults and a table. */
const EXPAND = [
  "alter table applications add column release_probe text not null default 'expand'",
  "alter table cabinet_files add column release_probe text not null default 'expand'",
  "alter table sessions add column release_probe text not null default 'expand'",
  'create table release_probe (id serial primary key, note text not null)',
];

interface Running {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves once the process prints a line that matches. */
  says(line: RegExp): Promise<void>;
}

const running = new Set<Running>();

/** A command of the harness in its own process group, its output led by its name. */
function start(name: string, command: string, env: Record<string, string> = {}): Running {
  const child = spawn('sh', ['-c', command], { cwd: root, env: { ...process.env, ...env }, detached: true });
  const listeners = new Set<(line: string) => void>();
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      console.log(`[${name}] ${line}`);
      for (const listener of listeners) listener(line);
    });
  }
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const says = (wanted: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const listener = (line: string) => {
        if (wanted.test(line)) resolve();
      };
      listeners.add(listener);
      void exited.then(() => reject(new Error(`${name} exited before it said ${wanted}`)));
    });
  const process_ = { child, exited, says };
  running.add(process_);
  void exited.then(() => running.delete(process_));
  return process_;
}

/**
 * Whether `url` answers 200, asked on a connection of its own that closes after the answer: an
 * idle keep-alive connection of the test's would hold a stopping instance for its whole grace.
 */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

/** Until `url` answers 200, or the process exits first. */
async function answering(url: string, owner: Running, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const until = Date.now() + timeoutMs;
  let gone = false;
  void owner.exited.then(() => {
    gone = true;
  });
  while (Date.now() < until) {
    if (gone) throw new Error(`${url}: the process exited before it answered`);
    if (await answers(url)) return;
    await pause(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Until nginx's access log shows an answer of `instance` written after `offset` (its size then). */
async function nginxSendsTo(instance: Instance, offset: number): Promise<void> {
  const line = new RegExp(`^127\\.0\\.0\\.1:${instance.port} [23]\\d\\d `, 'm');
  const until = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < until) {
    if (line.test(readFileSync(accessLog, 'utf8').slice(offset))) return;
    await pause(100);
  }
  throw new Error(`nginx sent ${instance.name} nothing after it restarted`);
}

const startInstance = (instance: Instance) =>
  start(instance.name, `exec ${INSTANCE_COMMAND}`, instanceEnvironment(instance));

/**
 * SIGTERM, its exit waited for, started again and ready; then, unless it is the last, until nginx
 * sends it requests again (an instance nginx found refusing is left out for `fail_timeout`).
 */
async function restart(instance: Instance, current: Running, last: boolean) {
  const began = Date.now();
  current.child.kill('SIGTERM');
  const code = await current.exited;
  if (code !== 0) throw new Error(`${instance.name} exited with ${code} on SIGTERM`);
  const stoppedAt = Date.now();
  const next = startInstance(instance);
  await answering(`http://127.0.0.1:${instance.port}/readyz`, next);
  const readyAt = Date.now();
  if (!last) await nginxSendsTo(instance, statSync(accessLog).size);
  const figures = {
    stop_s: seconds(stoppedAt - began),
    start_s: seconds(readyAt - stoppedAt),
    ...(last ? {} : { back_in_nginx_s: seconds(Date.now() - readyAt) }),
  };
  console.log(`restarted ${instance.name}: ${JSON.stringify(figures)}`);
  return { next, figures };
}

async function query<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: sharedEnvironment().DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** An empty database and Redis (fresh-stores.ts), migrated and filled with the small demo set. */
async function prepareStores(): Promise<void> {
  const fresh = start('stores', 'node --import tsx e2e/fresh-stores.ts', sharedEnvironment());
  if ((await fresh.exited) !== 0) throw new Error('the stores could not be emptied');
  const handle = await openDatabase({ url: sharedEnvironment().DATABASE_URL });
  try {
    await prepareDatabase(handle, { seed: 2001, scale: 'small' });
  } finally {
    await handle.close();
  }
}

async function signIn(site: string): Promise<string> {
  const response = await fetch(`${site}/srv/getauth`, {
    method: 'POST',
    body: new URLSearchParams({ login: 'client', password: 'Demo-2001' }),
  });
  const reply = (await response.json()) as { token?: string };
  if (!reply.token) throw new Error(`the demo client cannot sign in: ${JSON.stringify(reply)}`);
  return reply.token;
}

/** Every acknowledged upload and save, read from each instance directly: the problems found. */
async function readBack(
  token: string,
  acknowledged: ReturnType<typeof startSteadyLoad>['acknowledged'],
): Promise<string[]> {
  const problems: string[] = [];
  // No idle connection left behind: the instances stop at once when the step ends.
  const headers = { connection: 'close' };
  for (const instance of INSTANCES) {
    const site = `http://127.0.0.1:${instance.port}`;
    for (const upload of acknowledged.uploads) {
      const response = await fetch(`${site}/srv/files/${upload.id}?token=${token}`, { headers });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || !bytes.equals(upload.bytes))
        problems.push(
          `${instance.name}: upload ${upload.id} reads back as HTTP ${response.status}, ${bytes.length} bytes`,
        );
    }
    for (const save of acknowledged.saves) {
      const response = await fetch(`${site}/srv/CabinetApplicationWizard?token=${token}`, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ id_object: String(save.id), step: '1' }),
      });
      const reply = (await response.json()) as {
        FormBuilder?: { items: { field: string; value: unknown }[] };
      };
      const email = reply.FormBuilder?.items.find((item) => item.field === 'contact_email')?.value;
      if (email !== save.email)
        problems.push(`${instance.name}: application ${save.id} has ${String(email)}`);
    }
  }
  return problems;
}

async function main(): Promise<void> {
  const began = Date.now();
  const s3 = start('s3', S3_COMMAND).says(/^S3 at /);
  await prepareStores();
  await s3;
  const prepared = Date.now() - began;
  const instances = new Map<Instance, Running>(
    INSTANCES.map((instance) => [instance, startInstance(instance)]),
  );
  for (const [instance, process_] of instances)
    await answering(`http://127.0.0.1:${instance.port}/readyz`, process_);
  await answering(`${HARNESS.nginx}/readyz`, start('nginx', NGINX_COMMAND));

  const [region] = await query<{ fias_id: string }>('select fias_id from regions order by sort_key limit 1');
  const products = await query<{ id: number }>('select id from products order by id limit 6');
  const token = await signIn(HARNESS.nginx);
  const load = startSteadyLoad({
    site: HARNESS.nginx,
    token,
    guestPages: ['/', '/catalog/', ...products.map((product) => `/catalog/item/${product.id}/`)],
    signedInPages: [
      '/cabinet/v2/client/dashboard',
      '/cabinet/v2/client/apps',
      '/cabinet/v2/client/documents',
      '/cabinet/v2/client/history',
      ...products.slice(0, 2).map((product) => `/catalog/item/${product.id}/`),
    ],
    stepOne: (email) => ({
      region: region?.fias_id ?? '',
      programme: 'minselhoz',
      contact_name: 'Иван Петров',
      contact_phone: '+7 900 000-00-01',
      contact_email: email,
    }),
  });
  const setUp = Date.now() - began;

  // The next release's expand lands while the running build serves the load (deploy.md's order).
  await pause(1000);
  for (const statement of EXPAND) await query(statement);
  const expandedAt = seconds(load.elapsed());
  const restarts: Record<string, unknown> = {};
  for (const instance of INSTANCES) {
    const current = instances.get(instance);
    if (!current) throw new Error(`${instance.name} is not running`);
    const { next, figures } = await restart(instance, current, instance === INSTANCES.at(-1));
    instances.set(instance, next);
    restarts[instance.name] = { at_s: seconds(load.elapsed()), ...figures };
  }
  await pause(Math.max(0, LOAD_MS - load.elapsed()));
  await load.stop();

  const figures = loadFigures(load.outcomes);
  const problems = await readBack(token, load.acknowledged);
  // A request nginx could not deliver to one instance (refused, or a page's 503) and sent to the other.
  const moved = readFileSync(accessLog, 'utf8')
    .split('\n')
    .filter((line) => /^\S+, /.test(line)).length;
  const [written] = await query<{ unknown: string }>(
    "select (select count(*) from applications where release_probe <> 'expand') + (select count(*) from cabinet_files where release_probe <> 'expand') + (select count(*) from sessions where release_probe <> 'expand') as unknown",
  );
  console.log(
    JSON.stringify(
      {
        load_s: seconds(load.elapsed()),
        expand_at_s: expandedAt,
        restarts,
        ...figures.byKind,
        total: figures.total,
        nginx_sent_to_the_other_instance: moved,
        read_back: {
          uploads: load.acknowledged.uploads.length,
          saves: load.acknowledged.saves.length,
          problems: problems.length,
        },
        set_up_s: { stores: seconds(prepared), instances_and_nginx: seconds(setUp - prepared) },
        step_s: seconds(Date.now() - began),
      },
      null,
      2,
    ),
  );
  const failures = [
    ...figures.problems,
    ...problems,
    ...(Number(written?.unknown) > 0 ? ['rows written after the expand lack its default'] : []),
  ];
  if (figures.total.failed + figures.total.connection_errors > 0 || failures.length > 0) {
    for (const failure of failures) console.error(`✖ ${failure}`);
    throw new Error(
      `${figures.total.failed} failed requests, ${figures.total.connection_errors} connection errors, ${problems.length} read-back problems`,
    );
  }
}

/** Everything the step started, stopped: each process group, and waited for. */
async function stopAll(): Promise<void> {
  const left = [...running];
  for (const { child } of left) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Gone already.
    }
  }
  await Promise.all(left.map(({ exited }) => exited));
}

try {
  await main();
} catch (error) {
  console.error(`✖ rolling restart: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
