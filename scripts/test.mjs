#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure:
// lint and format (Biome); types (tsc) beside the production build; unit and gateway tests
// (Vitest, on PGlite and — when TEST_DATABASE_URL is set or the local server answers — on
// PostgreSQL); the first-load JavaScript budget of the public pages; the browser journeys
// (Playwright in Debian's Chromium against the built server; on PostgreSQL, Redis and NATS when
// TEST_DATABASE_URL is set, decision 0084); then two instances behind nginx where PostgreSQL and
// nginx are at hand (always in CI, which sets CI_SERVICES=1).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const localPostgres = 'postgres://postgres@127.0.0.1:5432/test';

function postgresAnswers(url) {
  const probe = spawnSync('psql', [url, '-tAc', 'select 1'], { encoding: 'utf8', timeout: 5000 });
  return probe.status === 0;
}

const env = { ...process.env };
if (!env.TEST_DATABASE_URL && postgresAnswers(localPostgres)) env.TEST_DATABASE_URL = localPostgres;
if (!env.TEST_DATABASE_URL) console.warn('note: no PostgreSQL answers; gateway tests run on PGlite only');

// Types and the build run side by side: each keeps one core busy for about a minute.
const steps = [
  ['lint', ['npx', 'biome', 'check', '.']],
  [
    'types and build',
    [
      ['types', ['npm', 'run', 'typecheck']],
      ['build', ['npm', 'run', 'build']],
    ],
  ],
  ['unit and gateway tests', ['npx', 'vitest', 'run']],
  // First-load JavaScript of the public templates against its budget (bench/first-load-js.ts).
  ['first-load budget', ['npx', 'vitest', 'run', '-c', 'bench/vitest.config.ts']],
  ['browser journeys', ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']],
  // Two instances behind nginx on one PostgreSQL, Redis, NATS and S3 (e2e/two-instances).
  [
    'two instances',
    ['npx', 'playwright', 'test', '-c', 'e2e/two-instances/playwright.config.ts'],
    () => env.CI_SERVICES === '1' || (Boolean(env.TEST_DATABASE_URL) && existsSync('/usr/sbin/nginx')),
  ],
];

/** Runs side-by-side commands with their output held back, then printed one after another. */
async function runTogether(commands) {
  const results = await Promise.all(
    commands.map(
      ([name, [command, ...args]]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => resolve({ name, status, output: Buffer.concat(output) }));
        }),
    ),
  );
  for (const { name, status, output } of results) {
    console.log(`\n── ${name}`);
    process.stdout.write(output);
    if (status !== 0) console.error(`✖ ${name} failed`);
  }
  return results.every(({ status }) => status === 0) ? 0 : 1;
}

const only = process.argv.slice(2);
for (const [name, [command, ...args], runs = () => true] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  if (!runs()) {
    console.warn(`note: ${name} skipped (needs TEST_DATABASE_URL and Debian's nginx)`);
    continue;
  }
  const together = Array.isArray(command);
  console.log(`\n▶ ${name}${together ? '' : `: ${command} ${args.join(' ')}`}`);
  const started = Date.now();
  const status = together
    ? await runTogether([command, ...args])
    : spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
