import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { formatAtLeast } from '@agrolease/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { buildCategoryTree } from './category-tree.ts';

interface Node {
  title: string;
  uri: string;
  count: number;
  children: Node[];
}

describe.each(testDrivers())('reference calls on %s', (driver) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  it('getCategories answers the category tree whose counts add up to the catalogue', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/srv/getCategories' });
    expect(response.statusCode).toBe(200);
    // The same for every visitor: the menus fetch it when opened, and the browser keeps it a minute.
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const { categories, sale_categories } = response.json() as {
      categories: Node[];
      sale_categories: { url: string }[];
    };
    expect(categories.map((category) => category.uri)).toContain('traktory');
    const total = categories.reduce((sum, category) => sum + category.count, 0);
    expect(total).toBeGreaterThanOrEqual(290);
    for (const category of categories) {
      expect(category.count).toBe(category.children.reduce((sum, child) => sum + child.count, 0));
    }
    const empty = categories
      .flatMap((category) => category.children)
      .find((child) => child.uri === 'selskohozyajstvennye-drony');
    expect(empty?.count).toBe(0);
    expect(sale_categories[0]?.url).toMatch(/^\/sale\/catalog\/[a-z-]+\/$/);
  });

  it('Main answers the hero figures, tiles of non-empty categories, offers and the latest news', async () => {
    const body = (await gateway.app.inject({ method: 'GET', url: '/srv/Main' })).json();
    const [products] = await gateway.database.db.select({ value: count() }).from(schema.products);
    // «аванс от … %» is the calculator's lower bound of the advance (CalcInit), not a figure of its own.
    const init = (await gateway.app.inject({ method: 'GET', url: '/srv/CalcInit' })).json();
    expect(body.hero.subtitle).toContain(`аванс от ${init.limits.advance.min}\u00a0%`);
    expect(body.hero.stats[0]).toEqual({
      value: formatAtLeast(products?.value ?? 0),
      label: 'единиц техники в каталоге',
    });
    expect(body.categories.every((tile: { count: number }) => tile.count > 0)).toBe(true);
    expect(body.categories[0].image).toMatch(/^\/img\/catalog\/[a-z]+\.svg$/);
    expect(body.offers.length).toBeGreaterThan(0);
    expect(body.offers.length).toBeLessThanOrEqual(8);
    expect(body.offers[0].url).toBe(`/catalog/item/${body.offers[0].id}/`);
    expect(body.news).toHaveLength(3);
    expect(body.news[0].date >= body.news[1].date).toBe(true);
  });
});

describe('the category tree', () => {
  it('sums products of descendants into each node and keeps the row order', () => {
    const tree = buildCategoryTree(
      [
        { id: 1, parentId: null, title: 'Тракторы', uri: 't' },
        { id: 2, parentId: 1, title: 'Колёсные', uri: 't-k' },
        { id: 3, parentId: 1, title: 'Гусеничные', uri: 't-g' },
        { id: 4, parentId: null, title: 'Дроны', uri: 'd' },
      ],
      new Map([
        [2, 5],
        [3, 2],
      ]),
    );
    expect(tree.map((node) => [node.title, node.count])).toEqual([
      ['Тракторы', 7],
      ['Дроны', 0],
    ]);
    expect(tree[0]?.children.map((node) => node.count)).toEqual([5, 2]);
  });
});
