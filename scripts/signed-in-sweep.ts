/**
 * The signed-in sweep (issue 16, decision 0121): every cabinet page of every role and the back
 * office, at 390×844 and 1280×900, in Debian's Chromium, against a running server:
 *
 *   BASE_URL=http://127.0.0.1:3240 node --import tsx scripts/signed-in-sweep.ts [role ...]
 *
 * Each role signs in (demo accounts, README), opens the cabinet pages of apps/web/app/routes.ts
 * without parameters and follows its own links to the pages with them (one page per route
 * pattern), and checks each page (e2e/fixtures/page-checks.ts): HTTP status, console and
 * hydration errors, declarations ticked before any click, horizontal overflow, text cut by its box
 * (a button's, a cell's), English words, ungrouped amounts, long bare figures and raw phones,
 * plural endings, dates, fixed and sticky elements over text or controls at four scroll positions,
 * and the same checks inside every dialog, drawer and menu a visible button opens (issue 39,
 * decision 0180); a role's home at 360 px too, for the phone's header bar on one row, and date
 * fields that take a five-digit year (decision 0185). Prints one line per finding and a
 * summary; too slow for CI (about ten minutes on a busy machine): the journey
 * e2e/cabinet/signed-in-sweep.spec.ts keeps the checks that found something.
 */
import { readFileSync } from 'node:fs';
import { type Browser, chromium, type Page } from '@playwright/test';
import { headerOffItsRow, unboundedDateFields } from '../e2e/fixtures/layout-checks';
import {
  checksInside,
  clippedText,
  collectErrors,
  coveredByFixed,
  horizontalOverflow,
  loginInGreeting,
  openedFindings,
  pageText,
  preTickedDeclarations,
  tableOverflow,
  textFindings,
} from '../e2e/fixtures/page-checks';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3240';
const PASSWORD = 'Demo-2001';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** Each role's login and the paths its pages live under. */
const ROLES: Record<string, { login: string; prefixes: string[] }> = {
  client: { login: 'client', prefixes: ['/cabinet/v2/client/', '/cabinet/v2/info'] },
  // A client whose company is not proven yet (decision 0156): the notice and the proof page.
  'client-new': { login: 'client-new', prefixes: ['/cabinet/v2/client/dashboard', '/cabinet/v2/info'] },
  agent: { login: 'agent', prefixes: ['/cabinet/v2/agent/'] },
  supplier: { login: 'supplier', prefixes: ['/cabinet/v2/supplier/', '/cabinet/v2/accreditation'] },
  'supplier-new': {
    login: 'supplier-new',
    prefixes: ['/cabinet/v2/supplier/dashboard', '/cabinet/v2/accreditation'],
  },
  factoring: { login: 'factoring-supplier', prefixes: ['/cabinet/v2/factoring/'] },
  'factoring-customer': { login: 'factoring-customer', prefixes: ['/cabinet/v2/factoring-customer/'] },
  'ppk-reo': { login: 'ppk-reo', prefixes: ['/cabinet/v2/ppk-reo/'] },
  manager: { login: 'manager', prefixes: ['/backoffice'] },
  // The public pages, signed out, for the floating buttons (0116 swept their text and overflow).
  public: { login: '', prefixes: ['/'] },
};

/** Public paths that are not pages a visitor reads (the cabinet, the developer's outbox, files). */
const NOT_PUBLIC =
  /^\/(cabinet|backoffice|dev|api|assets|srv)(\/|$)|\.(xml|txt|pdf|xlsx|docx|zip|jpg|png|webp)$/;

/** Pages a role must be refused: the intended status instead of 200. */
const REFUSED: Record<string, { path: string; status: number }[]> = {
  client: [
    { path: '/backoffice', status: 403 },
    { path: '/cabinet/v2/client/no-such-page', status: 404 },
  ],
  agent: [{ path: '/cabinet/v2/agent/applications/999999999', status: 404 }],
};

/** Pages of routes.ts that are refused without their query (the agent's wizard needs ?id). */
const INTENDED: Record<string, number> = { '/cabinet/v2/agent/applications/wizard': 404 };

