#!/usr/bin/env node
/**
 * A file chosen before a page is live is dropped by the hydration: React attaches its handlers
 * after the browser has already taken the file, and the form never learns of it (issue 38). So
 * every file field of the site waits: the opening tag of each `<FileInput`, `<FileButton`,
 * `<Dropzone` and `<input type="file"` in apps/web/app names a variable its file sets from
 * `useHydrated()` (components/deferred/deferred.tsx), as in `disabled={!live}`. A field that can
 * only appear after an interaction may instead be marked, in a comment on one of the three lines
 * above its tag, `file field after an interaction: <why>`. This check fails, naming each file and
 * line, on a file field that does neither.
 *
 *   node scripts/check-file-fields-wait.mjs
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SOURCE_ROOT = 'apps/web/app';
const SKIPPED_FOLDERS = new Set(['node_modules', 'build', '.react-router', 'public', 'testing']);
/** Where a file field's tag opens: Mantine's file components, and the browser's own. */
const FIELD = /<(FileInput|FileButton|Dropzone|input)(?=[\s/>])/g;
const HYDRATED = /const\s+(\w+)\s*=\s*useHydrated\(\)/g;
const OPT_OUT = /file field after an interaction:\s*\S/;

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.tsx') && !/\.(test|spec)\.tsx$/.test(entry.name)) yield path;
  }
}

/** The text of a JSX opening tag from its `<` to its closing `>`, expressions and strings skipped over. */
function openingTag(text, start) {
  let depth = 0;
  let quote = '';
  for (let index = start + 1; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (depth === 0 && (char === '"' || char === "'")) quote = char;
    else if (depth === 0 && char === '>') return text.slice(start, index + 1);
  }
  return text.slice(start);
}

const problems = [];
let fields = 0;
for (const file of sourceFiles(join(root, SOURCE_ROOT))) {
  const text = readFileSync(file, 'utf8');
  const live = [...text.matchAll(HYDRATED)].map((match) => match[1]);
  const naming = live.length > 0 ? new RegExp(`\\b(${live.join('|')})\\b`) : null;
  for (const match of text.matchAll(FIELD)) {
    const tag = openingTag(text, match.index);
    if (match[1] === 'input' && !/\btype=(["'])file\1|\btype=\{\s*(["'])file\2\s*\}/.test(tag)) continue;
    fields += 1;
    if (naming?.test(tag)) continue;
    const line = text.slice(0, match.index).split('\n').length;
    const above = text.split('\n').slice(Math.max(0, line - 4), line - 1);
    if (above.some((one) => OPT_OUT.test(one))) continue;
    problems.push(
      `${relative(root, file)}:${line}: <${match[1]}> does not wait for the page to be live ` +
        '(disable it until useHydrated(), or mark it "file field after an interaction: <why>")',
    );
  }
}

if (problems.length > 0) {
  console.error(`File fields that drop a file chosen during hydration (issue 38):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`All ${fields} file fields wait until the page is live.`);
