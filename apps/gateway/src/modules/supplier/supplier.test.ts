import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs } from '../../testing/cabinet-session.ts';
import { demoSupplierCatalogue } from '../../testing/supplier-sessions.ts';

const { products, priceLevels, catalogueGeneration, cabinetMessages, accounts } = schema;

describe.each(testDrivers())('supplier nomenclature and its moderation on %s', (driver) => {
  let gateway: TestGateway;
  let supplier: CabinetSession;
  let supplierNew: CabinetSession;
  let client: CabinetSession;
  let manager: CabinetSession;
  let ownIds: number[] = [];
  let foreignId = 0;

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    supplier = await signInAs(gateway, 'supplier');
    supplierNew = await signInAs(gateway, 'supplier-new');
    client = await signInAs(gateway, 'client');
    manager = await signInAs(gateway, 'manager');
    const _db = gateway.database.db;
    ({ ownIds, foreignId } = await demoSupplierCatalogue(gateway));
  });
  afterAll(() => gateway.close());

  const levelsOf = (productId: number) =>
    gateway.database.db
      .select()
      .from(priceLevels)
      .where(eq(priceLevels.productId, productId))
      .orderBy(asc(priceLevels.sort));
  const generation = async () =>
    (await gateway.database.db.select().from(catalogueGeneration))[0]?.value ?? 0;

  describe('SupplierCRMProducts', () => {
    it("lists the demo supplier's machines of the catalogue, paged, with a download link", async () => {
      expect(ownIds.length).toBeGreaterThan(0);
      const response = await supplier.get('/srv/SupplierCRMProducts');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.company).toBe('ООО «АгроТехника-Воронеж»');
      expect(body.count_collection).toBe(ownIds.length);
      expect(body.items.map((item: { id: number }) => item.id).sort((a: number, b: number) => a - b)).toEqual(
        ownIds.slice(0, 20),
      );
      expect(body.items[0]).toMatchObject({
        url: expect.stringMatching(/^\/catalog\/item\/\d+\/$/),
        change: null,
      });
      expect(body.download_url).toBe('/srv/SupplierCRMProducts/Report');
      for (const item of body.items) expect(item.CRMPrices).toHaveLength(item.prices_count);
    });

    it('finds a machine by its number and answers an empty page for unknown words', async () => {
      const byId = await supplier.get(`/srv/SupplierCRMProducts?query=${ownIds[0]}`);
      expect(byId.json().items.map((item: { id: number }) => item.id)).toContain(ownIds[0]);
      const none = await supplier.get(
        `/srv/SupplierCRMProducts?query=${encodeURIComponent('нет такой техники')}`,
      );
      expect(none.json()).toMatchObject({ items: [], count_collection: 0, pages: 1 });
    });

    it('refuses a bad page (400), a client and a supplier not accredited (403), a guest (401)', async () => {
      const bad = await supplier.get('/srv/SupplierCRMProducts?page=0');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, error_message: expect.any(String) });
      expect((await client.get('/srv/SupplierCRMProducts')).statusCode).toBe(403);
      const notYet = await supplierNew.get('/srv/SupplierCRMProducts');
      expect(notYet.statusCode).toBe(403);
      expect(notYet.json().error_message).toBe('Раздел откроется после аккредитации');
      expect((await gateway.app.inject({ url: '/srv/SupplierCRMProducts' })).statusCode).toBe(401);
    });
  });

  describe('SupplierCRMProducts/Report', () => {
    it('downloads the same list as an XLSX workbook that reads back', async () => {
      const response = await supplier.get('/srv/SupplierCRMProducts/Report');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toMatch(/attachment; filename="nomenclature-/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Номенклатура');
      expect(sheet?.getRow(1).getCell(2).value).toBe('Наименование');
      expect(sheet?.rowCount).toBe(ownIds.length + 1);
      const ids = [];
      for (let row = 2; row <= (sheet?.rowCount ?? 0); row++)
        ids.push(Number(sheet?.getRow(row).getCell(1).value));
      expect(ids.sort((a, b) => a - b)).toEqual(ownIds);
    });

    it('refuses bad input (400), a client and a supplier not accredited (403)', async () => {
      expect(
        (await supplier.get(`/srv/SupplierCRMProducts/Report?query=${'я'.repeat(201)}`)).statusCode,
      ).toBe(400);
      expect((await client.get('/srv/SupplierCRMProducts/Report')).statusCode).toBe(403);
      expect((await supplierNew.get('/srv/SupplierCRMProducts/Report')).statusCode).toBe(403);
    });
  });

  describe('SupplierCRMProduct and SupplierCRMProduct/Save', () => {
    it('opens its own card with the price levels the public page shows', async () => {
      const response = await supplier.get(`/srv/SupplierCRMProduct?id_object=${ownIds[0]}`);
      expect(response.statusCode).toBe(200);
      const levels = await levelsOf(ownIds[0] ?? 0);
      expect(response.json().product).toMatchObject({
        id: ownIds[0],
        CRMPrices: levels.map(({ id, title, value }) => ({ id, title, value })),
        change: null,
      });
    });

    it("answers another supplier's machine 404, bad input 400, a client and a supplier not accredited 403", async () => {
      expect((await supplier.get(`/srv/SupplierCRMProduct?id_object=${foreignId}`)).statusCode).toBe(404);
      expect((await supplier.get('/srv/SupplierCRMProduct?id_object=abc')).statusCode).toBe(400);
      expect((await client.get(`/srv/SupplierCRMProduct?id_object=${ownIds[0]}`)).statusCode).toBe(403);
      expect((await supplierNew.get(`/srv/SupplierCRMProduct?id_object=${ownIds[0]}`)).statusCode).toBe(403);
      const form = {
        id_object: String(foreignId),
        description: 'Чужая техника',
        'prices[0][title]': 'Базовая',
        'prices[0][value]': '1000000',
      };
      expect((await supplier.post('/srv/SupplierCRMProduct/Save', form)).statusCode).toBe(404);
      expect((await client.post('/srv/SupplierCRMProduct/Save', form)).statusCode).toBe(403);
      expect((await supplierNew.post('/srv/SupplierCRMProduct/Save', form)).statusCode).toBe(403);
    });

    it('refuses a price that is not a whole number of roubles, a level without a title and no change at all', async () => {
      const id = ownIds[0] ?? 0;
      const [first] = await levelsOf(id);
      const badPrice = await supplier.post('/srv/SupplierCRMProduct/Save', {
        id_object: String(id),
        description: 'Описание',
        'prices[0][title]': 'Базовая',
        'prices[0][value]': '12.5',
      });
      expect(badPrice.statusCode).toBe(400);
      expect(badPrice.json().errors_list).toContainEqual({
        prop: 'prices[0][value]',
        error: expect.any(String),
      });
      const noTitle = await supplier.post('/srv/SupplierCRMProduct/Save', {
        id_object: String(id),
        description: 'Описание',
        'prices[0][title]': '',
        'prices[0][value]': '1000000',
      });
      expect(noTitle.json().errors_list).toContainEqual({
        prop: 'prices[0][title]',
        error: 'Укажите название комплектации',
      });
      const [product] = await gateway.database.db.select().from(products).where(eq(products.id, id));
      const levels = await levelsOf(id);
      const same: Record<string, string> = { id_object: String(id), description: product?.description ?? '' };
      levels.forEach((level, index) => {
        same[`prices[${index}][id]`] = String(level.id);
        same[`prices[${index}][title]`] = level.title;
        same[`prices[${index}][value]`] = String(level.value);
      });
      const unchanged = await supplier.post('/srv/SupplierCRMProduct/Save', same);
      expect(unchanged.statusCode).toBe(400);
      expect(first).toBeDefined();
    });

    it('sends a price change to moderation: the catalogue keeps the old price until the manager accepts', async () => {
      const id = ownIds[0] ?? 0;
      const [first] = await levelsOf(id);
      const before = await gateway.app.inject({ url: `/srv/CatalogProduct?id=${id}` });
      const saved = await supplier.post('/srv/SupplierCRMProduct/Save', {
        id_object: String(id),
        description: 'Новое описание от поставщика',
        'prices[0][id]': String(first?.id),
        'prices[0][title]': 'Базовая',
        'prices[0][value]': '7 777 000',
        'prices[1][title]': 'Расширенная',
        'prices[1][value]': '8888000',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().product.change).toMatchObject({
        status: 'pending',
        status_title: 'На модерации',
        prices: [
          { id: first?.id, title: 'Базовая', value: 7_777_000 },
          { id: null, title: 'Расширенная', value: 8_888_000 },
        ],
      });
      const after = await gateway.app.inject({ url: `/srv/CatalogProduct?id=${id}` });
      expect(after.json().product.CRMPrices).toEqual(before.json().product.CRMPrices);
      const list = await supplier.get('/srv/SupplierCRMProducts');
      expect(list.json().pending).toBe(1);
    });
  });

  describe('back office moderation', () => {
    const changeOfFirst = async () => {
      const queue = await manager.get('/srv/Backoffice/ProductChanges?status=pending');
      expect(queue.statusCode).toBe(200);
      return queue.json().items[0].id as number;
    };

    it('shows the pending change beside what the catalogue shows now; a client or a supplier 403', async () => {
      const id = await changeOfFirst();
      const card = await manager.get(`/srv/Backoffice/ProductChange?id_object=${id}`);
      expect(card.json().change).toMatchObject({
        company: 'ООО «АгроТехника-Воронеж»',
        can_decide: true,
        product: { id: ownIds[0] },
      });
      expect((await supplier.get('/srv/Backoffice/ProductChanges')).statusCode).toBe(403);
      expect((await client.get(`/srv/Backoffice/ProductChange?id_object=${id}`)).statusCode).toBe(403);
      expect((await manager.get('/srv/Backoffice/ProductChange?id_object=999999')).statusCode).toBe(404);
      expect((await manager.get('/srv/Backoffice/ProductChanges?status=nope')).statusCode).toBe(400);
    });

    it('needs a reason to reject and a known decision', async () => {
      const id = await changeOfFirst();
      const noReason = await manager.post('/srv/Backoffice/ProductChange/Decide', {
        id_object: String(id),
        decision: 'rejected',
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors_list).toEqual([{ prop: 'comment', error: 'Укажите причину отказа' }]);
      const unknown = await manager.post('/srv/Backoffice/ProductChange/Decide', {
        id_object: String(id),
        decision: 'maybe',
      });
      expect(unknown.statusCode).toBe(400);
      const bySupplier = await supplier.post('/srv/Backoffice/ProductChange/Decide', {
        id_object: String(id),
        decision: 'accepted',
      });
      expect(bySupplier.statusCode).toBe(403);
    });

    it('accepting publishes the prices, moves the catalogue generation and tells the supplier', async () => {
      const id = await changeOfFirst();
      const productId = ownIds[0] ?? 0;
      const generationBefore = await generation();
      // A visitor's cart line and the product page's estimate, taken before the decision.
      const cookies = { client_id: 'supplier-products-visitor' };
      await gateway.app.inject({
        url: `/srv/ShoppingCartProducts/addProduct?id_product=${productId}`,
        cookies,
      });
      const estimateBefore = (
        await gateway.app.inject({ url: `/srv/CalcOnProduct?id_product=${productId}` })
      ).json();
      const accepted = await manager.post('/srv/Backoffice/ProductChange/Decide', {
        id_object: String(id),
        decision: 'accepted',
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().change).toMatchObject({ status: 'accepted', can_decide: false });
      expect(await generation()).toBeGreaterThan(generationBefore);
      const page = await gateway.app.inject({ url: `/srv/CatalogProduct?id=${productId}` });
      expect(page.json().product.CRMPrices.map((level: { value: number }) => level.value)).toEqual([
        7_777_000, 8_888_000,
      ]);
      expect(page.json().product.description).toBe('Новое описание от поставщика');
      const cart = (await gateway.app.inject({ url: '/srv/ShoppingCartProducts', cookies })).json();
      expect(cart.items.find((item: { id_product: number }) => item.id_product === productId)?.sum).toBe(
        7_777_000,
      );
      const estimateAfter = (
        await gateway.app.inject({ url: `/srv/CalcOnProduct?id_product=${productId}` })
      ).json();
      expect(estimateAfter).not.toEqual(estimateBefore);
      const [account] = await gateway.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.login, 'supplier'));
      const messages = await gateway.database.db
        .select()
        .from(cabinetMessages)
        .where(
          and(eq(cabinetMessages.accountId, account?.id ?? 0), eq(cabinetMessages.entity, 'product-change')),
        );
      expect(messages.map((message) => message.title)).toEqual([expect.stringMatching(/опубликованы$/)]);
      const again = await manager.post('/srv/Backoffice/ProductChange/Decide', {
        id_object: String(id),
        decision: 'accepted',
      });
      expect(again.statusCode).toBe(409);
    });

    it('rejecting keeps the catalogue and shows the reason to the supplier', async () => {
      const productId = ownIds[1] ?? ownIds[0] ?? 0;
      const levels = await levelsOf(productId);
      await supplier.post('/srv/SupplierCRMProduct/Save', {
        id_object: String(productId),
        description: 'Описание',
        'prices[0][title]': 'Только базовая',
        'prices[0][value]': '1000000',
      });
      const id = await changeOfFirst();
      const rejected = await manager.post('/srv/Backoffice/ProductChange/Decide', {
        id_object: String(id),
        decision: 'rejected',
        comment: 'Цена ниже себестоимости',
      });
      expect(rejected.json().change).toMatchObject({
        status: 'rejected',
        manager_comment: 'Цена ниже себестоимости',
      });
      expect(await levelsOf(productId)).toEqual(levels);
      const card = await supplier.get(`/srv/SupplierCRMProduct?id_object=${productId}`);
      expect(card.json().product.change).toMatchObject({
        status: 'rejected',
        manager_comment: 'Цена ниже себестоимости',
      });
    });
  });
});