/** The parameterless cabinet paths of routes.ts. */
function staticPaths(): string[] {
  const source = readFileSync(new URL('../apps/web/app/routes.ts', import.meta.url), 'utf8');
  const paths = [...source.matchAll(/route\(\s*[`']((?:cabinet\/v2|backoffice)[^`']*)[`']/g)].map(
    (match) => `/${match[1]}`,
  );
  return paths.filter((path) => !path.includes(':') && !path.includes('${') && !path.includes('*'));
}

/** The public pages without parameters (the spec's route list); the rest are reached by links. */
const PUBLIC_PATHS = [
  '/',
  '/catalog/',
  '/calculator/',
  '/specialoffers/',
  '/sale/catalog/',
  '/providers/catalog/',
  '/providers/partnership/',
  '/providers/agentship/',
  '/company/',
  '/company/smi/',
  '/company/directors/',
  '/company/career/',
  '/company/tenders/',
  '/company/contacts/',
  '/company/championship/',
  '/company/history/',
  '/company/esg/',
  '/company/filials/',
  '/client/',
  '/client/docs/',
  '/client/services/',
  '/client/services/feedback/',
  '/client/services/app/',
  '/client/services/callback/',
  '/client/services/fines/',
  '/client/faq/',
  '/client/wikileas/',
  '/client/measures/',
  '/client/factoring/',
  '/kp/',
  '/investors/',
  '/investors/metrics/',
  '/investors/bonds/',
  '/investors/ratings/',
  '/investors/reports/',
  '/investors/insiders/',
  '/investors/events/',
  '/compare/',
  '/favorite/',
  '/shoppingCart/',
  '/documentflow/',
  '/site-map',
  '/pd/',
];

/**
 * /cabinet/v2/client/deals/12 → /cabinet/v2/client/deals/:id (one page per pattern); a public
 * path by its first segment and depth (/catalog/traktory/ and /catalog/kombayny/ alike).
 */
function pattern(path: string, role = ''): string {
  if (role === 'public') {
    const segments = (path.split('?')[0] ?? '').split('/').filter(Boolean);
    return `${segments[0] ?? ''}/${segments.length}/${segments.some((segment) => /\d/.test(segment))}`;
  }
  return path
    .split('?')[0]
    ?.replace(/\/$/, '')
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.length >= 20 ? ':id' : segment))
    .join('/') as string;
}

async function signIn(browser: Browser, login: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: 'ru-RU' });
  // A returning visitor: the first visit's city question and cookie bar are swept elsewhere.
  await context.addInitScript(() => {
    const geo = {
      fiascode: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
      city: 'Москва',
      region_with_type: 'г Москва',
      region_fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
    };
    window.localStorage.setItem(
      'geo',
      JSON.stringify({ geo, confirmed: true, branchShownFor: geo.region_fias_id }),
    );
    window.localStorage.setItem('cookieConsent', '2026-01-01T00:00:00.000Z');
  });
  // The CryptoPro plug-in's loader is a script of cryptopro.ru, out of reach here (no internet):
  // answered empty, as for a browser without the plug-in, instead of a DNS error in the console.
  await context.route('https://www.cryptopro.ru/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: '' }),
  );
  // tsx keeps functions' names with a helper the page does not have (page.evaluate's callbacks).
  await context.addInitScript('window.__name = (fn) => fn');
  const page = await context.newPage();
  if (!login) return page;
  const response = await page.request.post('/cabinet/v2/auth', {
    form: { intent: 'password', login, password: PASSWORD },
    headers: { origin: BASE_URL },
    maxRedirects: 0,
    timeout: 120_000,
  });
  if (response.status() !== 302) throw new Error(`${login}: sign-in answered ${response.status()}`);
  return page;
}

const review = new Map<string, string>();

interface Finding {
  role: string;
  path: string;
  viewport: number;
  what: string;
}

