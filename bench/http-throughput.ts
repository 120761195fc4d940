/**
 * Throughput of the production build: requests per second and p99 latency for the home
 * page (SSR), /srv/getCategories (gateway + database), the catalogue (CatalogV2 with a
 * category, two filters and a sort at 32 connections; the catalogue page SSR for a guest,
 * served from the shared page cache, and for a signed-in client, the same kept copy (decision 0157); search
 * suggestions), the time to sign in while signed-in visitors load the dashboard, and a bare
 * Fastify hello-world route measured in the same run on the same machine, and each one's ratio
 * to the hello-world. A second yardstick, the same route answering as many bytes as getCategories
 * does, shows how much of that call's gap is its 6 KB answer written over loopback.
 *
 *   npm run build && npm run bench            (BENCH_SECONDS=10 by default)
 *
 * The site runs as a child process on its own data dir (seeded on first run), the
 * hello-world in another, and wrk (bench/wrk-load.ts, decision 0145) drives both over loopback.
 * With BENCH_DATABASE_URL (a PostgreSQL server) the site is measured a second time on a
 * database created and seeded there (agrolease_bench), with a worker per core (decision 0085),
 * and the targets of issue 12 are printed with both databases side by side, then each site's
 * resident memory (once ready and after the load, bench/process-memory.ts) and first-load
 * JavaScript per public template. One address drives the load here, standing for many
 * visitors: the per-address render limits are off. Ports: BENCH_SITE_PORT (3310),
 * BENCH_HELLO_PORT (3311).
 */
import { once } from 'node:events';
import { kb, publicFirstLoads } from './first-load-js.ts';
import { siteResidentMemory } from './process-memory.ts';
import { preparePostgres, startProcess, waitForOk } from './site-process.ts';
import { requireWrk, runLoad, startBackgroundLoad } from './wrk-load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 3310);
const helloPort = Number(process.env.BENCH_HELLO_PORT ?? 3311);
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL || undefined;
/** Connections of the catalogue targets (the issue's figure is at 32). */
const catalogueConnections = 32;

interface Figure {
  name: string;
  url: string;
  requestsPerSecond: number;
  p99: number;
  /** Answers other than 2xx or 3xx, and requests that failed or timed out. */
  failed: number;
}

async function measure(
  name: string,
  url: string,
  withConnections = connections,
  headers: Record<string, string> = {},
): Promise<Figure> {
  // warm-up: JIT, caches, connections
  await runLoad({ url, headers, connections: withConnections, seconds: 2 });
  const result = await runLoad({ url, headers, connections: withConnections, seconds });
  return {
    name,
    url,
    requestsPerSecond: result.requestsPerSecond,
    p99: result.p99,
    failed: result.non2xx + result.socketErrors,
  };
}

/** The rows of issue 12's table: what was measured on each database against its target. */
function printTargets(figures: Figure[], helloWorld: number): void {
  const find = (prefix: string, label: string) =>
    figures.find((figure) => figure.name.startsWith(prefix) && figure.name.includes(`${label})`));
  const shown = (figure: Figure | undefined, ratio = false) =>
    figure
      ? `${Math.round(figure.requestsPerSecond)} req/s${ratio ? ` (${((figure.requestsPerSecond / helloWorld) * 100).toFixed(1)} %)` : ''}, p99 ${figure.p99} ms`
      : '—';
  const rows: [string, string, string, boolean][] = [
    ['/srv/getCategories', 'GET /srv/getCategories', '≥ 40 % of hello-world', true],
    ['guest catalogue listing', `GET ${cataloguePagePath} (SSR catalogue, guest`, 'keep', false],
    ['guest product page', `GET ${productPagePath}`, '≥ 300 req/s, p99 < 100 ms', false],
    ['signed-in dashboard', `GET ${dashboardPath}`, '≥ 150 req/s, p99 < 200 ms', false],
    ['sign-in while the dashboard is loaded', 'POST /srv/getauth', 'measured (issue 16)', false],
  ];
  console.log('\nIssue 12 targets (PostgreSQL with a worker per core; embedded in one process):');
  console.table(
    rows.map(([what, prefix, target, ratio]) => ({
      what,
      PostgreSQL: shown(find(prefix, 'PostgreSQL'), ratio),
      embedded: shown(find(prefix, 'embedded'), ratio),
      target,
    })),
  );
}

