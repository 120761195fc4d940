import { testDrivers } from '@agrolease/db/testing/test-database';
import { moscowDay } from '@agrolease/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

type Card = { id: number; price: number; ready_date: string; is_ready: boolean; category: { uri: string } };

describe.each(testDrivers())('stock calls on %s', (driver) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  const get = (url: string) => gateway.app.inject({ method: 'GET', url });

  it('lists machinery in stock, soonest ready first, with filters and paging', async () => {
    const response = await get('/srv/v2/StockCatalog');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.countCollection).toBe(30);
    expect(page.paginatorData).toEqual({ paginator: { page: 1, pages: 2 }, totalItems: 30, pageSize: 25 });
    const dates = page.items.map((card: Card) => card.ready_date);
    expect(dates).toEqual([...dates].sort());
    expect(page.items[0]).toMatchObject({
      url: `/stock/${page.items[0].id}/`,
      product_url: expect.stringMatching(/^\/catalog\/item\/\d+\/$/),
    });
    expect(page.filterData.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(
      30,
    );
  });

  it('keeps only items ready today, and those of one top category', async () => {
    const ready = (await get('/srv/v2/StockCatalog?ready=1&nPaginator=100')).json().items as Card[];
    expect(ready.length).toBeGreaterThan(0);
    expect(ready.every((card) => card.is_ready && card.ready_date <= moscowDay(new Date()))).toBe(true);
    const all = (await get('/srv/v2/StockCatalog?nPaginator=100')).json();
    const category = all.filterData.categories[0];
    const inCategory = (await get(`/srv/v2/StockCatalog?category=${category.uri}&nPaginator=100`)).json();
    expect(inCategory.countCollection).toBe(category.count);
  });

  it('answers 400 for bad paging or flags and 404 for an unknown category', async () => {
    for (const query of ['page=0', 'nPaginator=0', 'ready=yes', 'sort=name']) {
      expect((await get(`/srv/v2/StockCatalog?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get('/srv/v2/StockCatalog?category=nichego')).statusCode).toBe(404);
  });

  it('answers one stock item with the product, its characteristics, price levels and warehouse', async () => {
    const item = (await get('/srv/StockCatalogProduct?id=1')).json();
    expect(item).toMatchObject({ id: 1, url: '/stock/1/' });
    expect(item.address).toMatch(/склад/);
    expect(item.quantity).toBeGreaterThan(0);
    expect(item.CRMPrices.length).toBeGreaterThan(0);
    expect(item.CRMPrices[0].value).toBe(item.price);
    expect(item.characteristics.length).toBeGreaterThan(0);
    expect((await get('/srv/StockCatalogProduct?id=99999')).statusCode).toBe(404);
    expect((await get('/srv/StockCatalogProduct?id=0')).statusCode).toBe(400);
  });
});