async function sweepRole(browser: Browser, role: string, findings: Finding[]): Promise<number> {
  const { login, prefixes } = ROLES[role] ?? { login: role, prefixes: [] };
  const page = await signIn(browser, login);
  const errors = collectErrors(page);
  const mine = (path: string) =>
    prefixes.some((prefix) => path.startsWith(prefix)) && (role !== 'public' || !NOT_PUBLIC.test(path));
  const home =
    role === 'public'
      ? '/'
      : await page.goto('/cabinet/v2/auth', { timeout: 120_000 }).then(() => new URL(page.url()).pathname);
  const queue = [...new Set([home, ...(role === 'public' ? PUBLIC_PATHS : staticPaths())])].filter(mine);
  const seen = new Set(queue.map((path) => pattern(path, role)));
  let loads = 0;
  while (queue.length > 0) {
    const path = queue.shift() as string;
    // A role's home is seen at 360 px too: the phone's header bar, with a role's every tool, on one row.
    for (const viewport of path === home ? [{ width: 360, height: 780 }, ...VIEWPORTS] : VIEWPORTS) {
      await page.setViewportSize(viewport);
      errors.length = 0;
      const report = (what: string) => {
        findings.push({ role, path, viewport: viewport.width, what });
        console.log(`${role}\t${viewport.width}\t${path}\t${what}`);
      };
      let status = 0;
      try {
        const response = await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
        status = response?.status() ?? 0;
        loads += 1;
        // Hydration: the page's live once the client's router has taken over.
        await page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout: 60_000 });
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      } catch (error) {
        report(`load failed: ${(error as Error).message.split('\n')[0]}`);
        continue;
      }
      const landed = new URL(page.url()).pathname;
      if (status !== (INTENDED[path] ?? 200)) report(`HTTP ${status}`);
      if (status !== 200) continue;
      if (!mine(landed) && landed !== path) report(`redirected to ${landed}`);
      if (viewport.width === 1280) {
        // For a reader's review: every Latin word, with one page it is on (long figures and raw
        // phones are findings of textFindings since issue 39).
        const text = await pageText(page);
        for (const word of text.match(/[A-Za-z][A-Za-z_-]{2,}/g) ?? []) review.set(`latin ${word}`, path);
      }
      for (const finding of [
        // As rendered, before any click: a declaration is never ticked in advance.
        ...(await preTickedDeclarations(page)),
        ...(await horizontalOverflow(page)),
        ...(await clippedText(page)),
        ...(await textFindings(page)),
        ...(await loginInGreeting(page, login)),
        ...(await coveredByFixed(page)),
        ...(await headerOffItsRow(page)),
        ...(await unboundedDateFields(page)),
        ...(viewport.width < 768 ? await tableOverflow(page) : []),
        ...(await openedFindings(page, async (scope) => [
          ...(await checksInside(page, scope)),
          ...(await unboundedDateFields(page, scope)),
        ]).catch((error: Error) => [`opening a dialog or menu failed: ${error.message.split('\n')[0]}`])),
        ...errors,
      ])
        report(finding);
      if (viewport.width === 1280) {
        const links = await page.evaluate(() =>
          [...document.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href') ?? ''),
        );
        for (const link of links) {
          const target = link.split('#')[0]?.split('?')[0] ?? '';
          if (!target.startsWith('/') || !mine(target)) continue;
          if (/logout|\.(pdf|xlsx|docx|zip)$|\/download|\/file/.test(target)) continue;
          const key = pattern(target, role);
          if (seen.has(key)) continue;
          seen.add(key);
          queue.push(target);
        }
      }
    }
  }
  for (const { path, status } of REFUSED[role] ?? []) {
    const response = await page.goto(path, { timeout: 120_000 });
    loads += 1;
    if (response?.status() !== status) {
      const what = `HTTP ${response?.status()} where ${status} is intended`;
      findings.push({ role, path, viewport: 1280, what });
      console.log(`${role}\t1280\t${path}\t${what}`);
    }
  }
  console.log(`# ${role}: ${seen.size} page patterns`);
  await page.context().close();
  return loads;
}

const roles = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(ROLES);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const findings: Finding[] = [];
let loads = 0;
const started = Date.now();
try {
  for (const role of roles) loads += await sweepRole(browser, role, findings);
} finally {
  await browser.close();
}
if (process.env.REVIEW)
  for (const [what, where] of [...review].sort()) console.log(`review\t${what}\t${where}`);
console.log(`# ${loads} loads, ${findings.length} findings, ${Math.round((Date.now() - started) / 1000)} s`);
process.exitCode = findings.length > 0 ? 1 : 0;