const catalogV2Path =
  '/srv/CatalogV2?category=traktory&subcategory=kolesnye-traktory' +
  `&${encodeURIComponent('catalog[filter][drive]')}=${encodeURIComponent('колёсный 4×4')}` +
  `&${encodeURIComponent('catalog[filter][power_hp][from]')}=100&${encodeURIComponent('catalog[filter][power_hp][to]')}=250` +
  '&sort=price&by=asc';
const cataloguePagePath = '/catalog/traktory/kolesnye-traktory/';
const productPagePath = '/catalog/item/100/';
const dashboardPath = '/cabinet/v2/client/dashboard/';
const suggestionsPath = `/srv/CatalogSearchSuggestions?query=${encodeURIComponent('комбаин')}`;

/** The session cookie of the demo client (README), for pages that are rendered per visitor. */
async function signInCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/srv/getauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'client', password: 'Demo-2001' }),
  });
  const reply = (await response.json()) as { token?: string | false };
  if (!reply.token) throw new Error(`the demo client could not sign in (${response.status})`);
  return `authToken=${reply.token}`;
}

/** The sign-ins timed one after another while signed-in visitors load the dashboard. */
const SIGN_INS = 30;

/**
 * Issue 16: how long signing in takes while the site is busy: 16 connections load the signed-in
 * dashboard while the demo client signs in 30 times in a row, each timed from request to reply.
 * The figure's rate is the sign-ins completed per second, its p99 the 99th percentile of the 30.
 */
