import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

type Supplier = { id: number; title: string; products_count: number; kind: string; region: string };

describe.each(testDrivers())('suppliers and agents calls on %s', (driver) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  const get = (url: string) => gateway.app.inject({ method: 'GET', url });

  it('lists suppliers, paged, with regions to filter by', async () => {
    const page = (await get('/srv/GetSuppliers?nPaginator=20')).json();
    expect(page.countCollection).toBe(50);
    expect(page.items).toHaveLength(20);
    expect(page.paginatorData.paginator).toEqual({ page: 1, pages: 3 });
    expect(page.items[0]).toMatchObject({ url: `/providers/${page.items[0].id}/` });
    expect(page.filterData.regions.reduce((sum: number, r: { count: number }) => sum + r.count, 0)).toBe(50);
    const last = (await get('/srv/GetSuppliers?nPaginator=20&page=3')).json();
    expect(last.items).toHaveLength(10);
  });

  it('searches by name or INN, and filters by region and kind', async () => {
    const all = (await get('/srv/GetSuppliers?nPaginator=100')).json().items as Supplier[];
    const target = all[7] as Supplier;
    const word = target.title.match(/«([^-»]+)/)?.[1] ?? '';
    const found = (
      await get(`/srv/GetSuppliers?nPaginator=100&query=${encodeURIComponent(word.toLowerCase())}`)
    ).json().items as Supplier[];
    expect(found.map((s) => s.id)).toContain(target.id);
    expect(found.every((s) => s.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const detail = (await get(`/srv/GetSupplier?id=${target.id}`)).json();
    expect(
      (await get(`/srv/GetSuppliers?query=${detail.inn}`)).json().items.map((s: Supplier) => s.id),
    ).toEqual([target.id]);
    const producers = (await get('/srv/GetSuppliers?kind=producer&nPaginator=100')).json()
      .items as Supplier[];
    expect(producers.every((s) => s.kind === 'producer')).toBe(true);
    const region = (await get(`/srv/GetSuppliers?region=${detail.region_fias_id}&nPaginator=100`)).json()
      .items as Supplier[];
    expect(region.map((s) => s.id)).toContain(target.id);
    expect((await get('/srv/GetSuppliers?query=%25%25%25')).json().items).toEqual([]);
  });

  it('answers one supplier with its products paged; 404 for an unknown id', async () => {
    const top = (await get('/srv/GetSuppliers?nPaginator=1')).json().items[0] as Supplier;
    const supplier = (await get(`/srv/GetSupplier?id=${top.id}&nPaginator=5`)).json();
    expect(supplier).toMatchObject({ id: top.id, title: top.title, products_count: top.products_count });
    expect(supplier.products.items.length).toBe(Math.min(5, top.products_count));
    expect(supplier.products.paginatorData.totalItems).toBe(top.products_count);
    expect(supplier.products.items[0].url).toMatch(/^\/catalog\/item\/\d+\/$/);
    expect(supplier.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(
      top.products_count,
    );
    expect((await get('/srv/GetSupplier?id=99999')).statusCode).toBe(404);
    expect((await get(`/srv/GetSupplier?id=${top.id}&page=0`)).statusCode).toBe(400);
  });

  it('answers 400 for bad paging or kind', async () => {
    for (const query of ['page=0', 'nPaginator=101', 'kind=farmer', 'region=x']) {
      const response = await get(`/srv/GetSuppliers?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors_list.length).toBeGreaterThan(0);
    }
  });

  it('answers an agent with region and contacts, and lists agents by region', async () => {
    const agent = (await get('/srv/GetAgent?id=1')).json();
    expect(agent).toMatchObject({ id: 1, url: '/agents/1/' });
    expect(agent.email).toMatch(/@/);
    expect(agent.region).not.toBe('');
    const inRegion = (await get(`/srv/GetAgents?region=${agent.region_fias_id}`)).json().items;
    expect(inRegion.map((a: { id: number }) => a.id)).toContain(1);
    expect((await get('/srv/GetAgents')).json().items).toHaveLength(6);
    expect((await get('/srv/GetAgent?id=99999')).statusCode).toBe(404);
    expect((await get('/srv/GetAgent?id=abc')).statusCode).toBe(400);
  });
});
