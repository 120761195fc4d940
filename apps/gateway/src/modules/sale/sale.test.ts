import { existsSync } from 'node:fs';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { isValidInn, isValidOgrn } from '@agrolease/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

/** Documents and pictures are files the web tier serves from its public folder. */
const servedByTheSite = (url: string) => existsSync(new URL(`../../../../web/public${url}`, import.meta.url));

type Card = { id: number; price: number; year: number; category: { uri: string }; url: string };

describe.each(testDrivers())('used-property sale calls on %s', (driver) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  const get = (url: string) => gateway.app.inject({ method: 'GET', url });

  it('answers the catalogue page data: items, filters, sort, paging, counts and texts', async () => {
    const response = await get('/srv/SaleCatalogV2');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.countCollection).toBe(20);
    expect(page.items).toHaveLength(20);
    expect(page.paginatorData).toEqual({ paginator: { page: 1, pages: 1 }, totalItems: 20, pageSize: 25 });
    expect(page.categoryText.title).toBe('Продажа имущества с пробегом');
    expect(page.filterData.categories).toHaveLength(5);
    expect(page.filterData.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(
      20,
    );
    expect(page.filterData.year.min).toBeLessThanOrEqual(page.filterData.year.max);
    expect(page.sortData[0]).toEqual({ sort: 'date', by: 'desc', title: 'Сначала новые' });
    expect(page.items[0]).toMatchObject({ url: `/sale/${page.items[0].id}/` });
    expect(page.items[0].listed_on >= page.items[1].listed_on).toBe(true);
  });

  it('filters by category alias, region, year and price, and sorts by price', async () => {
    const all = (await get('/srv/v2/SaleCatalog?nPaginator=100')).json().items as Card[];
    const uri = all[0]?.category.uri ?? '';
    const inCategory = (await get(`/srv/SaleCatalogV2?category=${uri}&sort=price&by=asc`)).json();
    expect(inCategory.items.length).toBe(all.filter((card) => card.category.uri === uri).length);
    expect(inCategory.items.every((card: Card) => card.category.uri === uri)).toBe(true);
    const prices = inCategory.items.map((card: Card) => card.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(inCategory.categoryText.title).toBe(
      inCategory.filterData.categories.find((c: { uri: string }) => c.uri === uri).title,
    );

    const region = inCategory.filterData.regions[0];
    const inRegion = (await get(`/srv/SaleCatalogV2?region=${region.fias_id}`)).json();
    expect(inRegion.countCollection).toBeGreaterThanOrEqual(region.count);

    const ranged = (
      await get('/srv/v2/SaleCatalog?year_from=2016&year_to=2020&price_from=1000000&price_to=5000000')
    ).json();
    expect(ranged.count_collection).toBe(
      all.filter((card) => card.year >= 2016 && card.year <= 2020 && card.price >= 1e6 && card.price <= 5e6)
        .length,
    );
  });

  it('lists only the asked lots for the favourites page, and refuses a bad list', async () => {
    const all = (await get('/srv/v2/SaleCatalog?nPaginator=10')).json().items as Card[];
    const wanted = [all[3]?.id, all[7]?.id].map(Number);
    const reply = (await get(`/srv/v2/SaleCatalog?ids=${wanted.join(',')},999999`)).json();
    expect(reply.items.map((card: Card) => card.id).sort()).toEqual([...wanted].sort());
    expect(reply.count_collection).toBe(2);
    const bad = await get('/srv/v2/SaleCatalog?ids=1,abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_message).toBe('Список лотов: до 50 номеров через запятую');
  });

  it('pages the plain grid', async () => {
    const first = (await get('/srv/v2/SaleCatalog?nPaginator=8&page=1')).json();
    const third = (await get('/srv/v2/SaleCatalog?nPaginator=8&page=3')).json();
    expect(first).toMatchObject({ count_collection: 20, pages: 3, page: 1, items_pp: 8 });
    expect(first.items).toHaveLength(8);
    expect(third.items).toHaveLength(4);
    expect((await get('/srv/v2/SaleCatalog?nPaginator=8&page=9')).json().items).toEqual([]);
  });

  it('answers 400 for bad paging, sort and ranges, 404 for an unknown category', async () => {
    for (const query of [
      'page=0',
      'page=abc',
      'nPaginator=500',
      'sort=colour',
      'by=up',
      'year_from=1800',
      'region=moscow',
    ]) {
      const response = await get(`/srv/SaleCatalogV2?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const page = await get('/srv/v2/SaleCatalog?page=-1');
    expect(page.json().errors_list).toEqual([{ prop: 'page', error: 'Номер страницы начинается с 1' }]);
    const crossed = await get('/srv/SaleCatalogV2?price_from=500&price_to=100');
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().errors_list[0].prop).toBe('price_from');
    const unknown = await get('/srv/SaleCatalogV2?category=nichego');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe('Категория не найдена');
  });

  it('answers a lot with gallery, characteristics, documents and contact; 404 for an unknown id', async () => {
    const lot = (await get('/srv/SaleCatalogProduct?id=1')).json();
    expect(lot.id).toBe(1);
    expect(lot.gallery.length).toBeGreaterThanOrEqual(3);
    expect(lot.gallery[0].src).toMatch(/^\/img\/sale\/[a-z]+-1\.svg$/);
    expect(lot.characteristics.map((c: { title: string }) => c.title)).toEqual(
      expect.arrayContaining(['Марка', 'Модель', 'Год выпуска', 'Состояние']),
    );
    expect(lot.documents[0]).toMatchObject({ mimeType: 'application/pdf' });
    for (const { url } of [...lot.documents, ...lot.gallery.map((p: { src: string }) => ({ url: p.src }))])
      expect(servedByTheSite(url), url).toBe(true);
    expect(lot.contact.email).toMatch(/@/);
    expect(lot.contact.phone).toMatch(/^\+7 /);
    expect((await get('/srv/SaleCatalogProduct?id=99999')).statusCode).toBe(404);
    expect((await get('/srv/SaleCatalogProduct?id=x')).statusCode).toBe(400);
    expect((await get('/srv/SaleCatalogProduct')).statusCode).toBe(400);
  });

  it('finds similar lots of the same category, nearest in price, never the lot itself', async () => {
    const lot = (await get('/srv/SaleCatalogProduct?id=2')).json();
    const similar = (await get('/srv/GetSimilarSaleProduct?id=2')).json().items as Card[];
    expect(similar.length).toBeLessThanOrEqual(4);
    expect(similar.every((card) => card.category.uri === lot.category.uri && card.id !== 2)).toBe(true);
    const gaps = similar.map((card) => Math.abs(card.price - lot.price));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect((await get('/srv/GetSimilarSaleProduct?id=99999')).statusCode).toBe(404);
  });

  it('lists the sale categories, special offers with their old price, requisites, texts and documents', async () => {
    const categories = (await get('/srv/GetSaleSubcategories')).json().items;
    expect(categories[0]).toMatchObject({
      title: 'Тракторы с пробегом',
      uri: 'traktory',
      url: '/sale/catalog/traktory/',
    });
    const offers = (await get('/srv/GetSaleSpecialOfferProducts')).json().items as (Card & {
      old_price: number;
    })[];
    expect(offers.every((card) => card.old_price > card.price)).toBe(true);
    expect((await get('/srv/GetSaleSpecialOfferProducts?limit=0')).statusCode).toBe(400);
    const requisites = (await get('/srv/GetSaleRequisites')).json();
    expect(isValidInn(requisites.inn)).toBe(true);
    expect(isValidOgrn(requisites.ogrn)).toBe(true);
    expect(requisites.account).toMatch(/^\d{20}$/);
    expect(requisites.bik).toMatch(/^\d{9}$/);
    const texts = (await get('/srv/GetSaleTexts')).json();
    expect(texts.steps.length).toBeGreaterThan(2);
    const documents = (await get('/srv/GetSaleDocuments')).json().items;
    expect(documents.every((d: { url: string }) => servedByTheSite(d.url))).toBe(true);
    expect(documents[0]).toEqual({
      title: expect.any(String),
      url: expect.stringMatching(/\.pdf$/),
      mimeType: 'application/pdf',
    });
  });

  it('resolves a sale category alias, with or without the catalogue path around it', async () => {
    const params = (await get('/srv/GetSaleCatalogParamsByAlias?uri=kombajny')).json();
    expect(params).toMatchObject({
      uri: 'kombajny',
      title: 'Комбайны с пробегом',
      h1: 'Комбайны с пробегом',
    });
    const withPath = (
      await get(`/srv/GetSaleCatalogParamsByAlias?uri=${encodeURIComponent('/sale/catalog/kombajny/')}`)
    ).json();
    expect(withPath.id).toBe(params.id);
    expect((await get('/srv/GetSaleCatalogParamsByAlias?uri=nichego')).statusCode).toBe(404);
    expect((await get('/srv/GetSaleCatalogParamsByAlias')).statusCode).toBe(400);
    expect((await get('/srv/CheckSaleCatalogAliasExists?uri=traktory')).json()).toEqual({ exists: true });
    expect((await get('/srv/CheckSaleCatalogAliasExists?uri=nichego')).json()).toEqual({ exists: false });
  });
});
