import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  branchesForPartialManifest,
  manifestForRender,
  parentPaths,
} from './partial-manifest-branches.server';

// A tree shaped like the site's: a root with a public layout, a catalogue with dynamic children,
// a cabinet layout with a client section and a catch-all.
const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    children: [
      {
        id: 'public',
        children: [
          { id: 'home', index: true },
          { id: 'catalog', path: 'catalog' },
          { id: 'category', path: 'catalog/:category' },
          { id: 'product', path: 'catalog/item/:id' },
          { id: 'company', path: 'company' },
          { id: 'not-found', path: '*' },
        ],
      },
      {
        id: 'cabinet',
        children: [
          { id: 'role-dashboard', path: 'cabinet/v2/:role/dashboard' },
          {
            id: 'client',
            children: [
              { id: 'client-dashboard', path: 'cabinet/v2/client/dashboard' },
              { id: 'client-orders', path: 'cabinet/v2/client/orders' },
              { id: 'client-order', path: 'cabinet/v2/client/orders/:id' },
            ],
          },
        ],
      },
    ],
  },
];

const branches = createStaticHandler(routes)._internalRouteBranches;

/** A build manifest of the tree above: every route with its parent's id. */
function manifestOf(
  tree: RouteObject[],
  parentId?: string,
): Record<string, { id: string; parentId?: string }> {
  const entries: Record<string, { id: string; parentId?: string }> = {};
  for (const route of tree) {
    const id = route.id as string;
    entries[id] = { id, parentId };
    Object.assign(entries, manifestOf(route.children ?? [], id));
  }
  return entries;
}
const manifest = {
  entry: { module: '/entry.js', imports: [] },
  routes: manifestOf(routes),
  url: '/m.js',
  version: '1',
} as unknown as Parameters<typeof manifestForRender>[0];

/** The route ids React Router's getPartialManifest collects: those matching each parent path. */
function partialManifestIds(pathname: string): string[] {
  const ids = new Set<string>();
  for (const path of parentPaths(pathname))
    for (const match of matchRoutes(routes, path) ?? []) ids.add(match.route.id as string);
  return [...ids].sort();
}

function keptIds(pathname: string): string[] {
  const kept = branchesForPartialManifest(branches, pathname);
  return [...new Set(kept.flatMap((branch) => branch.routesMeta.map((meta) => meta.route.id)))].sort();
}

describe('branches for the partial manifest', () => {
  it('lists "/" and the parent paths of an address, as React Router does', () => {
    expect(parentPaths('/cabinet/v2/client/dashboard/')).toEqual([
      '/',
      '/cabinet/v2/client',
      '/cabinet/v2',
      '/cabinet',
    ]);
    expect(parentPaths('/')).toEqual(['/']);
  });

  it.each([
    '/',
    '/catalog/',
    '/catalog/traktory/',
    '/catalog/item/100/',
    '/cabinet/v2/client/dashboard/',
    '/cabinet/v2/client/orders/7/',
    '/nowhere/deep/path/',
  ])('keeps a short list giving the same routes for %s', (pathname) => {
    expect(keptIds(pathname)).toEqual(partialManifestIds(pathname));
    expect(branchesForPartialManifest(branches, pathname).length).toBeLessThan(branches.length);
  });

  it('remembers the list of a parent path', () => {
    expect(branchesForPartialManifest(branches, '/catalog/item/1/')).toBe(
      branchesForPartialManifest(branches, '/catalog/item/2/'),
    );
  });
});

describe('the manifest a render is given', () => {
  function renderIds(pathname: string): string[] {
    const matched = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.id as string);
    const kept = branchesForPartialManifest(branches, pathname);
    return Object.keys(manifestForRender(manifest, kept, matched, pathname).routes).sort();
  }

  it.each(['/', '/catalog/item/100/', '/cabinet/v2/client/dashboard/', '/nowhere/deep/path/'])(
    'holds the matched routes and those of the partial manifest for %s, not the others',
    (pathname) => {
      const matched = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.id as string);
      expect(renderIds(pathname)).toEqual([...new Set([...matched, ...partialManifestIds(pathname)])].sort());
    },
  );

  it("keeps the build manifest's other fields and is remembered per page shape", () => {
    const kept = branchesForPartialManifest(branches, '/cabinet/v2/client/orders/7/');
    const first = manifestForRender(
      manifest,
      kept,
      ['root', 'cabinet', 'client', 'client-order'],
      '/cabinet/v2/client/orders/7/',
    );
    expect(first.url).toBe('/m.js');
    expect(Object.keys(first.routes)).not.toContain('company');
    expect(
      manifestForRender(
        manifest,
        kept,
        ['root', 'cabinet', 'client', 'client-order'],
        '/cabinet/v2/client/orders/8/',
      ),
    ).toBe(first);
  });
});
