#!/usr/bin/env node
/**
 * Dates reach people through the shared formatters of packages/domain (issue 39, decision 0180):
 * `formatMoscowDate`, `formatMoscowDateTime`, `formatMoscowDateTimeSeconds`, `formatMoscowLongDate`,
 * `formatMoscowShortDate`, `formatMoscowClock` (moscow-time.ts) and `formatIsoDayRu` (ru-format.ts).
 * This check fails, naming each file and line, when production code writes a date by hand again:
 * `toLocaleDateString`, `toLocaleTimeString`, a `new Intl.DateTimeFormat`, `.split('-').reverse()`,
 * a time zone named by hand
 * (`toLocaleString('ru-RU', { timeZone })`) or a `${day}.${month}.${year}` template. Tests compare with Intl and may use it.
 *
 *   node scripts/check-dates-in-one-place.mjs
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SOURCE_ROOTS = ['apps/gateway/src', 'apps/web/app', 'packages'];
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'build',
  'dist',
  'drizzle',
  '.react-router',
  'public',
  'testing',
]);
/** The one place that formats dates. */
const FORMATTERS = new Set(['packages/domain/src/moscow-time.ts']);

const HAND_MADE = [
  [/\.toLocale(Date|Time)String\(/, 'toLocaleDateString/toLocaleTimeString'],
  [/new Intl\.DateTimeFormat\(/, 'new Intl.DateTimeFormat'],
  [/timeZone:\s*['"]/, 'a time zone named by hand (toLocaleString with a zone)'],
  [/\.split\(\s*['"]-['"]\s*\)\s*\.reverse\(\)/, ".split('-').reverse()"],
  [/\$\{\s*\w*day\w*\s*\}\.\$\{\s*\w*month\w*\s*\}\./i, 'a day.month.year template'],
];

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name))
      yield path;
  }
}

const problems = [];
for (const sourceRoot of SOURCE_ROOTS) {
  for (const file of sourceFiles(join(root, sourceRoot))) {
    const path = relative(root, file);
    if (FORMATTERS.has(path)) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const [pattern, what] of HAND_MADE)
          if (pattern.test(line))
            problems.push(`${path}:${index + 1}: ${what} (use the formatters of moscow-time.ts)`);
      });
  }
}

if (problems.length > 0) {
  console.error(`Dates written by hand (issue 39):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Dates are formatted in one place (packages/domain/src/moscow-time.ts).');
