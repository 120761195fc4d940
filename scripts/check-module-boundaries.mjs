#!/usr/bin/env node
/**
 * The gateway's module boundaries (issue 41, decision 0178), read from the import lines of
 * apps/gateway/src (tests and testing/ aside). Each folder of `modules/` is a business module;
 * each other top-level folder (config, http, plugins, adapters, certificates, pdf, docx, errors,
 * faults, health, security, events) is infrastructure; the files at the top (app.ts, main.ts,
 * index.ts) and modules/index.ts are the composition root, which may import anything. It fails on
 *   (a) infrastructure importing a business module,
 *   (b) a module importing another module's file other than its public index.ts,
 *   (c) an import cycle between modules or infrastructure folders (the cycle is printed),
 *   (d) a hand-written production source file of apps/ or packages/ over 500 lines (tests,
 *       testing/ folders and the seed and reference data listed in DATA_FILES aside),
 * except for the known violations listed below, which may only shrink: a listed one that no
 * longer exists fails too, so that the list is kept honest.
 *
 *   node scripts/check-module-boundaries.mjs           the check
 *   node scripts/check-module-boundaries.mjs --graph   the module graph, one "from -> to" a line
 *   node scripts/check-module-boundaries.mjs --mermaid the modules' graph as a Mermaid drawing
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SRC = join(root, 'apps/gateway/src');

/**
 * Known violations, each to be removed once fixed; none may be added. A line is
 * `infra <folder> -> <module>` (rule a), `internal <module> -> <module>/<file>` (rule b) or
 * `cycle-edge <module> -> <module>` (rule c): an import that still closes a cycle. The check
 * leaves the listed edges out of the graph and finds no cycle in the rest; an edge listed that
 * no longer exists fails. Empty since decision 0181: the 15 edges decision 0178 left went to
 * named queries of the modules that own the data, ports the composition root binds, and code
 * moved to the module it belongs to; the gateway's module graph has no cycle.
 */
const KNOWN = [];

/** Rule (d): the longest a hand-written source file may be. */
const MAX_LINES = 500;
/** Data, not code: seed and reference tables may be as long as the data they hold. */
const DATA_FILES = [/^packages\/db\/src\/reference-data\//, /^packages\/db\/src\/seed\//];
/**
 * Files over MAX_LINES when rule (d) came (decision 0181), each to be split (issue 41); none may
 * be added. A listed file back under the limit is reported, to be taken off the list. All four
 * are split now (decisions 0182 and 0187).
 */
const LONG_KNOWN = [];

/** Every production TypeScript file under a folder. */
function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'testing' || entry.name === 'node_modules') continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) yield path;
  }
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The unit a file of the gateway belongs to: `module:<name>`, `infra:<folder>` or `root`. */
function unitOf(path) {
  const parts = relative(SRC, path).split('/');
  if (parts[0] === 'modules') return parts.length > 2 ? `module:${parts[1]}` : 'root';
  return parts.length > 1 ? `infra:${parts[0]}` : parts[0] === 'config.ts' ? 'infra:config' : 'root';
}

/** The file a relative import names (`.ts` written out, or a folder's index.ts). */
function resolveImport(from, specifier) {
  const target = resolve(dirname(from), specifier);
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {}
    }
  }
  return target;
}

const name = (unit) => unit.replace(/^(module|infra):/, '');
const edges = new Map(); // unit -> Set of units
const problems = new Set();
const where = new Map(); // problem -> first file and import that shows it

for (const file of sourceFiles(SRC)) {
  const from = unitOf(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    const targetFile = resolveImport(file, specifier);
    if (!targetFile.startsWith(SRC)) continue;
    const to = unitOf(targetFile);
    if (to === from || to === 'root' || from === 'root') continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
    let problem;
    if (from.startsWith('infra:') && to.startsWith('module:')) {
      problem = `infra ${name(from)} -> ${name(to)}`;
    } else if (from.startsWith('module:') && to.startsWith('module:')) {
      const inside = relative(join(SRC, 'modules', name(to)), targetFile);
      if (inside !== 'index.ts') problem = `internal ${name(from)} -> ${name(to)}/${inside}`;
    }
    if (problem) {
      problems.add(problem);
      if (!where.has(problem)) where.set(problem, `${relative(root, file)} imports ${specifier}`);
    }
  }
}

const knownEdges = new Set(
  KNOWN.filter((line) => line.startsWith('cycle-edge ')).map((line) => line.slice('cycle-edge '.length)),
);
for (const edge of knownEdges) {
  const [from, to] = edge.split(' -> ');
  if (edges.get(`module:${from}`)?.has(`module:${to}`)) problems.add(`cycle-edge ${edge}`);
}

/** Strongly connected components of the unit graph (Tarjan), those of two units or more. */
function cycles() {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  const visit = (unit) => {
    index.set(unit, counter);
    low.set(unit, counter);
    counter += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const next of edges.get(unit) ?? []) {
      if (knownEdges.has(`${name(unit)} -> ${name(next)}`)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(unit, Math.min(low.get(unit), index.get(next)));
      }
    }
    if (low.get(unit) === index.get(unit)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) found.push(component.map(name).sort());
    }
  };
  for (const unit of edges.keys()) if (!index.has(unit)) visit(unit);
  return found;
}

