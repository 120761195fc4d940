import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createGuestPageCache } from './guest-page-cache.ts';
import { createPageCacheAddress, keptQuery } from './page-cache-key.ts';

const CATALOGUE_QUERY = ['sort', 'page', 'q', 'catalog[filter][*'];

/** A route manifest shaped like the server build's: root → layout → pages. */
function manifest(): ServerBuild['routes'] {
  const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: unknown) => ({
    id,
    parentId,
    path,
    module: { default: () => null, handle } as never,
  });
  return {
    root: route('root', undefined, ''),
    layout: route('layout', 'root', undefined),
    catalog: route('catalog', 'layout', 'catalog', { pageCache: { query: CATALOGUE_QUERY } }),
    category: route('category', 'layout', 'catalog/:category', { pageCache: { query: CATALOGUE_QUERY } }),
    contacts: route('contacts', 'layout', 'company/contacts'),
    dashboard: route('dashboard', 'layout', 'cabinet/v2/client/dashboard', {
      accountPageCache: { query: [] },
    }),
  };
}

describe('the page cache address', () => {
  const address = createPageCacheAddress(manifest());

  it.each([
    [
      'drops parameters the route does not read',
      '/catalog/?utm_source=x&sort=price&zz=1',
      '/catalog/?sort=price',
    ],
    ['drops a random cache-busting string', '/catalog/tractors/?a8f3e1=1', '/catalog/tractors/'],
    [
      'orders the parameters it keeps',
      '/catalog/?q=mtz&page=2&sort=price',
      '/catalog/?page=2&q=mtz&sort=price',
    ],
    [
      'keeps every filter parameter, values of one name in their order',
      '/catalog/?catalog[filter][brand][]=b&catalog[filter][brand][]=a&x=1',
      '/catalog/?catalog%5Bfilter%5D%5Bbrand%5D%5B%5D=b&catalog%5Bfilter%5D%5Bbrand%5D%5B%5D=a',
    ],
  ])('%s', (_name, url, expected) => {
    expect(address(url)).toBe(expected);
  });

  it('is undefined for a route that does not declare its parameters (never shared)', () => {
    expect(address('/company/contacts/?x=1')).toBeUndefined();
    expect(address('/no-such-page/')).toBeUndefined();
  });

  it('matches names by prefix only where the route says so', () => {
    expect(keptQuery(new URLSearchParams('sorting=1&sort=a'), ['sort']).toString()).toBe('sort=a');
  });

  it('lets guests with unknown parameters share one rendered page', async () => {
    const cache = createGuestPageCache({ maxBytes: 1_000_000, version: async () => 1 });
    let renders = 0;
    const render = async () => {
      renders++;
      return new Response('page', { headers: { 'cache-control': 'public, max-age=0, s-maxage=30' } });
    };
    const outcomes = [];
    for (const url of [
      '/catalog/?sort=price',
      '/catalog/?sort=price&r=1',
      '/catalog/?r=2&sort=price&utm_source=ad',
    ]) {
      outcomes.push((await cache.serve(address(url) ?? url, render)).outcome);
    }
    expect(outcomes).toEqual(['MISS', 'HIT', 'HIT']);
    expect(renders).toBe(1);
  });
});

describe("the address of an account's kept page", () => {
  const own = createPageCacheAddress(manifest(), 'accountPageCache');
  const shared = createPageCacheAddress(manifest());

  it('is given only by routes that declare accountPageCache, without what they do not read', () => {
    expect(own('/cabinet/v2/client/dashboard?utm_source=mail')).toBe('/cabinet/v2/client/dashboard');
    expect(own('/catalog/?sort=price')).toBeUndefined();
    expect(shared('/cabinet/v2/client/dashboard')).toBeUndefined();
  });
});
