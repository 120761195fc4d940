import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { shippingCost } from '@agrolease/domain';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

const CLIENT = 'test-client-0001';

describe.each(testDrivers())('catalogue calls on %s', (driver) => {
  let gateway: TestGateway;
  const get = (url: string, headers: Record<string, string> = {}) =>
    gateway.app.inject({ method: 'GET', url: `/srv${url}`, headers });
  const json = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  describe('ProductDelivery', () => {
    it("prices a machine's delivery from its supplier's region by the wizard's tariff (issue 39)", async () => {
      const { db } = gateway.database;
      const [product] = await db
        .select({ id: schema.products.id, region: schema.suppliers.regionFiasId })
        .from(schema.products)
        .innerJoin(schema.suppliers, eq(schema.suppliers.id, schema.products.supplierId))
        .limit(1);
      const [far] = await db
        .select({ fiasId: schema.regions.fiasId })
        .from(schema.regions)
        .where(ne(schema.regions.fiasId, product?.region ?? ''))
        .limit(1);
      const home = (await get(`/ProductDelivery?id=${product?.id}&region_fias_id=${product?.region}`)).json();
      expect(home).toMatchObject({ success: true, distance: 0, cost: shippingCost(0, 1) });
      const away = await get(`/ProductDelivery?id=${product?.id}&region_fias_id=${far?.fiasId}`);
      expect(away.statusCode).toBe(200);
      expect(away.json().distance).toBeGreaterThan(0);
      expect(away.json().cost).toBe(shippingCost(away.json().distance, 1));
      expect(away.json().from_region).not.toBe('');
      expect((await get(`/ProductDelivery?id=${product?.id}&region_fias_id=x`)).statusCode).toBe(400);
      const unknown = await get(
        `/ProductDelivery?id=${product?.id}&region_fias_id=00000000-0000-0000-0000-000000000000`,
      );
      expect(unknown.statusCode).toBe(400);
      expect((await get(`/ProductDelivery?id=999999999&region_fias_id=${far?.fiasId}`)).statusCode).toBe(404);
    });
  });

  describe('CatalogV2', () => {
    it('answers the whole catalogue with 25 products a page and every block of the page', async () => {
      const body = await json('/CatalogV2');
      expect(body.catalogItems).toHaveLength(25);
      expect(body.paginatorData.pageSize).toBe(25);
      expect(body.paginatorData.totalItems).toBe(body.countCollection);
      expect(body.countCollection).toBeGreaterThan(250);
      expect(body.paginatorData.paginator.items[0]).toEqual({ page: 1, current: true });
      expect(body.categoryText.title).toBe('Каталог техники');
      expect(body.categories.map((category: { uri: string }) => category.uri)).toContain('traktory');
      expect(body.sortData.find((option: { active: boolean }) => option.active)).toMatchObject({
        sort: 'popular',
        by: 'desc',
      });
      expect(body.banners.length).toBeGreaterThan(0);
      expect(body.notFound).toBe(false);
      expect(body.catalogItems[0].url).toBe(`/catalog/item/${body.catalogItems[0].id}/`);
    });

    it('narrows to a subcategory and offers filters with counts given the other chosen filters', async () => {
      const all = await json('/CatalogV2?category=traktory&subcategory=kolesnye-traktory');
      expect(all.pageProperties).toMatchObject({
        h1: 'Колёсные тракторы',
        category: 'traktory',
        subcategory: 'kolesnye-traktory',
      });
      expect(all.categories.find((category: { active: boolean }) => category.active).uri).toBe(
        'kolesnye-traktory',
      );
      const drive = all.filterData.find((field: { field: string }) => field.field === 'drive');
      expect(drive.type).toBe('select');
      const option = drive.options[0];
      const filtered = await json(
        `/CatalogV2?category=traktory&subcategory=kolesnye-traktory&catalog[filter][drive]=${encodeURIComponent(option.value)}`,
      );
      expect(filtered.countCollection).toBe(option.count);
      // the chosen select still shows what its other options would give
      const sameDrive = filtered.filterData.find((field: { field: string }) => field.field === 'drive');
      expect(sameDrive.options.map((item: { count: number }) => item.count)).toEqual(
        drive.options.map((item: { count: number }) => item.count),
      );
      const cab = filtered.filterData.find((field: { field: string }) => field.field === 'air_conditioning');
      const both = await json(
        `/CatalogV2?category=traktory&subcategory=kolesnye-traktory&catalog[filter][drive]=${encodeURIComponent(option.value)}&catalog[filter][air_conditioning]=1`,
      );
      expect(both.countCollection).toBe(cab.count);
    });

    it("filters by the supplier's region, counted like every choice (issue 39)", async () => {
      const all = await json('/CatalogV2?category=traktory');
      const region = all.filterData.find((field: { field: string }) => field.field === 'supplier_region');
      expect(region).toMatchObject({ type: 'select', title: 'Регион поставщика' });
      const option = region.options[0];
      expect(option.title).not.toMatch(/ обл$|^Респ /);
      const filtered = await json(
        `/CatalogV2?category=traktory&catalog[filter][supplier_region]=${encodeURIComponent(option.value)}`,
      );
      expect(filtered.countCollection).toBe(option.count);
      expect(filtered.countCollection).toBeLessThan(all.countCollection);
    });

    it('applies a range, one bound alone too, and sorts by price in the asked direction', async () => {
      const power = (await json('/CatalogV2?category=traktory')).filterData.find(
        (field: { field: string }) => field.field === 'power_hp',
      );
      const middle = Math.round((power.min + power.max) / 2);
      const half = await json(
        `/CatalogV2?category=traktory&catalog[filter][power_hp][from]=${power.min}&catalog[filter][power_hp][to]=${middle}&sort=price&by=asc`,
      );
      const prices = half.catalogItems.map((item: { price: number }) => item.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const whole = await json('/CatalogV2?category=traktory');
      expect(half.countCollection).toBeLessThan(whole.countCollection);
      // «Мощность от …» alone filters (issue 39), and so does «до …»
      const fromOnly = await json(`/CatalogV2?category=traktory&catalog[filter][power_hp][from]=${middle}`);
      expect(fromOnly.countCollection).toBeGreaterThan(0);
      expect(fromOnly.countCollection).toBeLessThan(whole.countCollection);
      expect(
        fromOnly.filterData.find((field: { field: string }) => field.field === 'power_hp'),
      ).toMatchObject({
        from: middle,
        to: null,
      });
      const toOnly = await json(`/CatalogV2?category=traktory&catalog[filter][power_hp][to]=${middle}`);
      expect(toOnly.countCollection).toBeGreaterThan(0);
      expect(toOnly.countCollection).toBeLessThan(whole.countCollection);
      expect(fromOnly.countCollection + toOnly.countCollection).toBeGreaterThanOrEqual(power.count);
      const descending = await json('/CatalogV2?category=traktory&sort=price');
      expect(descending.catalogItems[0].price).toBeGreaterThanOrEqual(descending.catalogItems[1].price);
    });

    it('pages through the result without repeating products', async () => {
      const first = await json('/CatalogV2?sort=title&by=asc');
      const second = await json('/CatalogV2?sort=title&by=asc&page=2');
      expect(
        second.paginatorData.paginator.items.find((item: { current: boolean }) => item.current).page,
      ).toBe(2);
      const ids = new Set(first.catalogItems.map((item: { id: number }) => item.id));
      expect(second.catalogItems.some((item: { id: number }) => ids.has(item.id))).toBe(false);
    });

    it('applies the preset of a filter page named by its alias or by id_product_filter', async () => {
      const page = await json('/CatalogV2?category=traktory&subcategory=traktory-s-kondicionerom');
      expect(page.pageProperties).toMatchObject({
        h1: 'Тракторы с кондиционером в кабине',
        id_product_filter: 1,
      });
      const cab = page.filterData.find((field: { field: string }) => field.field === 'air_conditioning');
      expect(cab.checked).toBe(true);
      const byId = await json('/CatalogV2?id_product_filter=1');
      expect(byId.countCollection).toBe(page.countCollection);
      expect(page.countCollection).toBeLessThan((await json('/CatalogV2?category=traktory')).countCollection);
    });

    it('finds products by a word with a typo and by a partial model name', async () => {
      const typo = await json(`/CatalogV2?q=${encodeURIComponent('трактр')}`);
      expect(typo.countCollection).toBeGreaterThan(0);
      expect(typo.catalogItems[0].title.toLowerCase()).toContain('трактор');
      const [product] = await gateway.database.db.select().from(schema.products).limit(1);
      const partial = (product?.model ?? '').slice(0, -1);
      const byModel = await json(`/CatalogV2?q=${encodeURIComponent(partial)}`);
      expect(byModel.catalogItems.map((item: { id: number }) => item.id)).toContain(product?.id);
      const nothing = await json('/CatalogV2?q=zzzzqqqq');
      expect(nothing).toMatchObject({ countCollection: 0, notFound: true });
    });

    it('puts the machine whose brand and model, or model alone, is the query first (issue 39)', async () => {
      const harrows = await gateway.database.db
        .select()
        .from(schema.products)
        .where(eq(schema.products.brand, 'Агродиск'))
        .orderBy(schema.products.id);
      // «Агродиск АГ-2064» when the seed has it, else the first Агродиск machine
      const harrow = harrows.find((product) => product.model === 'АГ-2064') ?? harrows[0];
      if (!harrow) throw new Error('the seeded catalogue has no Агродиск machines');
      for (const query of [`${harrow.brand} ${harrow.model}`, harrow.model, harrow.model.toLowerCase()]) {
        const body = await json(`/CatalogV2?q=${encodeURIComponent(query)}`);
        expect(body.catalogItems[0]?.id, query).toBe(harrow.id);
      }
      const byTitle = await json(`/CatalogV2?q=${encodeURIComponent(harrow.title)}`);
      expect(byTitle.catalogItems[0]?.id).toBe(harrow.id);
      const suggestions = await json(`/CatalogSearchSuggestions?query=${encodeURIComponent(harrow.model)}`);
      expect(suggestions.items[0]?.id).toBe(harrow.id);
    });

    it('answers 404 "Категория не найдена" for an unknown category or subcategory', async () => {
      for (const url of ['/CatalogV2?category=net-takoj', '/CatalogV2?category=traktory&subcategory=plugi']) {
        const response = await get(url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ success: false, error_message: 'Категория не найдена' });
      }
      expect((await get('/CatalogV2?id_product_filter=999')).statusCode).toBe(404);
    });

    it('answers 400 in the error shape for page 0, a huge page and malformed filters', async () => {
      for (const url of [
        '/CatalogV2?page=0',
        '/CatalogV2?page=1000000000',
        '/CatalogV2?page=abc',
        '/CatalogV2?sort=colour',
        '/CatalogV2?catalog[filter][colour]=red',
        '/CatalogV2?catalog[filter][power_hp]=100',
        '/CatalogV2?catalog[filter][power_hp][from]=9&catalog[filter][power_hp][to]=1',
        '/CatalogV2?catalog[filter][power_hp][min]=1',
        '/CatalogV2?catalog=1',
        '/CatalogV2?category=Трактор',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().success).toBe(false);
        expect(typeof response.json().error_message).toBe('string');
      }
    });

    it('sees a product change at once (the cache is keyed by the catalogue generation)', async () => {
      const before = await json('/CatalogV2?category=traktory&sort=price&by=desc');
      const cheapest = before.catalogItems.at(-1);
      await gateway.database.db
        .update(schema.products)
        .set({ price: 999_000_000 })
        .where(eq(schema.products.id, cheapest.id));
      const after = await json('/CatalogV2?category=traktory&sort=price&by=desc');
      expect(after.catalogItems[0]).toMatchObject({ id: cheapest.id, price: 999_000_000 });
    });
  });

  describe('aliases and filter pages', () => {
    it('GetCatalogParamsByAlias names category, subcategory and filter pages with their h1', async () => {
      expect(await json('/GetCatalogParamsByAlias?uri=/catalog/traktory/')).toMatchObject({
        type: 'category',
        category: 'traktory',
        h1: 'Тракторы',
      });
      expect(await json('/GetCatalogParamsByAlias?uri=/catalog/traktory/mini-traktory/')).toMatchObject({
        type: 'subcategory',
        subcategory: 'mini-traktory',
      });
      expect(await json('/GetCatalogParamsByAlias?uri=/catalog/traktory/moshchnye-traktory/')).toMatchObject({
        type: 'filter',
        id_product_filter: 2,
        h1: 'Мощные тракторы от 300 л.с.',
      });
      expect((await get('/GetCatalogParamsByAlias?uri=/catalog/nope/')).statusCode).toBe(404);
      expect((await get('/GetCatalogParamsByAlias')).statusCode).toBe(400);
    });

    it('CheckCatalogAliasExists says yes or no', async () => {
      expect(await json('/CheckCatalogAliasExists?uri=kombajny')).toEqual({ exists: true, type: 'category' });
      expect(await json('/CheckCatalogAliasExists?uri=/catalog/kombajny/nope/')).toEqual({
        exists: false,
        type: null,
      });
      expect((await get('/CheckCatalogAliasExists?uri=')).statusCode).toBe(400);
    });

    it('GetProductFilters and GetCatalogFilterPages list filter pages with friendly and old addresses', async () => {
      const filters = await json('/GetProductFilters?category=traktory');
      expect(filters.items.map((item: { friendly_url: string }) => item.friendly_url)).toContain(
        '/catalog/traktory/traktory-s-kondicionerom/',
      );
      expect(filters.fields.map((field: { field: string }) => field.field)).toContain('power_hp');
      expect((await get('/GetProductFilters?category=nope')).statusCode).toBe(404);
      const pages = await json('/GetCatalogFilterPages');
      expect(pages.items[0]).toMatchObject({
        id_product_filter: 1,
        friendly_url: '/catalog/traktory/traktory-s-kondicionerom/',
        old_url: '/catalog/traktory/?id_product_filter=1',
      });
    });
  });

  describe('product, viewed and offers', () => {
    it('CatalogProduct answers the card with CRMPrices, the first price chosen by default', async () => {
      const { product, similar } = await json('/CatalogProduct?id=1');
      expect(product.id).toBe(1);
      expect(product.CRMPrices.length).toBeGreaterThan(0);
      expect(product.id_price).toBe(product.CRMPrices[0].id);
      expect(product.price).toBe(product.CRMPrices[0].value);
      expect(product.quantity).toBe(1);
      expect(product.characteristics.length).toBeGreaterThan(1);
      expect(product.supplier.title).not.toBe('');
      expect(product.gallery[0].src).toBe(product.image);
      expect(product.complect.length).toBeGreaterThan(0);
      expect(similar.every((item: { category: string }) => item.category === product.category.title)).toBe(
        true,
      );
    });

    it('CatalogProduct answers 404 for an unknown product and 400 for a malformed id', async () => {
      expect((await get('/CatalogProduct?id=99999999')).json()).toMatchObject({
        error_message: 'Товар не найден',
      });
      expect((await get('/CatalogProduct?id=abc')).statusCode).toBe(400);
      expect((await get('/CatalogProduct')).statusCode).toBe(400);
    });

    it('ViewedProducts lists what this client opened, newest first, and needs a client id', async () => {
      const headers = { cookie: `client_id=${CLIENT}` };
      // Opening the card changes nothing (a GET); the page posts the view.
      await get('/CatalogProduct?id=7', headers);
      expect((await get('/ViewedProducts', headers)).json().items).toEqual([]);
      const view = (id: number) =>
        gateway.app.inject({ method: 'POST', url: '/srv/ViewedProducts', payload: { id }, headers });
      expect((await view(3)).json().items).toEqual([]);
      const second = (await view(5)).json();
      expect(second.items.map((item: { id: number }) => item.id)).toEqual([3]);
      const viewed = (await get('/ViewedProducts', headers)).json();
      expect(viewed.items.map((item: { id: number }) => item.id)).toEqual([5, 3]);
      expect((await view(99_999_999)).statusCode).toBe(404);
      expect(
        (
          await gateway.app.inject({
            method: 'POST',
            url: '/srv/ViewedProducts',
            payload: { id: 'x' },
            headers,
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await gateway.app.inject({ method: 'POST', url: '/srv/ViewedProducts', payload: { id: 3 } }))
          .statusCode,
      ).toBe(400);
      const other = (await get('/ViewedProducts', { cookie: 'client_id=another-client-02' })).json();
      expect(other.items).toEqual([]);
      expect((await get('/ViewedProducts')).statusCode).toBe(400);
    });

    it('offer calls answer flagged products and reject an unknown category', async () => {
      const monthly = await json('/GetMonthlyOfferProducts');
      expect(monthly.items.every((item: { isMonthlyOffer: boolean }) => item.isMonthlyOffer)).toBe(true);
      const special = await json('/GetSpecialOfferProducts?category=traktory');
      expect(special.items.every((item: { isSpecialOffer: boolean }) => item.isSpecialOffer)).toBe(true);
      const buyNow = await json('/GetBuyNowProducts');
      expect(buyNow.items.length).toBeGreaterThan(0);
      expect(buyNow.items.every((item: { isBuyNow: boolean }) => item.isBuyNow)).toBe(true);
      expect((await get('/GetBuyNowProducts?id_category=99999')).statusCode).toBe(404);
      expect((await get('/GetBuyNowProducts?id_category=x')).statusCode).toBe(400);
      expect((await get('/GetSpecialOfferProducts?category=nope')).statusCode).toBe(404);
    });

    it('CatalogPromo pages the promotional products, 20 by default', async () => {
      const first = await json('/CatalogPromo');
      expect(first.paginatorData.pageSize).toBe(20);
      expect(first.items.length).toBeLessThanOrEqual(20);
      expect(
        first.items.every((item: { isMonthlyOffer: boolean; isSpecialOffer: boolean; isBuyNow: boolean }) =>
          [item.isMonthlyOffer, item.isSpecialOffer, item.isBuyNow].some(Boolean),
        ),
      ).toBe(true);
      expect((await json('/CatalogPromo?items_per_page=2')).items).toHaveLength(2);
      expect((await get('/CatalogPromo?items_per_page=0')).statusCode).toBe(400);
      expect((await get('/CatalogPromo?page=0')).statusCode).toBe(400);
    });
  });

  describe('compare, banners and suggestions', () => {
    it('v2/ProductCompare puts characteristics side by side grouped by category', async () => {
      const catalogue = await json('/CatalogV2?category=traktory&subcategory=kolesnye-traktory');
      const [a, b] = catalogue.catalogItems;
      const other = (await json('/CatalogV2?category=kombajny')).catalogItems[0];
      const body = await json(`/v2/ProductCompare?product_list=${a.id},${b.id},${other.id},99999999`);
      expect(body.categories).toHaveLength(2);
      const tractors = body.categories[0];
      expect(tractors.products.map((product: { id: number }) => product.id)).toEqual([a.id, b.id]);
      const power = tractors.characteristics.find((row: { code: string }) => row.code === 'power_hp');
      expect(power.values).toHaveLength(2);
      expect(power.isDifferent).toBe(power.values[0] !== power.values[1]);
      expect(body.missing).toEqual([99999999]);
      expect((await get('/v2/ProductCompare?product_list=1,abc')).statusCode).toBe(400);
      expect((await get('/v2/ProductCompare')).statusCode).toBe(400);
    });

    it('GetPageBanners and GetNomenclatureBanners answer the banners of a page and of a section', async () => {
      const page = await json('/GetPageBanners?page_id=catalog');
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items[0]).toHaveProperty('url');
      expect((await json('/GetPageBanners?page_id=nowhere')).items).toEqual([]);
      expect((await get('/GetPageBanners')).statusCode).toBe(400);
      const tractors = await json('/GetCatalogParamsByAlias?uri=traktory');
      const catalogue = await json('/CatalogV2?category=traktory');
      expect(tractors.type).toBe('category');
      const id = catalogue.categories[0] && (await json('/getCategories')).categories[0].id;
      const section = await json(`/GetNomenclatureBanners?id_pagemapper=${id}`);
      expect(section.items[0].title).toBe('Тракторы весенней кампании');
      expect((await get('/GetNomenclatureBanners?id_pagemapper=x')).statusCode).toBe(400);
    });

    it('CatalogSearchSuggestions suggests categories and products despite a typo', async () => {
      const body = await json(`/CatalogSearchSuggestions?query=${encodeURIComponent('комбаин')}`);
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items[0].title.toLowerCase()).toContain('комбайн');
      expect(body.categories.length).toBeGreaterThan(0);
      expect(body.searchUrl).toBe(`/catalog/?q=${encodeURIComponent('комбаин')}`);
      expect((await json('/CatalogSearchSuggestions?query=к')).items).toEqual([]);
      expect((await get('/CatalogSearchSuggestions')).statusCode).toBe(400);
    });
  });
});
