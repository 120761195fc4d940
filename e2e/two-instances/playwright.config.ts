import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { HARNESS, sharedEnvironment } from './harness';

/**
 * Two app instances behind nginx (deploy/nginx/agrolease.conf) on one PostgreSQL, Redis, NATS
 * and S3 bucket: the production shape of docs/deploy.md (issue 12, decision 0084). Needs
 * TEST_DATABASE_URL and Debian's nginx; `npm test` runs it where they are, CI always.
 */
const shared = sharedEnvironment();
// The first instance runs a worker per core (decision 0085), the second one process: every
// journey crosses processes as well as instances.
const instance = (port: number, name: string, workers: number) => ({
  command: 'node apps/web/build/site/server.js',
  cwd: '../..',
  url: `http://127.0.0.1:${port}/readyz`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  // Each its own data folder: a file one stores can reach the other only through S3.
  env: {
    ...shared,
    PORT: String(port),
    DATA_DIR: `${HARNESS.dataDir}/${name}`,
    WEB_WORKERS: String(workers),
  },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: HARNESS.first,
    locale: 'ru-RU',
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `rm -rf ${HARNESS.dataDir} && node --import tsx e2e/two-instances/s3-server.ts`,
      cwd: '../..',
      port: HARNESS.ports.s3,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    // The first instance starts on an empty database (migrates and seeds it); the second joins it.
    {
      ...instance(HARNESS.ports.first, 'first', 2),
      command: 'node --import tsx e2e/fresh-stores.ts && node apps/web/build/site/server.js',
    },
    instance(HARNESS.ports.second, 'second', 1),
    {
      command: `node --import tsx e2e/two-instances/nginx-config.ts && exec nginx -p ${HARNESS.dataDir}/nginx -c "$PWD/${HARNESS.dataDir}/nginx/nginx.conf" -g 'daemon off;'`,
      cwd: '../..',
      url: `${HARNESS.nginx}/readyz`,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
