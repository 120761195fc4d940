import type { RouteConfigEntry } from '@react-router/dev/routes';
import { createStaticHandler, matchPath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from './app/routes.ts';

/**
 * React Router's matching is patched (patches/react-router+*.patch, decisions 0160 and 0172): a
 * branch is tried only for addresses that start with its static segments (those before its first
 * parameter, splat or optional segment). These tests hold the patched matching to what the
 * unpatched one answers for every page of the site.
 */

const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.tsx?$/, '');

function toRouteObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: idOf(entry), index: true }
      : { id: idOf(entry), path: entry.path, children: toRouteObjects(entry.children ?? []) },
  );
}

/** Every route with a path of its own, with the path from the top. */
function pagesOf(entries: readonly RouteConfigEntry[], parent = ''): { id: string; path: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join('/');
    const own = entry.path !== undefined || entry.index ? [{ id: idOf(entry), path }] : [];
    return [...own, ...pagesOf(entry.children ?? [], path)];
  });
}

/** An address of the page: each parameter a word, a splat two segments. */
const sampleOf = (path: string) =>
  `/${path.replace(/:[\w-]+/g, 'x1').replace(/\*$/, 'a/b')}`.replace(/\/+$/, '') || '/';

const tree = [{ id: 'root', path: '', children: toRouteObjects(routes) }];
const pages = pagesOf(routes);
// The static handler ranks the branches once, as the site's request handler does.
const handler = createStaticHandler(tree);
async function deepest(pathname: string): Promise<string | undefined> {
  const context = await handler.query(new Request(`http://site${pathname}`));
  return context instanceof Response ? undefined : context.matches.at(-1)?.route.id;
}

describe('route matching of every page of the site', () => {
  it('knows a hundred and more pages', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it('finds each page without parameters at its own address, with or without the last slash', async () => {
    const wrong: string[] = [];
    for (const page of pages.filter((candidate) => !/[:*]/.test(candidate.path))) {
      const sample = sampleOf(page.path);
      for (const address of [sample, `${sample}/`]) {
        const found = await deepest(address);
        if (found !== page.id) wrong.push(`${address} → ${found} (not ${page.id})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('finds for each page with parameters a page whose path matches its address', async () => {
    const wrong: string[] = [];
    for (const page of pages.filter((candidate) => /[:*]/.test(candidate.path))) {
      const sample = sampleOf(page.path);
      const id = await deepest(sample);
      const found = pages.find((candidate) => candidate.id === id);
      if (!found || !matchPath({ path: `/${found.path}`, end: true }, sample))
        wrong.push(`${sample} → ${found?.path ?? id}`);
    }
    expect(wrong).toEqual([]);
  });

  it('matches whatever the letters’ case, as React Router does', async () => {
    expect(await deepest('/SHOPPINGCART/')).toBe(await deepest('/shoppingCart/'));
    expect(await deepest('/Catalog/Item/7/')).toBe('catalog-product');
  });

  it('sends an unknown address to the not-found pages', async () => {
    expect(await deepest('/no-such-page/')).toBe('routes/not-found');
    expect(await deepest('/cabinet/v2/no-such-page')).toBe('cabinet-not-found');
  });

  it('takes a static prefix for a whole segment, not the start of a longer one', async () => {
    expect(await deepest('/cabinet/v2/client/paymentsx/')).toBe('cabinet-not-found');
    expect(await deepest('/cabinet/v2/client/payments/')).toBe('routes/cabinet/client/payments');
  });

  it('matches the home page only at the top', async () => {
    expect(await deepest('/')).toBe('routes/home');
  });
});
