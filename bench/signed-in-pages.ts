/**
 * Issue 36: every page template a signed-in visitor opens, loaded by wrk at 16 connections with
 * the per-account page cache off (ACCOUNT_PAGE_CACHE_MB=0: each answer rendered) and on, on
 * PostgreSQL (a worker per core) and on the embedded database (one process), side by side with
 * the targets; then each process's resident memory once ready and after the load.
 *
 *   npm run build && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:pages
 *
 * The client's templates are the public ones it opens signed in (home, catalogue, category,
 * subcategory, product, calculator, compare, favourites, cart) and every page of its cabinet in
 * apps/web/app/routes.ts: those without parameters, and one of each pattern with an id by the
 * first link to it on the cabinet's pages. Every other role adds its home page and main lists.
 * Each page is asked once first: a page that does not answer 200 (a 302 to sign-in is a lost
 * session) is reported instead of loaded, and answers outside 2xx under the load are counted.
 *
 * BENCH_PAGE_SECONDS (5) per page after a second's warm-up; BENCH_PAGES=substring runs only the
 * templates whose name or path contains it (BENCH_PAGES=client/orders); BENCH_SITES=postgres-off
 * (any of embedded-off, embedded-on, postgres-off, postgres-on; all by default) only those sites;
 * BENCH_SITE_PORT (3312).
 * On a shared machine the absolute figures move with the neighbours' load: compare within a run.
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ProcessMemory, siteProcessesMemory } from './process-memory.ts';
import { preparePostgres, root, signInDemo, startProcess, waitForOk } from './site-process.ts';
import { requireWrk, runLoad } from './wrk-load.ts';

const seconds = Number(process.env.BENCH_PAGE_SECONDS ?? 5);
const only = process.env.BENCH_PAGES ?? '';
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 3312);
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const connections = 16;
const base = `http://127.0.0.1:${sitePort}`;

/** Issue 36's targets, with the per-account page cache off. */
const TARGET = {
  PostgreSQL: { requestsPerSecond: 300, p99: 100, workerBytes: 250 * 1048576 },
  embedded: { requestsPerSecond: 100, p99: 100, workerBytes: 500 * 1048576 },
} as const;
type DatabaseLabel = keyof typeof TARGET;

/** The demo accounts of README.md (password Demo-2001). */
type Login =
  | 'client'
  | 'supplier'
  | 'agent'
  | 'factoring-supplier'
  | 'factoring-customer'
  | 'ppk-reo'
  | 'manager';

interface Template {
  name: string;
  login: Login;
  /** A path, or a route pattern with `:id` segments that the first link found resolves. */
  path: string;
}

/** The public templates the client opens signed in; compare and favourites take ids found on the subcategory page. */
const CLIENT_PUBLIC: Template[] = [
  { name: 'home', login: 'client', path: '/' },
  { name: 'catalogue', login: 'client', path: '/catalog/' },
  { name: 'category', login: 'client', path: '/catalog/traktory/' },
  { name: 'subcategory', login: 'client', path: '/catalog/traktory/kolesnye-traktory/' },
  { name: 'product', login: 'client', path: '/catalog/item/100/' },
  { name: 'calculator', login: 'client', path: '/calculator/' },
  { name: 'compare', login: 'client', path: '/compare/?product_list=:ids' },
  { name: 'favourites', login: 'client', path: '/favorite/?ids=:ids' },
  { name: 'cart', login: 'client', path: '/shoppingCart/' },
];

/** Each other role's home page and main lists. */
const OTHER_ROLES: Template[] = [
  ...['dashboard', 'products/nomenclature', 'products/interests', 'applications', 'deliveries/shipping'].map(
    (page): Template => ({
      name: `supplier ${page}`,
      login: 'supplier',
      path: `/cabinet/v2/supplier/${page}/`,
    }),
  ),
  ...['dashboard', 'contractors', 'applications', 'deals', 'offers'].map(
    (page): Template => ({ name: `agent ${page}`, login: 'agent', path: `/cabinet/v2/agent/${page}/` }),
  ),
  ...['dashboard', 'contractors', 'applications/wait'].map(
    (page): Template => ({ name: `ppk-reo ${page}`, login: 'ppk-reo', path: `/cabinet/v2/ppk-reo/${page}/` }),
  ),
  ...['dashboard', 'documents'].map(
    (page): Template => ({
      name: `factoring ${page}`,
      login: 'factoring-supplier',
      path: `/cabinet/v2/factoring/${page}/`,
    }),
  ),
  {
    name: 'factoring-customer dashboard',
    login: 'factoring-customer',
    path: '/cabinet/v2/factoring-customer/dashboard/',
  },
  ...['', 'deals', 'complaints', 'accreditations', 'product-changes'].map(
    (page): Template => ({
      name: `manager ${page || 'applications'}`,
      login: 'manager',
      path: page ? `/backoffice/${page}/` : '/backoffice/',
    }),
  ),
];

/**
 * Every page of the client's cabinet in routes.ts (its own and the account's /cabinet/v2/info),
 * with a trailing slash as the site links them; an address built in a loop
 * (`['a', 'b'].map((segment) => route(`…/${segment}`…`) once per element. A resource route (a
 * module in a `.ts` file: no page, only data or a file) is not a template.
 */
