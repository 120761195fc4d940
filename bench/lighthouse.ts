/**
 * Lighthouse (mobile, Lighthouse's default simulated slow 4G and mid-range phone CPU) on the
 * public templates of issue 12: performance with LCP and TBT, and accessibility, with the
 * failing accessibility audits listed. Runs Debian's Chromium against a production server it
 * starts on the embedded database (or LIGHTHOUSE_URL, a site already running).
 *
 *   npm run build && node --import tsx bench/lighthouse.ts
 *
 * LIGHTHOUSE_VIA picks how the browser reaches the site: `direct` (the default: Node itself,
 * HTTP/1.1, six connections), `nginx` (production's shape, docs/deploy.md: a local nginx with
 * deploy/nginx/agrolease.conf, HTTP/2 over TLS with a certificate made for the run, see
 * bench/nginx-h2.ts) or `both`, one table each. LIGHTHOUSE_RUNS measures each page that many
 * times and prints the median run (by performance score) with the spread; LIGHTHOUSE_TEMPLATES
 * (comma-separated names, e.g. `home,catalogue`) measures only those; LIGHTHOUSE_SAVE (a
 * folder) keeps every report's JSON there for its audits' details.
 *
 * LIGHTHOUSE_SIGNED_IN=1 measures each role's home page as well (issue 36: ≥ 90 behind nginx),
 * signed in as the role's demo account first: the site's session cookies are passed with every
 * request of the run (the site runs with COOKIE_SECURE=0, so they carry plain names, not the
 * production `__Host-` ones); LIGHTHOUSE_SIGNED_IN=only measures those alone. Under every table,
 * the main thread's work by kind and the scripts that took the most of it (Lighthouse's
 * `mainthread-work-breakdown` and `bootup-time`, simulated phone CPU), so a page's TBT can be
 * read down to its chunks. LIGHTHOUSE_BEFORE_URL (a site already running the build before a
 * change, e.g. from another worktree) is measured too, in turns with the site run by run, through
 * a second nginx on the next port: a table each. Lighthouse simulates a phone from this machine's own speed: compare
 * figures only within one minute on one machine (decision 0186).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { type LocalNginx, startNginx } from './nginx-h2.ts';
import { signInDemo } from './site-process.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.LIGHTHOUSE_SITE_PORT ?? 3312);
const external = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
const direct = external ?? `http://127.0.0.1:${port}`;
const via = process.env.LIGHTHOUSE_VIA ?? 'direct';
if (!['direct', 'nginx', 'both'].includes(via))
  throw new Error(`LIGHTHOUSE_VIA=${via}: direct, nginx or both`);
const nginxPort = Number(process.env.LIGHTHOUSE_NGINX_PORT ?? 8443);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
/** A site already running with the build before a change: measured in turns with the other one. */
const before = process.env.LIGHTHOUSE_BEFORE_URL?.replace(/\/$/, '');
const saveDir = process.env.LIGHTHOUSE_SAVE;
let saved = 0;

const TEMPLATES: Record<string, string> = {
  home: '/',
  catalogue: '/catalog/',
  category: '/catalog/traktory/',
  product: '/catalog/item/100/',
  calculator: '/calculator/',
  // Accessibility 100 is asked of these too (issue 12); their performance is printed, not a target.
  'special offers': '/specialoffers/',
  content: '/company/',
  'personal data': '/pd/',
  'sign-in': '/cabinet/v2/auth/',
};
const only = process.env.LIGHTHOUSE_TEMPLATES?.split(',').map((name) => name.trim());

/** Each role's home page (where signing in lands), with the demo account that opens it. */
const ROLE_HOMES: Record<string, { login: string; path: string }> = {
  'client home': { login: 'client', path: '/cabinet/v2/client/dashboard/' },
  'supplier home': { login: 'supplier', path: '/cabinet/v2/supplier/dashboard/' },
  'agent home': { login: 'agent', path: '/cabinet/v2/agent/dashboard/' },
  'ppk-reo home': { login: 'ppk-reo', path: '/cabinet/v2/ppk-reo/dashboard/' },
  'factoring home': { login: 'factoring-supplier', path: '/cabinet/v2/factoring/dashboard/' },
  'factoring-customer home': {
    login: 'factoring-customer',
    path: '/cabinet/v2/factoring-customer/dashboard/',
  },
  'back office home': { login: 'manager', path: '/backoffice/' },
};
const signedInMode = process.env.LIGHTHOUSE_SIGNED_IN ?? '';
if (!['', '0', '1', 'only'].includes(signedInMode))
  throw new Error(`LIGHTHOUSE_SIGNED_IN=${signedInMode}: 1 or only`);

