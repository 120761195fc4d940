#!/usr/bin/env node
/**
 * Production code never imports what only tests need (issue 41). Test support lives in a
 * `testing/` folder (apps/gateway/src/testing, packages/db/src/testing) or beside the tests as
 * `*.test.ts`; fixture files in `test-fixtures/`. This check fails, naming each file and import,
 * when a file that is neither a test, nor test support, nor a bench or journey imports one of them,
 * and when test support sits in a module folder under another name (`ownership-cases.ts`,
 * `test-*.ts`), where it reads as part of the module.
 *
 *   node scripts/check-test-code-stays-out.mjs
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SOURCE_ROOTS = ['apps/gateway/src', 'apps/web/app', 'apps/web', 'packages'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'build', 'dist', 'drizzle', '.react-router', 'public']);

/** Every TypeScript file under a folder, without the skipped folders. */
function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const isTest = (path) => /\.test\.(ts|tsx)$/.test(path) || /\.spec\.ts$/.test(path);
const isTestSupport = (path) => /(^|\/)(testing|test-fixtures)\//.test(path);
/** Test-only tables and fixtures that sit in a module's folder under a module-like name. */
const looksLikeStrayTestSupport = (path) =>
  !isTestSupport(path) && /(^|\/)(ownership-cases|test-[\w-]+|[\w-]+-fixtures)\.(ts|tsx)$/.test(path);
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const problems = [];
const seen = new Set();
for (const sourceRoot of SOURCE_ROOTS) {
  for (const file of sourceFiles(join(root, sourceRoot))) {
    const path = relative(root, file);
    if (seen.has(path)) continue;
    seen.add(path);
    if (looksLikeStrayTestSupport(path)) {
      problems.push(`${path}: test support outside a testing/ folder (move it under testing/)`);
      continue;
    }
    if (isTest(path) || isTestSupport(path)) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = match[1] ?? match[2];
      if (/(^|\/)(testing|test-fixtures)(\/|$)/.test(target) || /\.test(\.tsx?)?$/.test(target)) {
        problems.push(`${path}: production code imports ${target}`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Test code reached production code (${problems.length}):\n${problems.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Test code stays out of production code: ${seen.size} files checked.`);