/** One shortest cycle through the first unit of a component, to show what closes it. */
function cycleThrough(component) {
  const members = new Set(component);
  const unitsByName = new Map([...edges.keys()].map((unit) => [name(unit), unit]));
  const start = unitsByName.get(component[0]);
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift();
    for (const next of edges.get(unit) ?? []) {
      if (!members.has(name(next)) || knownEdges.has(`${name(unit)} -> ${name(next)}`)) continue;
      if (next === start) {
        const path = [name(start)];
        for (let at = unit; at !== null; at = previous.get(at)) path.splice(1, 0, name(at));
        return `${path.slice(1).join(' -> ')} -> ${name(start)}`;
      }
      if (!previous.has(next)) {
        previous.set(next, unit);
        queue.push(next);
      }
    }
  }
  return component.join(' ');
}

/**
 * The modules' graph as Mermaid (`flowchart LR`), infrastructure left out (every module may use
 * it) and each edge a module has through another left out too (the transitive reduction), so
 * that the drawing shows the layers rather than every import.
 */
function mermaid() {
  const moduleEdges = new Map();
  for (const [from, tos] of edges) {
    if (!from.startsWith('module:')) continue;
    moduleEdges.set(name(from), new Set([...tos].filter((to) => to.startsWith('module:')).map(name)));
  }
  const reach = (start, skip) => {
    const seen = new Set();
    const stack = [...(moduleEdges.get(start) ?? [])].filter((next) => next !== skip);
    while (stack.length > 0) {
      const unit = stack.pop();
      if (seen.has(unit)) continue;
      seen.add(unit);
      stack.push(...(moduleEdges.get(unit) ?? []));
    }
    return seen;
  };
  const lines = ['flowchart LR'];
  for (const [from, tos] of [...moduleEdges].sort(([a], [b]) => a.localeCompare(b))) {
    for (const to of [...tos].sort()) {
      const indirect = [...tos].some((other) => other !== to && reach(other, undefined).has(to));
      if (!indirect)
        lines.push(`  ${from.replaceAll('-', '_')}[${from}] --> ${to.replaceAll('-', '_')}[${to}]`);
    }
  }
  return lines.join('\n');
}

for (const component of cycles()) {
  const problem = `cycle ${component.join(' ')}`;
  problems.add(problem);
  where.set(problem, cycleThrough(component));
}

/** Every hand-written production source file of apps/ and packages/, relative to the root. */
function* productionSources(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (['node_modules', 'testing', 'build', 'dist', '.react-router', 'public'].includes(entry.name))
      continue;
    if (entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* productionSources(path);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|spec)\.|\.d\.ts$/.test(entry.name)) yield path;
  }
}

const longFiles = [];
const shortened = [];
for (const top of ['apps', 'packages']) {
  for (const file of productionSources(join(root, top))) {
    const path = relative(root, file);
    if (DATA_FILES.some((pattern) => pattern.test(path))) continue;
    const text = readFileSync(file, 'utf8');
    let lines = text.length > 0 && !text.endsWith('\n') ? 1 : 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
    if (lines <= MAX_LINES) {
      if (LONG_KNOWN.includes(path)) shortened.push(path);
    } else if (!LONG_KNOWN.includes(path)) {
      longFiles.push(path);
      const problem = `long ${path}`;
      problems.add(problem);
      where.set(
        problem,
        `${lines} lines, over ${MAX_LINES}: split it (seed and reference data go in DATA_FILES)`,
      );
    }
  }
}
if (shortened.length > 0) {
  console.error(`Under ${MAX_LINES} lines now, take off LONG_KNOWN: ${shortened.join(', ')}`);
}

if (process.argv.includes('--mermaid')) {
  console.log(mermaid());
  process.exit(0);
}

if (process.argv.includes('--graph')) {
  const lines = [...edges].flatMap(([from, tos]) => [...tos].map((to) => `${name(from)} -> ${name(to)}`));
  console.log(lines.sort().join('\n'));
  const units = new Set([...edges.keys(), ...[...edges.values()].flatMap((tos) => [...tos])]);
  const modules = [...units].filter((unit) => unit.startsWith('module:'));
  console.error(`${units.size} units (${modules.length} modules), ${lines.length} edges`);
  for (const problem of [...problems].sort()) console.error(`${problem}   [${where.get(problem)}]`);
  process.exit(0);
}

const known = new Set(KNOWN);
const fresh = [...problems].filter((problem) => !known.has(problem)).sort();
const gone = KNOWN.filter((problem) => !problems.has(problem));
if (fresh.length > 0 || gone.length > 0) {
  if (fresh.length > 0) {
    console.error(
      `Module boundaries crossed (${fresh.length}):\n${fresh
        .map((problem) => `  ${problem}\n      ${where.get(problem)}`)
        .join('\n')}`,
    );
  }
  if (gone.length > 0) {
    console.error(
      `Known violations that no longer exist: remove them from KNOWN in scripts/check-module-boundaries.mjs:\n${gone
        .map((problem) => `  ${problem}`)
        .join('\n')}`,
    );
  }
  process.exit(1);
}
console.log(
  `Module boundaries hold: ${edges.size} units, no new cycle or crossing (${KNOWN.length} known violations left).`,
);
