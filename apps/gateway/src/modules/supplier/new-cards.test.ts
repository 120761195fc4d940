import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, SMALL_PDF, signInAs } from '../../testing/cabinet-session.ts';
import { keptIndexGeneration } from '../catalogue/catalogue-index.ts';

const { accounts, categories, catalogueGeneration, products, productPhotos, suppliers } = schema;

/** A PNG by its signature: the gateway checks the type from the bytes (decision 0060). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

interface Field {
  field: string;
  type: string;
  options: string[];
}

describe.each(testDrivers())('a supplier proposes a new product card on %s', (driver) => {
  let gateway: TestGateway;
  let supplier: CabinetSession;
  let other: CabinetSession;
  let client: CabinetSession;
  let agent: CabinetSession;
  let manager: CabinetSession;
  let categoryId = 0;
  let fields: Field[] = [];
  let photoId = 0;
  let changeId = 0;
  let productId = 0;
  const model = 'СТ-НОВИНКА-9000';

  const generation = async () =>
    (await gateway.database.db.select().from(catalogueGeneration))[0]?.value ?? 0;

  const card = (): Record<string, string | string[]> => {
    const form: Record<string, string | string[]> = {
      category: String(categoryId),
      title: `Трактор колёсный Степняк ${model}`,
      brand: 'Степняк',
      model,
      year: '2026',
      description: 'Новый трактор для полевых работ.',
      'photos[]': [String(photoId)],
      'prices[0][title]': 'Базовая',
      'prices[0][value]': '99 000 000',
      'prices[1][title]': 'С доставкой',
      'prices[1][value]': '99500000',
    };
    for (const field of fields) {
      form[`characteristics[${field.field}]`] =
        field.type === 'range' ? '321' : field.type === 'select' ? (field.options[0] ?? '') : '1';
    }
    return form;
  };

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    const db = gateway.database.db;
    // Another accredited supplier: the not-yet-accredited demo account takes another catalogue company.
    const [own] = await db.select().from(suppliers).where(eq(suppliers.inn, '3664000028'));
    const [foreign] = await db
      .select()
      .from(suppliers)
      .where(ne(suppliers.id, own?.id ?? 0))
      .limit(1);
    await db
      .update(accounts)
      .set({ isAccredited: true, inn: foreign?.inn ?? '' })
      .where(eq(accounts.login, 'supplier-new'));
    supplier = await signInAs(gateway, 'supplier');
    other = await signInAs(gateway, 'supplier-new');
    client = await signInAs(gateway, 'client');
    agent = await signInAs(gateway, 'agent');
    manager = await signInAs(gateway, 'manager');
    const [leaf] = await db.select().from(categories).where(eq(categories.uri, 'kolesnye-traktory'));
    categoryId = leaf?.id ?? 0;
  });
  afterAll(() => gateway.close());

  it('offers the leaf categories and, for one, exactly the fields of its catalogue filters', async () => {
    const empty = await supplier.get('/srv/SupplierCRMNewProduct');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ category: null, fields: [], change: null });
    const leaves = empty.json().categories as { id: number; title: string; group: string }[];
    expect(leaves).toContainEqual({ id: categoryId, title: 'Колёсные тракторы', group: 'Тракторы' });
    expect(leaves.some((leaf) => leaf.title === 'Тракторы')).toBe(false);

    const form = await supplier.get(`/srv/SupplierCRMNewProduct?category=${categoryId}`);
    fields = form.json().fields;
    const filters = await gateway.app.inject({ url: '/srv/GetProductFilters?category=kolesnye-traktory' });
    // The price, the year and the supplier's region filter the catalogue but are not the card's characteristics.
    const filterFields = (filters.json().fields as { field: string; type: string; unit: string }[]).filter(
      (field) => !['price', 'year', 'supplier_region'].includes(field.field),
    );
    expect(fields.map((field) => field.field)).not.toContain('supplier_region');
    expect(fields.map(({ field, type }) => ({ field, type }))).toEqual(
      filterFields.map(({ field, type }) => ({ field, type })),
    );
    expect(fields.find((field) => field.field === 'power_hp')).toMatchObject({ unit: 'л.с.', type: 'range' });
    expect(fields.find((field) => field.field === 'drive')?.options).not.toContain('гусеничный');

    const top = await supplier.get('/srv/SupplierCRMNewProduct?category=1');
    expect(top.statusCode).toBe(400);
    expect(top.json().errors_list).toEqual([{ prop: 'category', error: 'Выберите категорию из списка' }]);
  });

  it('refuses a client, an agent (403), a supplier not accredited (403) and a guest (401)', async () => {
    expect((await client.get('/srv/SupplierCRMNewProduct')).statusCode).toBe(403);
    expect(
      (await agent.post('/srv/SupplierCRMNewProduct/Save', { ...card(), 'photos[]': ['1'] })).statusCode,
    ).toBe(403);
    const [newcomer] = await gateway.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.login, 'supplier-new'));
    await gateway.database.db
      .update(accounts)
      .set({ isAccredited: false })
      .where(eq(accounts.id, newcomer?.id ?? 0));
    const notYet = await other.get('/srv/SupplierCRMNewProduct');
    expect(notYet.statusCode).toBe(403);
    expect(notYet.json().error_message).toBe('Раздел откроется после аккредитации');
    await gateway.database.db
      .update(accounts)
      .set({ isAccredited: true })
      .where(eq(accounts.id, newcomer?.id ?? 0));
    expect((await gateway.app.inject({ url: '/srv/SupplierCRMNewProduct' })).statusCode).toBe(401);
  });

  it('answers bad input with a Russian message per field, and accepts only photos of its own', async () => {
    const upload = await supplier.upload('/srv/SetFile', {
      files: [{ field: 'file', name: 'front.png', bytes: PNG }],
    });
    expect(upload.statusCode).toBe(200);
    photoId = upload.json().id;
    const pdf = await supplier.upload('/srv/SetFile', {
      files: [{ field: 'file', name: 'photo.png', bytes: SMALL_PDF }],
    });
    const foreignPhoto = await other.upload('/srv/SetFile', {
      files: [{ field: 'file', name: 'x.png', bytes: PNG }],
    });

    const empty = await supplier.post('/srv/SupplierCRMNewProduct/Save', {
      category: String(categoryId),
      year: '1900',
      'prices[0][title]': '',
      'prices[0][value]': '10',
    });
    expect(empty.statusCode).toBe(400);
    const props = (empty.json().errors_list as { prop: string; error: string }[]).map((error) => error.prop);
    expect(props).toEqual(
      expect.arrayContaining([
        'title',
        'brand',
        'model',
        'year',
        'description',
        'characteristics[power_hp]',
        'characteristics[drive]',
        'photos',
        'prices[0][title]',
        'prices[0][value]',
      ]),
    );
    expect(empty.json().errors_list).toContainEqual({ prop: 'title', error: 'Укажите наименование техники' });

    const wrongType = await supplier.post('/srv/SupplierCRMNewProduct/Save', {
      ...card(),
      'photos[]': [String(pdf.json().id)],
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors_list[0]).toEqual({
      prop: 'photos',
      error: '«photo.png»: фотография должна быть в формате JPEG, PNG или WebP',
    });
    const someoneElses = await supplier.post('/srv/SupplierCRMNewProduct/Save', {
      ...card(),
      'photos[]': [String(foreignPhoto.json().id)],
    });
    expect(someoneElses.json().errors_list[0].prop).toBe('photos');
    const badValue = await supplier.post('/srv/SupplierCRMNewProduct/Save', {
      ...card(),
      'characteristics[power_hp]': '-3',
      'characteristics[rows]': '8',
    });
    expect(badValue.json().errors_list).toEqual([
      { prop: 'characteristics[rows]', error: 'Такой характеристики нет в этой категории' },
      { prop: 'characteristics[power_hp]', error: 'Значение — больше 0 и меньше 1 000 000' },
    ]);
    expect(
      (await supplier.post('/srv/SupplierCRMNewProduct/Save', { ...card(), category: 'x' })).statusCode,
    ).toBe(400);
  });

  it('sends a valid card to moderation: the catalogue does not have it yet', async () => {
    const before = await generation();
    const saved = await supplier.post('/srv/SupplierCRMNewProduct/Save', card());
    expect(saved.statusCode).toBe(200);
    const change = saved.json().change;
    changeId = change.id;
    expect(change).toMatchObject({
      status: 'pending',
      status_title: 'На модерации',
      product_url: null,
      edit_url: `/cabinet/v2/supplier/products/new/${changeId}`,
      card: {
        category: { id: categoryId, title: 'Колёсные тракторы' },
        model,
        year: 2026,
        photos: [{ id: photoId, src: `/srv/files/${photoId}` }],
        prices: [
          { id: null, title: 'Базовая', value: 99_000_000 },
          { id: null, title: 'С доставкой', value: 99_500_000 },
        ],
      },
    });
    expect(change.card.characteristics).toContainEqual(
      expect.objectContaining({ field: 'power_hp', value: '321', raw: '321', unit: 'л.с.' }),
    );
    expect(await generation()).toBe(before);
    const list = (await supplier.get('/srv/SupplierCRMProducts')).json();
    expect(list.new_cards[0]).toMatchObject({
      id: changeId,
      status: 'pending',
      category: 'Колёсные тракторы',
    });
    expect(list.pending).toBe(1);
    const search = await gateway.app.inject({
      url: `/srv/CatalogSearchSuggestions?query=${encodeURIComponent(model)}`,
    });
    expect(search.json().items).toEqual([]);
  });

  it("answers another supplier's card 404", async () => {
    expect((await other.get(`/srv/SupplierCRMNewProduct?id_object=${changeId}`)).statusCode).toBe(404);
    const otherForm = { ...card(), id_object: String(changeId) };
    expect((await other.post('/srv/SupplierCRMNewProduct/Save', otherForm)).statusCode).toBe(404);
    expect((await supplier.get(`/srv/SupplierCRMNewProduct?id_object=${changeId}`)).json().change.id).toBe(
      changeId,
    );
  });

  it('shows the manager the whole card; a rejection with its reason reaches the supplier, who sends it again', async () => {
    const queue = (await manager.get('/srv/Backoffice/ProductChanges?status=pending')).json();
    expect(queue.items[0]).toMatchObject({
      id: changeId,
      kind: 'new',
      product: `Трактор колёсный Степняк ${model}`,
    });
    const view = await manager.get(`/srv/Backoffice/ProductChange?id_object=${changeId}`);
    expect(view.json().change).toMatchObject({
      kind: 'new',
      product: null,
      company: 'ООО «АгроТехника-Воронеж»',
      can_decide: true,
      card: { photos: [{ id: photoId }] },
    });
    expect((await manager.get(`/srv/files/${photoId}`)).statusCode).toBe(200);
    const rejected = await manager.post('/srv/Backoffice/ProductChange/Decide', {
      id_object: String(changeId),
      decision: 'rejected',
      comment: 'Добавьте фото кабины',
    });
    expect(rejected.json().change).toMatchObject({
      status: 'rejected',
      manager_comment: 'Добавьте фото кабины',
    });
    const list = (await supplier.get('/srv/SupplierCRMProducts')).json();
    expect(list.new_cards[0]).toMatchObject({
      status: 'rejected',
      status_title: 'Отклонено',
      manager_comment: 'Добавьте фото кабины',
    });
    const again = await supplier.post('/srv/SupplierCRMNewProduct/Save', {
      ...card(),
      id_object: String(changeId),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().change).toMatchObject({ id: changeId, status: 'pending', manager_comment: '' });
  });

  it('accepting creates the product: its category listing, search, filters and page show it at once', async () => {
    const { db } = gateway.database;
    // The manager opens the card: the catalogue index is built for the current generation.
    expect((await manager.get(`/srv/Backoffice/ProductChange?id_object=${changeId}`)).statusCode).toBe(200);
    const before = await generation();
    expect(keptIndexGeneration(db)).toBe(before);
    const accepted = await manager.post('/srv/Backoffice/ProductChange/Decide', {
      id_object: String(changeId),
      decision: 'accepted',
    });
    expect(accepted.statusCode).toBe(200);
    productId = accepted.json().change.product.id;
    expect(accepted.json().change).toMatchObject({
      status: 'accepted',
      card: {
        category: { id: categoryId, title: 'Колёсные тракторы' },
        characteristics: expect.arrayContaining([expect.objectContaining({ field: 'power_hp', raw: '321' })]),
      },
    });
    // The reply did not rebuild the index: the moved generation left it stale for the next request.
    expect(await generation()).toBeGreaterThan(before);
    expect(keptIndexGeneration(db)).toBe(before);
    const [product] = await gateway.database.db.select().from(products).where(eq(products.id, productId));
    const [company] = await gateway.database.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.inn, '3664000028'));
    expect(product).toMatchObject({ supplierId: company?.id, price: 99_000_000, categoryId });

    const page = (await gateway.app.inject({ url: `/srv/CatalogProduct?id=${productId}` })).json().product;
    expect(page).toMatchObject({
      title: `Трактор колёсный Степняк ${model}`,
      image: `/srv/catalog/photo/${photoId}`,
      gallery: [{ src: `/srv/catalog/photo/${photoId}` }],
      supplier: { title: 'ООО «АгроТехника-Воронеж»' },
    });
    expect(page.CRMPrices.map((level: { value: number }) => level.value)).toEqual([99_000_000, 99_500_000]);
    expect(page.characteristics).toContainEqual(expect.objectContaining({ code: 'power_hp', value: '321' }));

    const listing = (
      await gateway.app.inject({
        url: '/srv/CatalogV2?category=traktory&subcategory=kolesnye-traktory&sort=price&by=desc',
      })
    ).json();
    expect(listing.catalogItems[0]).toMatchObject({ id: productId, image: `/srv/catalog/photo/${photoId}` });
    const filtered = (
      await gateway.app.inject({
        url: '/srv/CatalogV2?category=traktory&subcategory=kolesnye-traktory&catalog[filter][power_hp][from]=320&catalog[filter][power_hp][to]=322',
      })
    ).json();
    expect(filtered.catalogItems.map((item: { id: number }) => item.id)).toContain(productId);
    expect(keptIndexGeneration(db)).toBe(await generation());
    const search = await gateway.app.inject({
      url: `/srv/CatalogSearchSuggestions?query=${encodeURIComponent(model)}`,
    });
    expect(search.json().items.map((item: { id: number }) => item.id)).toContain(productId);

    const photo = await gateway.app.inject({ url: `/srv/catalog/photo/${photoId}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');

    const list = (await supplier.get('/srv/SupplierCRMProducts')).json();
    expect(list.new_cards[0]).toMatchObject({
      status: 'accepted',
      status_title: 'Опубликована',
      product_url: `/catalog/item/${productId}/`,
      edit_url: null,
    });
    const resend = await supplier.post('/srv/SupplierCRMNewProduct/Save', {
      ...card(),
      id_object: String(changeId),
    });
    expect(resend.statusCode).toBe(409);
  });

  it('keeps files that are not photos of a published product private', async () => {
    const [photo] = await gateway.database.db
      .select()
      .from(productPhotos)
      .where(and(eq(productPhotos.productId, productId)));
    expect(photo?.fileId).toBe(photoId);
    const privateUpload = await supplier.upload('/srv/SetFile', {
      files: [{ field: 'file', name: 'draft.png', bytes: PNG }],
    });
    expect(
      (await gateway.app.inject({ url: `/srv/catalog/photo/${privateUpload.json().id}` })).statusCode,
    ).toBe(404);
  });
});
