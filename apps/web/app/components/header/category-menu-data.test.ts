import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCategoryMenu } from './category-menu-data';

const tree = {
  categories: [{ id: 1, title: 'Тракторы', uri: 'tractors', count: 3, children: [] }],
  sale_categories: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('the header menus’ category tree, fetched when a menu first opens (decision 0119)', () => {
  it('asks the gateway’s GET call once and reuses the answer for a few minutes, then asks again', async () => {
    const fetch = vi.fn(async (_address: string) => new Response(JSON.stringify(tree), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const start = 1_000_000_000_000;
    await expect(loadCategoryMenu(start)).resolves.toEqual(tree);
    await expect(loadCategoryMenu(start + 60_000)).resolves.toEqual(tree);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/srv/getCategories');
    await loadCategoryMenu(start + 6 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a failed answer is not kept: the next opening asks again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(tree), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const later = 2_000_000_000_000;
    await expect(loadCategoryMenu(later)).rejects.toThrow('503');
    await expect(loadCategoryMenu(later + 1)).resolves.toEqual(tree);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