interface Template {
  name: string;
  path: string;
  /** The demo account signed in first, for a role's home. */
  login?: string;
}
const templates: Template[] = [
  ...(signedInMode === 'only'
    ? []
    : Object.entries(TEMPLATES).map(([name, path]): Template => ({ name, path }))),
  ...(['1', 'only'].includes(signedInMode)
    ? Object.entries(ROLE_HOMES).map(([name, home]): Template => ({ name, ...home }))
    : []),
]
  .filter(({ name }) => !only || only.includes(name))
  // In the order LIGHTHOUSE_TEMPLATES names them.
  .sort((a, b) => (only ? only.indexOf(a.name) - only.indexOf(b.name) : 0));
if (templates.length === 0)
  throw new Error(`LIGHTHOUSE_TEMPLATES=${only}: none of ${templates.map(({ name }) => name)}`);

/** A GET's status; the local nginx's certificate is made for the run, so it is not checked. */
function get(url: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https:') ? httpsGet : httpGet)(
      url,
      { rejectUnauthorized: false, ...(cookie && { headers: { cookie } }) },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}

async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await get(url)) === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

let site: ChildProcess | undefined;
if (!external) {
  site = spawn(process.execPath, ['apps/web/build/site/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: '0',
      LOCAL_CAPTCHA: '1',
      PORT: String(port),
      DATA_DIR: 'data/bench',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const nginxes: LocalNginx[] = [];
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // The local nginx's certificate is made for the run (bench/nginx-h2.ts).
    '--ignore-certificate-errors',
  ],
});

interface Run {
  performance: number;
  FCP: number;
  LCP: number;
  TBT: number;
  CLS: number;
  accessibility: number;
  failing: string[];
  /** Main-thread work by kind (ms of simulated phone CPU), largest first. */
  mainThread: { kind: string; ms: number }[];
  /** Scripts by main-thread time: evaluation plus parsing and compiling (ms), largest first. */
  scripts: { file: string; scripting: number; parse: number }[];
}

interface Breakdown {
  items?: { group?: string; groupLabel?: string; duration?: number }[];
}
interface Bootup {
  items?: { url?: string; scripting?: number; scriptParseCompile?: number }[];
}

/**
 * The browser's cookies for the run: the account's session alone, or none. Set in Chrome's own jar
 * (Lighthouse clears storage but not cookies): a Cookie header of Lighthouse's `extraHeaders`
 * gives way to the jar's once the site sets its client id, and the page's own calls then went out
 * signed out.
 */
async function useCookies(url: string, cookie: string | undefined): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const session = await browser.target().createCDPSession();
    await session.send('Storage.clearCookies');
    const cookies = (cookie ?? '')
      .split('; ')
      .filter(Boolean)
      .map((pair) => ({
        name: pair.slice(0, pair.indexOf('=')),
        value: pair.slice(pair.indexOf('=') + 1),
        url,
      }));
    if (cookies.length > 0) await session.send('Storage.setCookies', { cookies });
  } finally {
    await browser.disconnect();
  }
}

async function measure(template: string, url: string, cookie?: string, attempt = 1): Promise<Run> {
  await useCookies(url, cookie);
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) {
    // A loaded machine sometimes loses the trace (NO_NAVSTART): the page is measured again.
    if (attempt >= 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    console.warn(`${template}: ${lhr.runtimeError.code}, measured again`);
    return measure(template, url, cookie, attempt + 1);
  }
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    saved += 1;
    const name = `${new URL(url).protocol === 'https:' ? 'nginx' : 'direct'}-${template}-${saved}.json`;
    writeFileSync(join(saveDir, name.replaceAll(' ', '-')), JSON.stringify(lhr));
  }
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing: string[] = [];
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
      const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
      failing.push(
        `${template}: ${audit.id} — ${audit.title}${items
          .slice(0, 3)
          .map((item) => `\n    ${item.node?.snippet ?? ''}`)
          .join('')}`,
      );
    }
  }
  return {
    performance: score('performance'),
    FCP: value('first-contentful-paint'),
    LCP: value('largest-contentful-paint'),
    TBT: value('total-blocking-time'),
    CLS: value('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    failing,
    mainThread: ((lhr.audits['mainthread-work-breakdown']?.details as Breakdown | undefined)?.items ?? [])
      .map((item) => ({ kind: item.groupLabel ?? item.group ?? '?', ms: item.duration ?? 0 }))
      .sort((a, b) => b.ms - a.ms),
    scripts: ((lhr.audits['bootup-time']?.details as Bootup | undefined)?.items ?? [])
      .map((item) => ({
        file: (item.url ?? '?').replace(/^https?:\/\/[^/]+/, ''),
        scripting: item.scripting ?? 0,
        parse: item.scriptParseCompile ?? 0,
      }))
      .sort((a, b) => b.scripting + b.parse - (a.scripting + a.parse)),
  };
}

