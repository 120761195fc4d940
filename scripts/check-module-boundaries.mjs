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
 * except for the known violations listed below, which may only shrink: a listed one that no
 * longer exists fails too, so that the list is kept honest.
 *
 *   node scripts/check-module-boundaries.mjs           the check
 *   node scripts/check-module-boundaries.mjs --graph   the module graph, one "from -> to" a line
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
 * no longer exists fails. These 15 edges are what is left of the one cycle of 26 modules and
 * infrastructure folders measured before issue 41 (decision 0178): each goes against the layers
 * (a module reaching a module that, through others, depends on it) and wants a domain event
 * (the reaction of another module) or a named query moved to the module that owns the data.
 */
const KNOWN = [
  'cycle-edge accreditation -> backoffice', // the back office's queue of accreditations
  'cycle-edge accreditation -> signing', // the accreditation package signed by SMS code
  'cycle-edge attorney -> contacts', // the contact person the attorney is for
  'cycle-edge backoffice -> agent-deal', // the manager's manual conditions of an agent's deal
  'cycle-edge backoffice -> supplier', // the manager's review of accreditations and product changes
  'cycle-edge catalogue -> supplier', // the supplier's consultant and reviews on a product page
  'cycle-edge company-proof -> agent', // a proof detaches the agent's invited accounts
  'cycle-edge company-proof -> auth', // the account a proof is for
  'cycle-edge deal -> supplier', // the suppliers' deliveries of a deal
  'cycle-edge offers -> deal', // an accepted offer opens a deal
  'cycle-edge registration -> agent', // an invited account joins the agent's contractor
];

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

for (const component of cycles()) {
  const problem = `cycle ${component.join(' ')}`;
  problems.add(problem);
  where.set(problem, cycleThrough(component));
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
