/**
 * Mantine's stylesheet is imported per component (decision 0128): mantine-styles.ts must list
 * the CSS of every Mantine component the site can render — those the app imports from
 * `@mantine/core`, those the other Mantine packages it uses import, and every component they
 * render inside (Button's Loader, Select's Combobox, Popover, Input…) — and nothing else, in
 * the order of Mantine's own styles.css. A component added to any page without its CSS fails
 * here, never silently on screen.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const app = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
/** A Mantine package's folder (its exports name no package.json: cjs/index.cjs is one level in). */
const packageFolder = (name: string) => dirname(dirname(require.resolve(`@mantine/${name}`)));
const core = packageFolder('core');
const ALWAYS = ['baseline', 'default-css-variables', 'global'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names a module's source imports (values, not types) from `specifier`. */
function namedImports(source: string, specifier: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${specifier}['"]`, 'g');
  return [...source.matchAll(pattern)].flatMap(([, typeOnly, names = '']) =>
    typeOnly
      ? []
      : names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0] as string),
  );
}

/** @mantine/core's exported name → the ESM module that defines it (null: another package's). */
function coreModules(): Map<string, string | null> {
  const index = readFileSync(join(core, 'esm/index.mjs'), 'utf8');
  const modules = new Map<string, string | null>();
  for (const [, names = '', path = ''] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    for (const name of names.split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (local) modules.set(local, path.startsWith('.') ? join(core, 'esm', path) : null);
    }
  }
  return modules;
}

/** Every component stylesheet the given @mantine/core modules load, theirs and their imports'. */
function stylesheetsOf(entries: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const queue = [...entries];
  for (let path = queue.pop(); path; path = queue.pop()) {
    if (seen.has(path)) continue;
    seen.add(path);
    const component = /\/(?:components|utils)\/(?:[^/]+\/)*([^/]+)\.module\.mjs$/.exec(path)?.[1];
    if (component) sheets.add(component);
    const source = readFileSync(path, 'utf8');
    for (const [, relative = ''] of source.matchAll(/(?:import|export)[^"']*?from\s*"(\.[^"]+)"/g)) {
      queue.push(resolve(dirname(path), relative));
    }
  }
  return sheets;
}

/** Where each stylesheet's rules sit in Mantine's styles.css: the order they must keep. */
function mantineOrder(name: string, full: string): number {
  const index = ALWAYS.indexOf(name);
  if (index >= 0) return index - ALWAYS.length;
  const firstClass = /\.m_[0-9a-f]{8}/.exec(readFileSync(join(core, 'styles', `${name}.css`), 'utf8'))?.[0];
  const position = firstClass ? full.indexOf(firstClass) : -1;
  if (position < 0) throw new Error(`${name}.css: its place in styles.css is not found`);
  return position;
}

function expectedStylesheets(): string[] {
  const modules = coreModules();
  const used = new Set<string>();
  const packages = new Set<string>();
  for (const file of sourceFiles(app)) {
    const source = readFileSync(file, 'utf8');
    for (const name of namedImports(source, '@mantine/core')) used.add(name);
    // A plain piece writes a Mantine component's markup without importing it (decisions 0191,
    // 0192): its root class names the component whose stylesheet it needs.
    for (const [, name = ''] of source.matchAll(/\bmantine-([A-Z][A-Za-z]+)-root\b/g)) {
      if (modules.has(name)) used.add(name);
    }
    // A package imported on first use (the toasts, decision 0186) renders its components all the same.
    for (const [, name] of source.matchAll(/(?:from\s+|import\(\s*)['"]@mantine\/([a-z-]+)['"]/g)) {
      if (name && name !== 'core' && name !== 'hooks') packages.add(name);
    }
  }
  // The other Mantine packages render @mantine/core components too (the toasts' Notification…).
  for (const name of packages) {
    const esm = join(packageFolder(name), 'esm');
    for (const file of readdirSync(esm, { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.mjs')) {
        for (const used_ of namedImports(readFileSync(join(esm, file), 'utf8'), '@mantine/core'))
          used.add(used_);
      }
    }
  }
  const entries = [...used].flatMap((name) => {
    const path = modules.get(name);
    if (path === undefined) throw new Error(`@mantine/core has no export ${name}`);
    return path ? [path] : [];
  });
  const sheets = stylesheetsOf(entries);
  for (const sheet of sheets) {
    if (!existsSync(join(core, 'styles', `${sheet}.css`))) throw new Error(`no styles/${sheet}.css`);
  }
  const full = readFileSync(join(core, 'styles.css'), 'utf8');
  return [...ALWAYS, ...sheets]
    .map((name) => ({ name, order: mantineOrder(name, full) }))
    .sort((a, b) => a.order - b.order)
    .map(({ name }) => name);
}

describe("Mantine's stylesheet per component", () => {
  it('imports the CSS of every component the site renders, and no other, in styles.css order', () => {
    const listed = [
      ...readFileSync(join(import.meta.dirname, 'mantine-styles.ts'), 'utf8').matchAll(
        /^import '@mantine\/core\/styles\/([A-Za-z-]+)\.css';$/gm,
      ),
    ].map(([, name]) => name);
    const expected = expectedStylesheets();
    expect(
      listed,
      `mantine-styles.ts should import:\n${expected.map((name) => `import '@mantine/core/styles/${name}.css';`).join('\n')}\n`,
    ).toEqual(expected);
  });
});