async function measureSignInUnderLoad(base: string, label: string, session: string): Promise<Figure> {
  const load = startBackgroundLoad({
    url: `${base}${dashboardPath}`,
    headers: { cookie: session },
    connections: 16,
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const times: number[] = [];
  let refused = 0;
  const started = performance.now();
  for (let attempt = 0; attempt < SIGN_INS; attempt++) {
    const sent = performance.now();
    const response = await fetch(`${base}/srv/getauth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'client', password: 'Demo-2001' }),
    });
    const reply = (await response.json()) as { token?: string | false };
    if (!response.ok || !reply.token) refused++;
    times.push(performance.now() - sent);
  }
  const elapsedSeconds = (performance.now() - started) / 1000;
  await load.stop();
  times.sort((a, b) => a - b);
  return {
    name: `POST /srv/getauth, dashboard under load (${label})`,
    url: `${base}/srv/getauth`,
    requestsPerSecond: SIGN_INS / elapsedSeconds,
    p99: Math.round(times[Math.ceil(0.99 * times.length) - 1] ?? 0),
    failed: refused,
  };
}

/** Bytes of getCategories' answer, read from the first site measured: the second yardstick's body. */
let categoriesBytes = 0;

/** Each site's resident memory once ready and after its targets' load. */
const memory: { site: string; processes: number; ready: number; loaded: number }[] = [];

async function measureSite(label: string, env: Record<string, string>): Promise<Figure[]> {
  const site = startProcess(['apps/web/build/site/server.js'], { PORT: String(sitePort), ...env });
  const base = `http://127.0.0.1:${sitePort}`;
  try {
    await waitForOk(`${base}/readyz`, 300_000);
    const ready = siteResidentMemory(site.pid ?? 0);
    categoriesBytes ||= (await (await fetch(`${base}/srv/getCategories`)).arrayBuffer()).byteLength;
    const session = await signInCookie(base);
    const figures = [
      await measure(`GET /srv/getCategories (${label})`, `${base}/srv/getCategories`),
      await measure(`GET / (SSR home page, ${label})`, `${base}/`),
      await measure(
        `CatalogV2 category + 2 filters + sort, 32 conn (${label})`,
        `${base}${catalogV2Path}`,
        catalogueConnections,
      ),
      // A guest's copy comes from the shared page cache (decision 0074) …
      await measure(
        `GET ${cataloguePagePath} (SSR catalogue, guest, ${label})`,
        `${base}${cataloguePagePath}`,
      ),
      // … and so is a signed-in visitor's, marked for the browser to fill in the account (decision 0157).
      await measure(
        `GET ${cataloguePagePath} (SSR catalogue, signed in, ${label})`,
        `${base}${cataloguePagePath}`,
        connections,
        { cookie: session },
      ),
      await measure(
        `GET ${productPagePath} (SSR product page, guest, ${label})`,
        `${base}${productPagePath}`,
        16,
      ),
      await measure(
        `GET ${dashboardPath} (SSR dashboard, signed in, ${label})`,
        `${base}${dashboardPath}`,
        16,
        {
          cookie: session,
        },
      ),
      await measure(`CatalogSearchSuggestions (${label})`, `${base}${suggestionsPath}`, catalogueConnections),
      await measureSignInUnderLoad(base, label, session),
    ];
    const loaded = siteResidentMemory(site.pid ?? 0);
    memory.push({ site: label, processes: loaded.processes, ready: ready.bytes, loaded: loaded.bytes });
    return figures;
  } finally {
    site.kill('SIGTERM');
    await once(site, 'exit');
  }
}

requireWrk();
const hello = startProcess(['bench/hello-world-server.mjs'], { PORT: String(helloPort) });

try {
  await waitForOk(`http://127.0.0.1:${helloPort}/hello`, 30_000);
  const figures = [await measure('fastify hello-world', `http://127.0.0.1:${helloPort}/hello`)];
  figures.push(...(await measureSite('embedded', { DATA_DIR: 'data/bench' })));
  if (benchDatabaseUrl) {
    const databaseUrl = await preparePostgres(benchDatabaseUrl);
    figures.push(
      ...(await measureSite('PostgreSQL', { DATABASE_URL: databaseUrl, DATA_DIR: 'data/bench-pg' })),
    );
  }
  // A hello-world writing as many bytes as getCategories: how much of the gap is the answer's size.
  const sameSize = await measure(
    `fastify, a ${categoriesBytes}-byte JSON body`,
    `http://127.0.0.1:${helloPort}/bytes/${categoriesBytes}`,
  );
  figures.splice(1, 0, sameSize);
  const baseline = figures[0]?.requestsPerSecond ?? 1;
  console.log(
    `\n${seconds} s per target, ${connections} connections (catalogue targets ${catalogueConnections}), ${process.arch}, node ${process.version}`,
  );
  console.table(
    figures.map((figure) => ({
      target: figure.name,
      'req/s': Math.round(figure.requestsPerSecond),
      'p99 ms': figure.p99,
      'non-2xx or failed': figure.failed,
      'ratio to hello-world': (figure.requestsPerSecond / baseline).toFixed(3),
    })),
  );
  printTargets(figures, baseline);
  const categories = figures.filter((figure) => figure.name.startsWith('GET /srv/getCategories'));
  console.log(
    `\ngetCategories against a Fastify route writing the same ${categoriesBytes} bytes (${Math.round(sameSize.requestsPerSecond)} req/s): ${categories
      .map(
        (figure) =>
          `${((figure.requestsPerSecond / sameSize.requestsPerSecond) * 100).toFixed(1)} % ${figure.name.slice('GET /srv/getCategories '.length)}`,
      )
      .join(', ')}`,
  );
  console.log('\nResident memory of each site (its processes summed), once ready and after the load:');
  console.table(
    memory.map((site) => ({
      site: site.site,
      processes: site.processes,
      ready: `${Math.round(site.ready / 1048576)} MiB`,
      'after the load': `${Math.round(site.loaded / 1048576)} MiB`,
    })),
  );
  console.log('\nFirst-load JavaScript (gzip) per public template, target ≤ 150 KB:');
  console.table(
    publicFirstLoads().map((load) => ({ template: load.template, 'first-load JS': kb(load.gzipBytes) })),
  );
} finally {
  hello.kill('SIGTERM');
  await once(hello, 'exit');
}
