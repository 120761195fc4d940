/**
 * Throughput of the production build: requests per second and p99 latency for the home
 * page (SSR), /srv/getCategories (gateway + database) and a bare Fastify hello-world route
 * measured in the same run on the same machine, and each one's ratio to the hello-world.
 *
 *   npm run build && npm run bench            (BENCH_SECONDS=10 by default)
 *
 * The site runs as a child process on its own data dir (seeded on first run), the
 * hello-world in another, and autocannon drives both from this process over loopback.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const sitePort = 3310;
const helloPort = 3311;

function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

interface Figure {
  name: string;
  url: string;
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
}

async function measure(name: string, url: string): Promise<Figure> {
  // warm-up: JIT, caches, connections
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    name,
    url,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

const site = startProcess(['--import', 'tsx', 'apps/web/server.ts'], {
  PORT: String(sitePort),
  DATA_DIR: 'data/bench',
});
const hello = startProcess(['bench/hello-world-server.mjs'], { PORT: String(helloPort) });

try {
  await waitForOk(`http://127.0.0.1:${sitePort}/readyz`, 240_000);
  await waitForOk(`http://127.0.0.1:${helloPort}/hello`, 30_000);
  const figures = [
    await measure('fastify hello-world', `http://127.0.0.1:${helloPort}/hello`),
    await measure('GET /srv/getCategories', `http://127.0.0.1:${sitePort}/srv/getCategories`),
    await measure('GET / (SSR home page)', `http://127.0.0.1:${sitePort}/`),
  ];
  const baseline = figures[0]?.requestsPerSecond ?? 1;
  console.log(
    `\n${seconds} s per target, ${connections} connections, ${process.arch}, node ${process.version}`,
  );
  console.table(
    figures.map((figure) => ({
      target: figure.name,
      'req/s': Math.round(figure.requestsPerSecond),
      'p99 ms': figure.p99,
      'non-2xx': figure.non2xx,
      'ratio to hello-world': (figure.requestsPerSecond / baseline).toFixed(3),
    })),
  );
} finally {
  site.kill('SIGTERM');
  hello.kill('SIGTERM');
  await Promise.all([once(site, 'exit'), once(hello, 'exit')]);
}