function clientCabinetTemplates(): Template[] {
  const source = readFileSync(join(root, 'apps/web/app/routes.ts'), 'utf8');
  const cabinet = /^(cabinet\/v2\/client|cabinet\/v2\/info)(\/|$)/;
  const plain = [...source.matchAll(/route\(\s*[`']([^`']*)[`'],\s*'[^']*\.tsx'/g)]
    .map((match) => match[1] ?? '')
    .filter((path) => cabinet.test(path) && !path.includes('${'));
  const looped = [
    ...source.matchAll(/\[((?:\s*'[^']*',?)+\s*)\](?: as const)?\.map\(\((\w+)\) =>\s*route\(\s*`([^`]*)`/g),
  ].flatMap(([, list = '', name = '', path = '']) =>
    cabinet.test(path)
      ? [...list.matchAll(/'([^']*)'/g)].map(([, element = '']) => path.replace(`\${${name}}`, element))
      : [],
  );
  return [...new Set([...plain, ...looped])].map((path) => ({
    name: `client ${path.replace(/^cabinet\/v2\/(client\/)?/, '')}`,
    login: 'client',
    path: `/${path}/`,
  }));
}

/** The page once, not followed: its status, where a redirect goes, and its text for links. */
async function ask(
  path: string,
  cookie: string,
): Promise<{ status: number; location: string; html: string }> {
  const response = await fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location') ?? '',
    html: response.status === 200 ? await response.text() : '',
  };
}

/** The first address in the pages' links that fits a route pattern (`:id` a segment with a digit). */
function firstLink(pattern: string, pages: string[]): string | undefined {
  const expression = new RegExp(
    `^${pattern
      .replace(/\/$/, '')
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/?#]*\\d[^/?#]*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}/?$`,
  );
  for (const html of pages) {
    for (const [, href] of html.matchAll(/href="([^"?#]+)/g)) {
      if (href && expression.test(href)) return href.endsWith('/') ? href : `${href}/`;
    }
  }
  return undefined;
}

interface Row {
  name: string;
  path: string;
  requestsPerSecond?: number;
  p99?: number;
  /** Answers outside 2xx under the load, and failed requests. */
  failed: number;
  /** Why the page was not loaded: its status on the first request, or no link to it. */
  skipped?: string;
}

interface SiteRun {
  database: DatabaseLabel;
  accountCache: boolean;
  rows: Row[];
  ready: ProcessMemory[];
  loaded: ProcessMemory[];
}

async function measureSite(
  database: DatabaseLabel,
  accountCache: boolean,
  env: Record<string, string>,
): Promise<SiteRun> {
  const site = startProcess(['apps/web/build/site/server.js'], {
    PORT: String(sitePort),
    ACCOUNT_PAGE_CACHE_MB: accountCache ? '64' : '0',
    ...env,
  });
  try {
    await waitForOk(`${base}/readyz`, 300_000);
    // Workers answer /readyz one by one: give the rest a moment to finish starting.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const ready = siteProcessesMemory(site.pid ?? 0);
    const sessions = new Map<Login, string>();
    const session = async (login: Login) => {
      let cookie = sessions.get(login);
      if (!cookie) {
        cookie = await signInDemo(base, login);
        sessions.set(login, cookie);
      }
      return cookie;
    };
    const client = await session('client');
    const cabinet = clientCabinetTemplates();
    // Pages whose links resolve the patterns with ids: the cabinet's pages without one, the
    // subcategory (the products compared), then each page resolved (an order's sublease requests).
    const pages = await Promise.all(
      [...cabinet.filter((template) => !template.path.includes(':')), CLIENT_PUBLIC[3] as Template].map(
        async (template) => (await ask(template.path, client)).html,
      ),
    );
    const productIds = [
      ...new Set([...(pages.at(-1) ?? '').matchAll(/\/catalog\/item\/(\d+)\//g)].map((m) => m[1])),
    ];
    const ids = productIds.slice(0, 3).join(',');
    const resolved = new Map<string, string | undefined>();
    const byDepth = cabinet
      .filter((template) => template.path.includes(':'))
      .sort((a, b) => a.path.split(':').length - b.path.split(':').length);
    for (const template of byDepth) {
      const path = firstLink(template.path, pages);
      resolved.set(template.path, path);
      if (path) pages.push((await ask(path, client)).html);
    }
    const templates = [...CLIENT_PUBLIC, ...cabinet, ...OTHER_ROLES].filter(
      (template) => !only || template.name.includes(only) || template.path.includes(only),
    );
    const rows: Row[] = [];
    for (const template of templates) {
      const path = template.path.includes(':ids')
        ? template.path.replace(':ids', ids)
        : template.path.includes(':')
          ? resolved.get(template.path)
          : template.path;
      if (!path) {
        rows.push({ name: template.name, path: template.path, failed: 0, skipped: 'no link to one' });
        continue;
      }
      const cookie = await session(template.login);
      const first = await ask(path, cookie);
      if (first.status !== 200) {
        const skipped = `answered ${first.status}${first.location ? ` → ${first.location}` : ''}`;
        rows.push({ name: template.name, path, failed: 0, skipped });
        continue;
      }
      const load = { url: `${base}${path}`, headers: { cookie }, connections, redirectsFail: true };
      await runLoad({ ...load, seconds: 1 });
      const result = await runLoad({ ...load, seconds });
      rows.push({
        name: template.name,
        path,
        requestsPerSecond: result.requestsPerSecond,
        p99: result.p99,
        failed: result.non2xx + result.socketErrors,
      });
      console.log(
        `${database}, account cache ${accountCache ? 'on' : 'off'}: ${template.name} ${path} ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms${result.non2xx + result.socketErrors ? `, ${result.non2xx + result.socketErrors} failed` : ''}`,
      );
    }
    return { database, accountCache, rows, ready, loaded: siteProcessesMemory(site.pid ?? 0) };
  } finally {
    site.kill('SIGTERM');
    await once(site, 'exit');
  }
}

function cell(row: Row | undefined, target?: (typeof TARGET)[DatabaseLabel]): string {
  if (!row) return '—';
  if (row.skipped) return row.skipped;
  // Every request outlasted the time given: the machine is too busy for the figure to mean much.
  if (!row.requestsPerSecond) return `no answer within ${seconds} s${target ? ' ✗' : ''}`;
  const rate = Math.round(row.requestsPerSecond ?? 0);
  const met =
    target && rate >= target.requestsPerSecond && (row.p99 ?? 0) < target.p99 ? ' ✓' : target ? ' ✗' : '';
  return `${rate} req/s, p99 ${row.p99} ms${row.failed ? `, ${row.failed} not 2xx` : ''}${met}`;
}

const mebibytes = (bytes: number) => `${Math.round(bytes / 1048576)} MiB`;

function printRuns(runs: SiteRun[]): void {
  const columns = runs.map((run) => ({
    run,
    title: `${run.database}, account cache ${run.accountCache ? 'on' : 'off'}`,
  }));
  const names = [...new Set(runs.flatMap((run) => run.rows.map((row) => row.name)))];
  console.log(
    `\nSigned-in templates at ${connections} connections, ${seconds} s each (targets with the account cache off: PostgreSQL ≥ ${TARGET.PostgreSQL.requestsPerSecond} req/s, embedded ≥ ${TARGET.embedded.requestsPerSecond} req/s, p99 < 100 ms), ${process.arch}, node ${process.version}:`,
  );
  console.table(
    names.map((name) => {
      const any = runs.flatMap((run) => run.rows).find((row) => row.name === name);
      return {
        template: name,
        path: any?.path ?? '',
        ...Object.fromEntries(
          columns.map(({ run, title }) => [
            title,
            cell(
              run.rows.find((row) => row.name === name),
              run.accountCache ? undefined : TARGET[run.database],
            ),
          ]),
        ),
      };
    }),
  );
  console.log(
    '\nResident memory of each process, once ready and after the load (target: a worker ≤ 250 MiB, the embedded process ≤ 500 MiB):',
  );
  console.table(
    runs.flatMap((run) =>
      run.ready.map((process) => {
        const after = run.loaded.find((each) => each.pid === process.pid);
        const limit = TARGET[run.database].workerBytes;
        const serves = process.kind === 'worker' || process.kind === 'site';
        return {
          site: `${run.database}, account cache ${run.accountCache ? 'on' : 'off'}`,
          process: `${process.kind} ${process.pid}`,
          ready: mebibytes(process.bytes),
          'after the load': after ? mebibytes(after.bytes) : 'gone',
          target: serves ? `${after && after.bytes <= limit ? '✓' : '✗'} ≤ ${mebibytes(limit)}` : '',
        };
      }),
    ),
  );
}

/** Whether BENCH_SITES asks for this site (every site when it is unset). */
function wanted(database: DatabaseLabel, accountCache: boolean): boolean {
  const sites = process.env.BENCH_SITES;
  const name = `${database === 'PostgreSQL' ? 'postgres' : 'embedded'}-${accountCache ? 'on' : 'off'}`;
  return !sites || sites.split(',').includes(name);
}

requireWrk();
const runs: SiteRun[] = [];
for (const accountCache of [false, true]) {
  if (!wanted('embedded', accountCache)) continue;
  runs.push(await measureSite('embedded', accountCache, { DATA_DIR: 'data/bench' }));
}
if (benchDatabaseUrl && (wanted('PostgreSQL', false) || wanted('PostgreSQL', true))) {
  const databaseUrl = await preparePostgres(benchDatabaseUrl);
  for (const accountCache of [false, true]) {
    if (!wanted('PostgreSQL', accountCache)) continue;
    runs.push(
      await measureSite('PostgreSQL', accountCache, { DATABASE_URL: databaseUrl, DATA_DIR: 'data/bench-pg' }),
    );
  }
}
printRuns([
  ...runs.filter((run) => run.database === 'PostgreSQL'),
  ...runs.filter((run) => run.database === 'embedded'),
]);
