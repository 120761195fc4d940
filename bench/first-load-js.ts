/**
 * First-load JavaScript of the public page templates: the gzip bytes a browser fetches before a
 * page is interactive — the client entry (React, React Router) and the modules of every route
 * from the root through the layout to the page, with their static imports (what React Router
 * preloads with <link rel="modulepreload">). Chunks loaded later by `import()` are not counted.
 *
 *   npm run build && node --import tsx bench/first-load-js.ts [--chunks] [--signed-in]
 *
 * Read from the production build's route manifest (build/client/assets/manifest-*.js) and the
 * `.gz` twins the build writes beside each asset (gzipped here when a file is too small to
 * have one). `--chunks` lists each template's ten largest chunks too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

export const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps/web/build/client');

/** The public templates of issue 12 and the route (manifest id) that renders one of each. */
export const PUBLIC_TEMPLATES = {
  home: 'routes/home',
  'catalogue listing': 'catalog',
  category: 'catalog-category',
  'product page': 'catalog-product',
  calculator: 'routes/calculator',
  sale: 'sale-catalog',
  'content page': 'content:company',
} as const;

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
}

interface ClientManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** One layer of a page's first load: the entry, or one route of the chain root → page. */
export interface Layer {
  name: string;
  /** gzip bytes of the files this layer adds to the ones before it */
  gzipBytes: number;
  files: { file: string; gzipBytes: number }[];
}

export interface FirstLoad {
  template: string;
  routeId: string;
  gzipBytes: number;
  layers: Layer[];
}

export function readClientManifest(dir = clientDir): ClientManifest {
  const assets = join(dir, 'assets');
  if (!existsSync(assets)) throw new Error(`${assets} is missing: run \`npm run build\` first`);
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no manifest-*.js in ${assets}: run \`npm run build\` first`);
  const source = readFileSync(join(assets, file), 'utf8').trim();
  const json = source.replace(/^window\.__reactRouterManifest\s*=\s*/, '').replace(/;$/, '');
  return JSON.parse(json) as ClientManifest;
}

/** gzip size of one built asset (`/assets/x.js`): its `.gz` twin, or gzipped here when it has none. */
export function gzipSizeOf(asset: string, dir = clientDir): number {
  const path = join(dir, asset);
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  return gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }).length;
}

/** The route chain root → … → routeId. */
function routeChain(manifest: ClientManifest, routeId: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the client manifest`);
    chain.unshift(route);
  }
  return chain;
}

export function firstLoadOf(
  manifest: ClientManifest,
  template: string,
  routeId: string,
  dir = clientDir,
): FirstLoad {
  const seen = new Set<string>();
  const layerOf = (name: string, modules: string[]): Layer => {
    const files = modules
      .filter((file) => !seen.has(file) && seen.add(file))
      .map((file) => ({ file, gzipBytes: gzipSizeOf(file, dir) }));
    return { name, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
  };
  const layers = [
    layerOf('entry', [manifest.entry.module, ...(manifest.entry.imports ?? [])]),
    ...routeChain(manifest, routeId).map((route) =>
      layerOf(route.id, [route.module, ...(route.imports ?? [])]),
    ),
  ];
  return { template, routeId, layers, gzipBytes: layers.reduce((sum, l) => sum + l.gzipBytes, 0) };
}

/** First-load JS of every public template of the build in `dir`. */
export function publicFirstLoads(dir = clientDir): FirstLoad[] {
  const manifest = readClientManifest(dir);
  return Object.entries(PUBLIC_TEMPLATES).map(([template, routeId]) =>
    firstLoadOf(manifest, template, routeId, dir),
  );
}

/** The layout every signed-in page is framed by (the cabinets of every role and the back office). */
export const CABINET_LAYOUT = 'layouts/cabinet-layout';

/**
 * First-load JS of every signed-in page template of the build in `dir`: each route with a page
 * of its own (not a layout of others) inside the cabinet layout, named by its route id.
 */
export function signedInFirstLoads(dir = clientDir): FirstLoad[] {
  const manifest = readClientManifest(dir);
  const routes = Object.values(manifest.routes);
  const parents = new Set(routes.map((route) => route.parentId));
  return routes
    .filter((route) => route.hasDefaultExport && !parents.has(route.id))
    .filter((route) => routeChain(manifest, route.id).some((link) => link.id === CABINET_LAYOUT))
    .map((route) => firstLoadOf(manifest, route.id, route.id, dir))
    .sort((a, b) => a.template.localeCompare(b.template));
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function report(loads: FirstLoad[], listChunks: boolean): void {
  console.log('\nFirst-load JS (gzip) per template:\n');
  for (const load of loads) {
    const layers = load.layers.map((l) => `${l.name} ${kb(l.gzipBytes)}`).join(' + ');
    const files = load.layers.reduce((sum, l) => sum + l.files.length, 0);
    console.log(
      `${load.template.padEnd(18)} ${kb(load.gzipBytes).padStart(9)} ${String(files).padStart(4)} files   ${layers}`,
    );
    if (!listChunks) continue;
    const largest = load.layers
      .flatMap((l) => l.files)
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 10);
    for (const { file, gzipBytes } of largest)
      console.log(`${''.padEnd(22)}${kb(gzipBytes).padStart(9)}  ${file}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  report(publicFirstLoads(), process.argv.includes('--chunks'));
  if (process.argv.includes('--signed-in')) report(signedInFirstLoads(), process.argv.includes('--chunks'));
}
