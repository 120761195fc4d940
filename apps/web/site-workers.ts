/**
 * The site on every core (decision 0085). With PostgreSQL the primary process has the database
 * migrated and seeded once, by a child process (prepare-database.ts: the primary stays small,
 * decision 0151), then forks one worker per core (WEB_WORKERS), each a whole site
 * (gateway, SSR, guest page cache) accepting connections on the same port through Node's
 * cluster. Workers share nothing in memory that they must agree on: sessions, counters and
 * catalogue generations live in the database (or Redis), and each worker's caches are keyed by
 * the generation it reads there. A worker that dies is replaced (worker-restarts.ts: with pauses,
 * and never in a loop); SIGTERM stops them all.
 */
import { fork } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { GatewayConfig } from '@agrolease/gateway';
import { restartDecision } from './worker-restarts.ts';

/** Set by the primary for its workers: the database is migrated and seeded already. */
export const DATABASE_PREPARED_ENV = 'AGROLEASE_DATABASE_PREPARED';

/** How many processes serve the site: one on the embedded database or in development. */
export function siteProcessCount(
  config: Pick<GatewayConfig, 'DATABASE_URL' | 'WEB_WORKERS'>,
  options: { dev: boolean; cores?: number; gatewayUrl?: string },
): number {
  if (options.dev) return 1;
  // The embedded database is a file one process opens; a split deployment's pages are cheap to
  // start more of as whole instances.
  if (!config.DATABASE_URL && !options.gatewayUrl) return 1;
  return config.WEB_WORKERS > 0 ? config.WEB_WORKERS : (options.cores ?? availableParallelism());
}

/**
 * Migrates and seeds the database in a child process with this one's settings: what seeding
 * allocates leaves with the child instead of staying in the primary for as long as it runs.
 */
async function prepareDatabaseInChild(): Promise<void> {
  // The built site runs without tsx (decision 0158); this short-lived child runs the source.
  const execArgv = process.execArgv.includes('tsx')
    ? process.execArgv
    : [...process.execArgv, '--import', 'tsx'];
  const child = fork(fileURLToPath(new URL('./prepare-database.ts', import.meta.url)), [], {
    execArgv,
    stdio: 'inherit',
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`the database could not be prepared (${signal ?? `code ${code}`})`);
}

/** Prepares the database, forks `count` workers and keeps them running until SIGTERM or SIGINT. */
export async function runSitePrimary(config: GatewayConfig, count: number): Promise<void> {
  if (config.DATABASE_URL) await prepareDatabaseInChild();
  let stopping = false;
  let quickDeaths = 0;
  let announced = false;
  /** When each worker started listening: one that never did failed to start. */
  const listeningSince = new Map<Worker, number>();
  const forkWorker = () => cluster.fork({ [DATABASE_PREPARED_ENV]: '1' });
  // "Running" once a worker accepts connections, not when the workers are merely forked.
  cluster.on('listening', (worker) => {
    listeningSince.set(worker, Date.now());
    if (announced) return;
    announced = true;
    console.log(`Agrolease is running at http://${config.HOST}:${config.PORT} (${count} worker processes)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const since = listeningSince.get(worker);
    listeningSince.delete(worker);
    if (stopping) return;
    const stopped = `Site worker ${worker.process.pid} stopped (${signal ?? `code ${code}`})`;
    const decision = restartDecision(since === undefined ? undefined : Date.now() - since, quickDeaths);
    quickDeaths = decision.quickDeaths;
    if ('giveUp' in decision) {
      console.error(
        `${stopped}: ${quickDeaths} workers in a row failed to start or stopped within seconds, so the site cannot run (a port already taken? a wrong setting? see the messages above). Stopping.`,
      );
      stop(1);
      return;
    }
    console.error(
      decision.restartAfterMs > 0
        ? `${stopped}; starting another in ${decision.restartAfterMs / 1000} s`
        : `${stopped}; starting another`,
    );
    // Not unref(): with every worker gone, this timer is what keeps the primary alive.
    setTimeout(forkWorker, decision.restartAfterMs);
  });
  function stop(exitCode = 0) {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    const exitWhenDone = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    };
    cluster.on('exit', exitWhenDone);
    exitWhenDone();
  }
  process.once('SIGINT', () => stop());
  process.once('SIGTERM', () => stop());
  for (let i = 0; i < count; i++) forkWorker();
}
