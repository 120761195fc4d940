import { defineConfig, devices } from '@playwright/test';
import { journeyStores } from './journey-stores';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The server's data folder, relative to the repository (the fake CryptoPro uses its demo CA): one
 * per port, so that shards of the journeys (scripts/test.mjs) each have their own server.
 */
export const E2E_DATA_DIR = port === 3210 ? 'data/e2e' : `data/e2e-${port}`;
/** PostgreSQL (with Redis and NATS) when TEST_DATABASE_URL is given, else the embedded database. */
export const stores = journeyStores(port);

/**
 * Which journeys this run takes (scripts/test.mjs runs two at once, each with its own server and
 * database): `cabinet` the cabinets' and back office's (but those below), `rest` all others;
 * unset, every journey.
 * The cabinets' half takes about as long as all the rest.
 */
const part = process.env.E2E_PART;
if (part !== undefined && part !== 'cabinet' && part !== 'rest')
  throw new Error(`E2E_PART=${part}: cabinet or rest`);

/**
 * Cabinet journeys that run in the other half, so that the two halves end together: in CI the
 * cabinets' half ran two minutes longer, and the whole run came near its 30 minutes. Once the
 * list exports came, it ran 18.9 minutes to the rest's 14.4, and 21.4 to 19.4 once every list
 * page and file field changed; the list exports and the signed-in accessibility checks only read
 * pages, so they run in the rest's half too. The supplier's accreditation may not: it approves one
 * more supplier, and the rest's supplier catalogue counts them.
 */
const CABINET_JOURNEYS_IN_REST = ['ppk-reo-cabinet', 'ux-frames', 'list-exports', 'accessibility-signed-in'];
/** The cabinet journeys but those, which the `rest` half leaves out. */
const otherCabinetJourneys = new RegExp(`/cabinet/(?!(${CABINET_JOURNEYS_IN_REST.join('|')})\\.spec\\.ts$)`);

/** Debian's Chromium; a browser is never downloaded (no internet on CI). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Two instances behind nginx have their own servers (two-instances/playwright.config.ts).
  testIgnore: [
    'two-instances/**',
    ...(part === 'rest' ? [otherCabinetJourneys] : []),
    ...(part === 'cabinet' ? CABINET_JOURNEYS_IN_REST.map((name) => `**/${name}.spec.ts`) : []),
  ],
  ...(part === 'cabinet' ? { testDir: 'cabinet' } : {}),
  // Each server's half keeps its own failures' traces (a shared folder is emptied by the other).
  outputDir: port === 3210 ? 'test-results' : `test-results-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // A journey on a busy machine (load 10 on 2 cores) takes two or three times as long; its waits are
  // for what the page says, so a generous budget costs nothing when it is quiet.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'ru-RU',
    // DOM snapshots of a failed journey, without the screencast: its frames cost a quarter of a journey's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The built server on an EMPTY database: the first journey proves it seeds itself.
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx e2e/fresh-stores.ts && node apps/web/build/site/server.js`,
    cwd: '..',
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Browser journeys read SMS codes from the outbox page (apps/gateway DEV_OUTBOX).
      DEV_OUTBOX: '1',
      // The fake CryptoPro plug-in's certificates come from the demo CA (decision 0077).
      CERT_TRUST_DEMO_CA: '1',
      // The forms send the local captcha's test token (no reCAPTCHA here; issue 40).
      LOCAL_CAPTCHA: '1',
      // Production on plain http://127.0.0.1: session cookies without Secure and __Host- (decision 0079).
      COOKIE_SECURE: '0',
      // One browser from one address on a busy machine: the per-address render rate and the
      // shedding on event-loop lag (decision 0078, tested in page-render-guard.test.ts and
      // measured by bench/render-flood.ts) would refuse a journey's own quick steps.
      PAGE_RENDER_RATE_PER_IP: '0',
      PAGE_RENDER_RATE_PER_ACCOUNT: '0',
      PAGE_RENDER_MAX_LAG_MS: '0',
      // One process on PostgreSQL too: journeys that expect a guest's kept page (held in the
      // process) get it whichever connection asks. Worker processes are exercised by the
      // two-instance harness (e2e/two-instances, decision 0085).
      WEB_WORKERS: '1',
      ...stores.env,
    },
  },
});
