import { type EntryContext, matchRoutes } from 'react-router';

type Branch = EntryContext['branches'][number];

/**
 * The route branches React Router's `<Scripts>` needs to build a page's partial manifest (lazy
 * route discovery): only those that match the page's parent paths (decision 0115).
 *
 * For every rendered page, `getPartialManifest` matches "/" and each parent path of the address
 * ("/cabinet/v2/client", "/cabinet/v2", "/cabinet" for the dashboard) against all ~200 branches
 * of the route tree; a parent path that is no page of its own goes through every branch. That was
 * about 8 % of the CPU of a signed-in dashboard under load. The branches that can match those
 * paths depend only on the parent paths, so they are found once per distinct parent (with
 * React Router's own `matchRoutes`) and remembered; the render gets that short list, in the
 * original rank order, and derives the same partial manifest from it.
 */
const remembered = new Map<string, Branch[]>();
/** Distinct parent paths remembered before the memory starts over (unknown addresses are many). */
const MAX_REMEMBERED = 5_000;

/** "/" and the parent paths of `pathname`, as React Router's getPartialManifest lists them. */
export function parentPaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const paths = ['/'];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join('/')}`);
    segments.pop();
  }
  return paths;
}

export function branchesForPartialManifest(branches: Branch[], pathname: string): Branch[] {
  const paths = parentPaths(pathname);
  const key = paths.join('\n');
  const known = remembered.get(key);
  if (known) return known;
  // The top-level routes the branches were flattened from (the root), in their order.
  const topLevel = [...new Set(branches.map((branch) => branch.routesMeta[0]?.route))].filter(
    (route) => route !== undefined,
  );
  const matched = new Set<string>();
  for (const path of paths) {
    const matches = matchRoutes(topLevel, path);
    if (matches) matched.add(matches.map((match) => match.route.id).join('\n'));
  }
  const kept = branches.filter((branch) =>
    matched.has(branch.routesMeta.map((meta) => meta.route.id).join('\n')),
  );
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(key, kept);
  return kept;
}

type Manifest = EntryContext['manifest'];

const manifests = new WeakMap<Manifest, Map<string, Manifest>>();

/**
 * The build's manifest with only the routes a render can reach: the page's own matches and the
 * routes of the branches kept for its partial manifest (decision 0127). React Router's
 * `ServerRouter` turns every route of the manifest it is given into a route object for each render
 * (`createServerRoutes`, then `createStaticRouter` converts them again): about 200 routes, 4–5 %
 * of a dashboard's CPU. A server render only reads the matched routes (rendering, links, meta)
 * and, in `<Scripts>`, those matching the parent paths, so the inline manifest and the HTML are
 * the same. Remembered per page shape (matched ids and parent paths), as the branches are.
 */
export function manifestForRender(
  manifest: Manifest,
  kept: readonly Branch[],
  matchedIds: readonly string[],
  pathname: string,
): Manifest {
  const key = `${matchedIds.join('\n')}\n\n${parentPaths(pathname).join('\n')}`;
  let byKey = manifests.get(manifest);
  if (!byKey) {
    byKey = new Map();
    manifests.set(manifest, byKey);
  }
  const known = byKey.get(key);
  if (known) return known;
  const ids = new Set(matchedIds);
  for (const branch of kept) for (const meta of branch.routesMeta) ids.add(meta.route.id as string);
  const routes: Manifest['routes'] = {};
  // In the manifest's own order: children stay in their order under each parent.
  for (const [id, route] of Object.entries(manifest.routes)) if (ids.has(id)) routes[id] = route;
  const reduced: Manifest = { ...manifest, routes };
  if (byKey.size >= MAX_REMEMBERED) byKey.clear();
  byKey.set(key, reduced);
  return reduced;
}
