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
import { type LocalNginx, startNginx } from './nginx-h2.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.LIGHTHOUSE_SITE_PORT ?? 3312);
const external = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
const direct = external ?? `http://127.0.0.1:${port}`;
const via = process.env.LIGHTHOUSE_VIA ?? 'direct';
if (!['direct', 'nginx', 'both'].includes(via))
  throw new Error(`LIGHTHOUSE_VIA=${via}: direct, nginx or both`);
const nginxPort = Number(process.env.LIGHTHOUSE_NGINX_PORT ?? 8443);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
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
const templates = Object.entries(TEMPLATES).filter(([name]) => !only || only.includes(name));
if (templates.length === 0)
  throw new Error(`LIGHTHOUSE_TEMPLATES=${only}: none of ${Object.keys(TEMPLATES)}`);

/** A GET's status; the local nginx's certificate is made for the run, so it is not checked. */
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https:') ? httpsGet : httpGet)(
      url,
      { rejectUnauthorized: false },
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

let nginx: LocalNginx | undefined;
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
}

async function measure(template: string, url: string, attempt = 1): Promise<Run> {
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
    return measure(template, url, attempt + 1);
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
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Every template measured `runs` times through `base`; the table shows each one's median run. */
async function table(label: string, base: string): Promise<void> {
  await waitForOk(`${base}/readyz`, 300_000);
  const rows = [];
  const failing = new Set<string>();
  for (const [template, path] of templates) {
    // Once to warm the server's caches and compile paths; the next runs are measured.
    await get(`${base}${path}`);
    const measured: Run[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(await measure(template, `${base}${path}`));
    measured.sort((a, b) => a.performance - b.performance);
    const median = measured[Math.floor((measured.length - 1) / 2)] as Run;
    for (const line of measured.flatMap((run) => run.failing)) failing.add(line);
    rows.push({
      template,
      performance: median.performance,
      ...(runs > 1 && { range: `${measured[0]?.performance}–${measured.at(-1)?.performance}` }),
      FCP: seconds(median.FCP),
      LCP: seconds(median.LCP),
      TBT: `${Math.round(median.TBT)} ms`,
      CLS: median.CLS.toFixed(3),
      accessibility: Math.min(...measured.map((run) => run.accessibility)),
    });
  }
  // Lighthouse simulates a phone's CPU from this machine's: TBT follows whatever else runs here.
  console.log(
    `\nLighthouse mobile, ${label} (targets: performance ≥ 95, LCP < 2.5 s, accessibility 100); ${
      runs > 1 ? `median of ${runs} runs; ` : ''
    }load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.table(rows);
  if (failing.size > 0) console.log(`\nAccessibility audits failing:\n${[...failing].join('\n')}`);
}

try {
  if (via !== 'nginx') await table(`${direct} (Node, HTTP/1.1)`, direct);
  if (via !== 'direct') {
    const upstream = new URL(direct);
    if (upstream.protocol !== 'http:')
      throw new Error('LIGHTHOUSE_VIA=nginx needs an http:// site behind it');
    nginx = await startNginx({ port: nginxPort, upstreamPort: Number(upstream.port || 80) });
    await table(`${nginx.url} (nginx, HTTP/2 over TLS)`, nginx.url);
  }
} finally {
  await chrome.kill();
  await nginx?.stop();
  if (site) {
    site.kill('SIGTERM');
    await once(site, 'exit');
  }
}