/** Each site's sessions (a site before a change has a database of its own), by login. */
const sessions = new Map<string, string>();
async function session(upstream: string, login: string | undefined): Promise<string | undefined> {
  if (!login) return undefined;
  let cookie = sessions.get(`${upstream} ${login}`);
  if (!cookie) {
    cookie = await signInDemo(upstream, login);
    sessions.set(`${upstream} ${login}`, cookie);
  }
  return cookie;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Site {
  label: string;
  base: string;
  /** The site itself (Node, plain HTTP), where its demo accounts sign in. */
  upstream: string;
}

/**
 * Every template measured `runs` times through each site's `base`, the sites taking turns run by
 * run (a build before a change and after it, measured in the same minute); a table per site shows
 * each template's median run.
 */
async function table(sites: Site[]): Promise<void> {
  for (const { base } of sites) await waitForOk(`${base}/readyz`, 300_000);
  const results = sites.map(() => ({ rows: [] as Record<string, unknown>[], work: [] as string[] }));
  const failing = new Set<string>();
  for (const { name: template, path, login } of templates) {
    const cookies = await Promise.all(sites.map(({ upstream }) => session(upstream, login)));
    // Once to warm the server's caches and compile paths; the next runs are measured.
    for (const [index, { base }] of sites.entries()) await get(`${base}${path}`, cookies[index]);
    const measured: Run[][] = sites.map(() => []);
    for (let run = 0; run < runs; run += 1)
      for (const [index, { base }] of sites.entries())
        measured[index]?.push(await measure(template, `${base}${path}`, cookies[index]));
    for (const [index, site] of measured.entries()) {
      site.sort((a, b) => a.performance - b.performance);
      const median = site[Math.floor((site.length - 1) / 2)] as Run;
      for (const line of site.flatMap((run) => run.failing)) failing.add(line);
      const ms = (value: number) => `${Math.round(value)}`;
      results[index]?.work.push(
        `${template} (TBT ${ms(median.TBT)} ms): ${median.mainThread
          .map((item) => `${item.kind} ${ms(item.ms)}`)
          .join(', ')}\n${median.scripts
          .slice(0, 4)
          .map(
            (item) =>
              `    ${ms(item.scripting).padStart(5)} + ${ms(item.parse).padStart(4)} ms  ${item.file}`,
          )
          .join('\n')}`,
      );
      results[index]?.rows.push({
        template,
        performance: median.performance,
        ...(runs > 1 && { range: `${site[0]?.performance}–${site.at(-1)?.performance}` }),
        FCP: seconds(median.FCP),
        LCP: seconds(median.LCP),
        TBT: `${Math.round(median.TBT)} ms`,
        ...(runs > 1 && {
          'TBT range': `${Math.round(Math.min(...site.map((run) => run.TBT)))}–${Math.round(Math.max(...site.map((run) => run.TBT)))}`,
        }),
        CLS: median.CLS.toFixed(3),
        accessibility: Math.min(...site.map((run) => run.accessibility)),
      });
    }
  }
  for (const [index, { label }] of sites.entries()) {
    const result = results[index];
    if (!result) continue;
    // Lighthouse simulates a phone's CPU from this machine's: TBT follows whatever else runs here.
    console.log(
      `\nLighthouse mobile, ${label} (targets: performance ≥ 95, LCP < 2.5 s, accessibility 100; a role's home ≥ 90); ${
        runs > 1 ? `median of ${runs} runs; ` : ''
      }load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
    );
    console.table(result.rows);
    console.log(
      `\nMain-thread work of each median run (ms of simulated phone CPU) and the scripts it is attributed to (evaluation + parse/compile; React's work counts to the chunk that holds its scheduler):\n${result.work.join('\n')}`,
    );
  }
  if (failing.size > 0) console.log(`\nAccessibility audits failing:\n${[...failing].join('\n')}`);
}

// A run stopped by a signal stops its browser, its nginx and its site too, not only a finished one.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void Promise.allSettled([chrome.kill(), ...nginxes.map((server) => server.stop())]).then(() => {
      site?.kill('SIGTERM');
      process.exit(130);
    });
  });

try {
  if (via !== 'nginx')
    await table([
      ...(before ? [{ label: `before: ${before} (Node, HTTP/1.1)`, base: before, upstream: before }] : []),
      { label: `${direct} (Node, HTTP/1.1)`, base: direct, upstream: direct },
    ]);
  if (via !== 'direct') {
    const sites: Site[] = [];
    for (const [index, upstream] of [...(before ? [before] : []), direct].entries()) {
      const { protocol, port: upstreamPort } = new URL(upstream);
      if (protocol !== 'http:') throw new Error('LIGHTHOUSE_VIA=nginx needs an http:// site behind it');
      const server = await startNginx({ port: nginxPort + index, upstreamPort: Number(upstreamPort || 80) });
      nginxes.push(server);
      sites.push({
        label: `${before && index === 0 ? 'before: ' : ''}${server.url} (nginx, HTTP/2 over TLS, to ${upstream})`,
        base: server.url,
        upstream,
      });
    }
    await table(sites);
  }
} finally {
  await chrome.kill();
  for (const server of nginxes) await server.stop();
  if (site) {
    site.kill('SIGTERM');
    await once(site, 'exit');
  }
}
