import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import {
  HARNESS,
  INSTANCE_COMMAND,
  INSTANCES,
  type Instance,
  instanceEnvironment,
  NGINX_COMMAND,
  S3_COMMAND,
} from './harness';

/**
 * Two app instances behind nginx (deploy/nginx/agrolease.conf) on one PostgreSQL, Redis, NATS
 * and S3 bucket: the production shape of docs/deploy.md (issue 12, decision 0084). Needs
 * TEST_DATABASE_URL and Debian's nginx; `npm test` runs it where they are, CI always.
 */
/** An instance as Playwright starts it, and stops it (SIGTERM) once the journeys are done. */
const instance = (which: Instance) => ({
  command: INSTANCE_COMMAND,
  cwd: '../..',
  url: `http://127.0.0.1:${which.port}/readyz`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  env: instanceEnvironment(which),
});
const [first, second] = INSTANCES;

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
      command: S3_COMMAND,
      cwd: '../..',
      port: HARNESS.ports.s3,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    // The first instance starts on an empty database (migrates and seeds it); the second joins it.
    {
      ...instance(first),
      command: `node --import tsx e2e/fresh-stores.ts && ${INSTANCE_COMMAND}`,
    },
    instance(second),
    {
      command: NGINX_COMMAND,
      cwd: '../..',
      url: `${HARNESS.nginx}/readyz`,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
