#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure:
// lint and format (Biome); test code kept out of production code; types (tsc) beside the production
// build followed by the unit and gateway tests (Vitest, on PGlite and — when TEST_DATABASE_URL is
// set or the local server answers — on PostgreSQL) and the first-load JavaScript budget; the browser journeys
// (Playwright in Debian's Chromium against two built servers, each running half; on PostgreSQL, Redis and NATS when
// TEST_DATABASE_URL is set, decision 0084); then two instances behind nginx where PostgreSQL and
// nginx are at hand (always in CI, which sets CI_SERVICES=1), and the same two restarted in turn
// under load; and the restore drill on PostgreSQL.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
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

/** One half of the journeys (E2E_PART in e2e/playwright.config.ts) and what its server differs by. */
function journeyPart(part, overrides) {
  return [
    'npx',
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    { env: { E2E_PART: part, ...overrides } },
  ];
}

/** TEST_REDIS_URL with another logical database: keys never meet the other half's. */
function redisDatabase(index) {
  if (!env.TEST_REDIS_URL) return undefined;
  const url = new URL(env.TEST_REDIS_URL);
  url.pathname = `/${index}`;
  return url.toString();
}

/** When the two-instance harness runs (always in CI), and what it needs. */
const nginxHarness = [
  () => env.CI_SERVICES === '1' || (Boolean(env.TEST_DATABASE_URL) && existsSync('/usr/sbin/nginx')),
  "needs TEST_DATABASE_URL and Debian's nginx",
];

const steps = [
  ['lint', ['npx', 'biome', 'check', '.']],
  // Test tables and fixtures stay in testing/ folders, and production code never imports them.
  ['test code stays out', ['node', 'scripts/check-test-code-stays-out.mjs']],
  // Dates are written by the shared formatters of packages/domain, never by hand (decision 0180).
  ['dates in one place', ['node', 'scripts/check-dates-in-one-place.mjs']],
  // Every file field waits until the page is live: a file chosen during hydration is dropped (issue 38).
  ['file fields wait', ['node', 'scripts/check-file-fields-wait.mjs']],
  // No module cycle, no module reaching another's internals, infrastructure knowing no module (decision 0178).
  ['module boundaries', ['node', 'scripts/check-module-boundaries.mjs']],
  // The type check keeps one core busy for about two minutes, the unit and gateway tests use one
  // and a half: side by side they take the time of the longer, not of both (CI's 30 minutes).
  [
    'types, build, unit and gateway tests, first-load budget',
    [
      ['types', ['npm', 'run', 'typecheck']],
      [
        'build and tests',
        [
          ['npm', 'run', 'build'],
          // Vitest, on PGlite and — with TEST_DATABASE_URL — on PostgreSQL.
          ['npx', 'vitest', 'run'],
          // First-load JavaScript of the public templates against its budget (bench/first-load-js.ts).
          ['npx', 'vitest', 'run', '-c', 'bench/vitest.config.ts'],
        ],
      ],
    ],
  ],
  // Two halves side by side, each with its own server and database (one journey keeps about one
  // core busy: the browser and the server take turns). The public pages' half runs on the
  // production shape (PostgreSQL, Redis, NATS: the page cache and the analytics stream are theirs);
  // the cabinets' on PostgreSQL and its own Redis database, with analytics through the database:
  // one JetStream consumer would mix the two servers' events.
  [
    'browser journeys',
    [
      [
        'cabinet journeys',
        journeyPart('cabinet', {
          E2E_PORT: '3211',
          TEST_NATS_URL: undefined,
          TEST_REDIS_URL: redisDatabase(1),
        }),
      ],
      ['other journeys', journeyPart('rest', {})],
    ],
  ],
  // Two instances behind nginx on one PostgreSQL, Redis, NATS and S3 (e2e/two-instances).
  [
    'two instances',
    ['npx', 'playwright', 'test', '-c', 'e2e/two-instances/playwright.config.ts'],
    ...nginxHarness,
  ],
  // The same harness restarted one instance after the other under load, with an expand migration
  // landing meanwhile: no request may fail (decision 0176).
  ['rolling restart', ['node', '--import', 'tsx', 'e2e/two-instances/rolling-restart.ts'], ...nginxHarness],
  // docs/deploy.md's backup and restore, drilled: a signed document survives them (decision 0171).
  [
    'restore',
    ['node', '--import', 'tsx', 'scripts/restore-drill.ts'],
    () => env.CI_SERVICES === '1' || Boolean(env.TEST_DATABASE_URL),
    'needs TEST_DATABASE_URL (PostgreSQL with pg_dump and pg_restore)',
  ],
];

/** The environment with some variables replaced, and those set to undefined removed. */
function withOverrides(base, overrides = {}) {
  const result = { ...base, ...overrides };
  for (const [name, value] of Object.entries(result)) if (value === undefined) delete result[name];
  return result;
}

/** Runs one command, each line of its output led by `name`; resolves to its exit status. */
function runLabelled(name, [command, ...words]) {
  return new Promise((resolve) => {
    const options = typeof words.at(-1) === 'object' ? words.pop() : {};
    const child = spawn(command, words, { cwd: root, env: withOverrides(env, options.env) });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.on('close', (status) => resolve(status));
  });
}

/**
 * Runs side-by-side lanes, each line of their output as it comes, led by the lane's name (a CI
 * log shows where a long run stands). A lane is one command or a list of commands run one after
 * the other until one fails. A command's last word may be `{ env }`: variables it runs with
 * instead of the common ones.
 */
async function runTogether(lanes) {
  const statuses = await Promise.all(
    lanes.map(async ([name, lane]) => {
      const commands = Array.isArray(lane[0]) ? lane : [lane];
      for (const command of commands) {
        const started = Date.now();
        const status = await runLabelled(name, [...command]);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(
          `[${name}] ${status === 0 ? '✔' : '✖'} ${command.filter((word) => typeof word === 'string').join(' ')} (${seconds} s)`,
        );
        if (status !== 0) {
          console.error(`✖ ${name} failed`);
          return status;
        }
      }
      return 0;
    }),
  );
  return statuses.every((status) => status === 0) ? 0 : 1;
}

const only = process.argv.slice(2);
for (const [name, [command, ...args], runs = () => true, needs] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  if (!runs()) {
    console.warn(`note: ${name} skipped (${needs})`);
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
