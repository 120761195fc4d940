import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * What a route puts in its `handle` to have guests' copies of its page kept (decision 0078):
 * the query parameters its page reads. A name ending in `*` stands for every parameter that
 * starts with the rest (`catalog[filter][*`). Other parameters (utm_*, a random string) are
 * not part of the key and are not shown to the render, so they cannot force a new render or
 * put themselves into a page that other guests get.
 */
export interface PageCacheHandle {
  pageCache: { query: readonly string[] };
}

/**
 * What a signed-in page's route puts in its `handle` to have its page kept for each account
 * (decision 0131, account-page-cache.ts): the query parameters its page reads.
 */
export interface AccountPageCacheHandle {
  accountPageCache: { query: readonly string[] };
}

type CacheHandleName = keyof PageCacheHandle | keyof AccountPageCacheHandle;

function declaredQuery(handle: unknown, name: CacheHandleName): readonly string[] | undefined {
  const declared = (handle as Partial<Record<CacheHandleName, { query?: unknown }>> | undefined)?.[name];
  return Array.isArray(declared?.query) ? (declared.query as readonly string[]) : undefined;
}

function routeTree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) =>
      route?.index
        ? { id: route.id, index: true, path: route.path, handle: route.module.handle }
        : {
            id: route?.id,
            path: route?.path,
            caseSensitive: route?.caseSensitive,
            handle: route?.module.handle,
            children: routeTree(routes, route?.id),
          },
    );
}

/** The parameters kept: the declared ones, by name (values of one name keep their order). */
export function keptQuery(search: URLSearchParams, declared: readonly string[]): URLSearchParams {
  const reads = (name: string) =>
    declared.some((entry) => (entry.endsWith('*') ? name.startsWith(entry.slice(0, -1)) : name === entry));
  const kept = [...search.entries()].filter(([name]) => reads(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept);
}

/** Paths whose route match is remembered before the memory starts over. */
const MAX_REMEMBERED_PATHS = 20_000;

/**
 * The address a page is kept and rendered under, or undefined when the route (the deepest match
 * that declares the handle: `pageCache` for guests' shared pages, `accountPageCache` for an
 * account's own) does not let its page be kept.
 */
export function createPageCacheAddress(
  routes: ServerBuild['routes'],
  handleName: CacheHandleName = 'pageCache',
) {
  const tree = routeTree(routes);
  // matchRoutes flattens and ranks the whole route tree on every call (milliseconds with our
  // hundred routes): each path's answer is kept, a bounded number of them.
  const declaredByPath = new Map<string, readonly string[] | null>();
  const declaredFor = (pathname: string): readonly string[] | null => {
    const known = declaredByPath.get(pathname);
    if (known !== undefined) return known;
    const matches = matchRoutes(tree, pathname) ?? [];
    const declared =
      matches
        .map((match) => declaredQuery(match.route.handle, handleName))
        .filter((query) => query !== undefined)
        .at(-1) ?? null;
    if (declaredByPath.size >= MAX_REMEMBERED_PATHS) declaredByPath.clear();
    declaredByPath.set(pathname, declared);
    return declared;
  };
  return (url: string): string | undefined => {
    const { pathname, searchParams } = new URL(url, 'http://site');
    const declared = declaredFor(pathname);
    if (!declared) return undefined;
    const query = keptQuery(searchParams, declared).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}
