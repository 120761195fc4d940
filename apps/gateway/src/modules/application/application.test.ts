import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { formatMonthlyPayment } from '@agrolease/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import {
  type CabinetSession,
  SMALL_PDF,
  sessionWith,
  signInAs,
  signInAsNewClient,
} from '../../testing/cabinet-session.ts';
import { submitApplication } from './lifecycle.ts';

const WIZARD = '/srv/CabinetApplicationWizard';

interface Box {
  title: string;
  text: string;
  hint?: string;
}

interface Reply {
  success: boolean;
  wizard: {
    step: number;
    maxstep: number;
    id_object: number;
    finished: boolean;
    isavailable: boolean;
    steps: unknown[];
  };
  FormBuilder: {
    form_name: string;
    items: { field: string; type: string; value: unknown; options?: { value: string }[] }[];
  };
  products: {
    id_row: number;
    id_product: number;
    id_price: number | null;
    quantity: number;
    price: number;
    sum: number;
  }[];
  productSumm: number;
  catalogProducts: { id: number; priceMin: number; idPrice: number | null; src: string }[];
  applicationDocument: { url: string; application_code: string; signed: boolean } | null;
  regions: { value: string; title: string }[];
  canSES: boolean;
  title: string;
  errors_list: { prop: string; error: string }[];
}

describe.each(testDrivers())('application wizard on %s', (driver) => {
  let gateway: TestGateway;
  let client: CabinetSession;
  let other: CabinetSession;
  let productA: { id: number; levels: { id: number; value: number }[] };
  let productB: { id: number; levels: { id: number; value: number }[] };
  let regionA = '';
  let regionB = '';

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    client = await signInAs(gateway, 'client');
    other = await signInAsNewClient(gateway, 'wizard-other');
    const db = gateway.database.db;
    const levels = await db
      .select()
      .from(schema.priceLevels)
      .orderBy(asc(schema.priceLevels.productId), asc(schema.priceLevels.sort))
      .limit(40);
    const byProduct = new Map<number, { id: number; value: number }[]>();
    for (const level of levels) {
      byProduct.set(level.productId, [
        ...(byProduct.get(level.productId) ?? []),
        { id: level.id, value: level.value },
      ]);
    }
    const [a, b] = [...byProduct.entries()].filter(([, list]) => list.length >= 2);
    if (!a || !b) throw new Error('the demo catalogue has no products with two price levels');
    productA = { id: a[0], levels: a[1] };
    productB = { id: b[0], levels: b[1] };
    const regions = await db.select().from(schema.regions).orderBy(asc(schema.regions.sortKey)).limit(2);
    regionA = regions[0]?.fiasId ?? '';
    regionB = regions[1]?.fiasId ?? '';
  });
  afterAll(() => gateway.close());

  const wizard = async (session: CabinetSession, form: Record<string, string>) => session.post(WIZARD, form);
  const open = async (session: CabinetSession, form: Record<string, string> = {}) => {
    const response = await wizard(session, form);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Reply;
  };
  const submit = async (id: number, step: number, fields: Record<string, string>) =>
    wizard(client, { id_object: String(id), step: String(step), submit: '1', ...fields });
  const setProducts = (id: number, form: Record<string, string | string[]>, session = client) =>
    session.post('/srv/CabinetApplicationSetProducts', { id_object: String(id), ...form });
  const rowsOf = (id: number) =>
    gateway.database.db
      .select()
      .from(schema.applicationProducts)
      .where(eq(schema.applicationProducts.applicationId, id));
  const step1 = {
    region: () => regionA,
    fields: () => ({
      region: regionA,
      programme: 'minselhoz',
      contact_name: 'Иван Петров',
      contact_phone: '+7 900 000-00-01',
      contact_email: 'ivan@example.ru',
    }),
  };

  async function draftWithProducts(): Promise<number> {
    const reply = await open(client);
    const id = reply.wizard.id_object;
    expect((await submit(id, 1, step1.fields())).statusCode).toBe(200);
    const set = await setProducts(id, {
      [`quantity[${productA.id}]`]: '2',
      [`products[${productA.id}]`]: String(productA.levels[1]?.id),
      [`quantity[${productB.id}]`]: '1',
    });
    expect(set.statusCode, set.body).toBe(200);
    return id;
  }

  it('answers 401 to a guest and 403 to another role', async () => {
    expect((await wizard(sessionWith(gateway, ''), {})).statusCode).toBe(401);
    const manager = await signInAs(gateway, 'manager');
    expect((await wizard(manager, {})).statusCode).toBe(403);
    expect((await manager.get(`/srv/GetComplect?id_product=${productA.id}`)).statusCode).toBe(403);
    expect(
      (await sessionWith(gateway, '').get('/srv/ShoppingCartCreateApplication?client_id=guest-cart-1'))
        .statusCode,
    ).toBe(401);
  });

  it("creates a draft 'Новая заявка' without id_object and shows step one", async () => {
    const reply = await open(client);
    expect(reply.title).toBe('Новая заявка');
    expect(reply.wizard).toMatchObject({ step: 1, maxstep: 1, finished: false, isavailable: true });
    expect(reply.wizard.steps).toHaveLength(8);
    const region = reply.FormBuilder.items.find((item) => item.field === 'region');
    expect(region?.type).toBe('select');
    expect(region?.options?.length).toBeGreaterThan(10);
    expect(reply.FormBuilder.items.find((item) => item.field === 'contact_phone')?.value).toBe(
      '+79000000001',
    );
    const [row] = await gateway.database.db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.id, reply.wizard.id_object));
    expect(row).toMatchObject({ status: 'draft', code: null, step: 1 });
  });

  it('names the wrong fields of a step and stays on it', async () => {
    const { wizard: state } = await open(client);
    const response = await submit(state.id_object, 1, {
      region: 'nowhere',
      programme: 'standard',
      contact_phone: '123',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as Reply & { error_message: string };
    expect(body.errors_list.map((error) => error.prop)).toEqual(['region', 'contact_name', 'contact_phone']);
    expect(body.error_message).toBe('Выберите значение из списка');
    const again = await open(client, { id_object: String(state.id_object), step: '1' });
    expect(again.wizard.maxstep).toBe(1);
  });

  it('moves on after a good step and never past the furthest reached or step two without machinery', async () => {
    const { wizard: state } = await open(client);
    const moved = await submit(state.id_object, 1, step1.fields());
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as Reply).wizard).toMatchObject({ step: 2, maxstep: 2 });
    const tooFar = await open(client, { id_object: String(state.id_object), step: '6' });
    expect(tooFar.wizard.step).toBe(2);
    expect(tooFar.catalogProducts.length).toBeGreaterThan(0);
    expect(tooFar.catalogProducts[0]).toMatchObject({
      priceMin: expect.any(Number),
      src: expect.any(String),
    });
    const noMachines = await submit(state.id_object, 2, {});
    expect(noMachines.statusCode).toBe(400);
    expect(noMachines.json().errors_list).toEqual([
      { prop: 'products', error: 'Выберите хотя бы одну единицу техники' },
    ]);
    const jump = await submit(state.id_object, 5, { revenue: '1' });
    expect(jump.statusCode).toBe(409);
  });

  it('filters the catalogue of step two by category and pages it', async () => {
    const { wizard: state } = await open(client);
    await submit(state.id_object, 1, step1.fields());
    const all = await open(client, { id_object: String(state.id_object), step: '2' });
    const category =
      (all as Reply & { filters: { categories: { value: string }[] } }).filters.categories[0]?.value ?? '';
    const filtered = await open(client, {
      id_object: String(state.id_object),
      step: '2',
      category,
      page: '2',
    });
    const paged = filtered as Reply & { pagination: { totalItems: number; lastLoadedPage: number } };
    expect(paged.pagination.totalItems).toBeLessThan((all as typeof paged).pagination.totalItems);
    expect(paged.pagination.lastLoadedPage).toBeLessThanOrEqual(2);
  });

  it('puts products with quantity and price level, without duplicates on a repeat, and sums them', async () => {
    const id = await draftWithProducts();
    const levelA = productA.levels[1];
    const levelB = productB.levels[0];
    if (!levelA || !levelB) throw new Error('levels');
    const again = await setProducts(id, {
      [`quantity[${productA.id}]`]: '2',
      [`products[${productA.id}]`]: String(levelA.id),
    });
    expect(again.statusCode).toBe(200);
    expect(await rowsOf(id)).toHaveLength(2);
    const body = again.json() as Reply;
    const lineA = body.products.find((line) => line.id_product === productA.id);
    expect(lineA).toMatchObject({ quantity: 2, id_price: levelA.id, price: levelA.value });
    expect(body.productSumm).toBe(body.products.reduce((sum, line) => sum + line.sum, 0));
    expect(body.productSumm).toBeGreaterThanOrEqual(levelA.value * 2 + levelB.value);

    const complect = (await client.get(`/srv/GetComplect?id_product=${productA.id}`)).json() as {
      items: { index: number; price: number }[];
    };
    const option = complect.items.find((piece) => piece.price > 0);
    if (!option) throw new Error('no paid complect option');
    const withComplect = await setProducts(id, {
      [`quantity[${productA.id}]`]: '2',
      [`complect[${productA.id}]`]: String(option.index),
    });
    const after = withComplect.json() as Reply;
    expect(after.productSumm).toBe(body.productSumm + option.price * 2);

    const badLevel = await setProducts(id, { [`products[${productA.id}]`]: String(levelB.id) });
    expect(badLevel.statusCode).toBe(400);
    expect(badLevel.json().errors_list[0].prop).toBe(`products[${productA.id}]`);
    expect((await setProducts(id, { 'quantity[999999999]': '1' })).statusCode).toBe(400);
    expect((await setProducts(id, { [`quantity[${productA.id}]`]: '0' })).statusCode).toBe(400);
    expect((await client.get('/srv/GetComplect?id_product=999999999')).statusCode).toBe(404);

    const replaced = await setProducts(id, { [`quantity[${productB.id}]`]: '3', do_replace: '1' });
    expect((replaced.json() as Reply).products.map((line) => [line.id_product, line.quantity])).toEqual([
      [productB.id, 3],
    ]);
  });

  it('removes a product row; an unknown row is 404', async () => {
    const id = await draftWithProducts();
    const rows = await rowsOf(id);
    const row = rows[0];
    if (!row) throw new Error('no row');
    const removed = await client.put('/srv/CabinetApplicationUnSetProducts', {
      id_object: String(id),
      id_row: String(row.id),
    });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Reply).products).toHaveLength(1);
    const again = await client.put('/srv/CabinetApplicationUnSetProducts', {
      id_object: String(id),
      id_row: String(row.id),
    });
    expect(again.statusCode).toBe(404);
  });

  it('computes the same shipping cost twice and saves it in the draft', async () => {
    const id = await draftWithProducts();
    const first = await client.post('/srv/CabinetApplicationWizard/GetShippingCost', {
      id_object: String(id),
      delivery_region: regionB,
    });
    expect(first.statusCode, first.body).toBe(200);
    const cost = first.json() as { cost: number; distance: number };
    expect(cost.cost).toBeGreaterThanOrEqual(15_000 * 3);
    const second = await client.post('/srv/CabinetApplicationWizard/GetShippingCost', {
      id_object: String(id),
    });
    expect(second.json().cost).toBe(cost.cost);
    const bad = await client.post('/srv/CabinetApplicationWizard/GetShippingCost', {
      id_object: String(id),
      delivery_region: 'nowhere',
    });
    expect(bad.statusCode).toBe(400);
  });

  /** /srv/Calc's monthly payment for the wizard's two machines (their top category, if they share one). */
  async function calculatorMonthly(price: number, advance: number, term: number, code: string) {
    const db = gateway.database.db;
    const tops = await db
      .selectDistinct({ id: sql<number>`coalesce(${schema.categories.parentId}, ${schema.categories.id})` })
      .from(schema.products)
      .innerJoin(schema.categories, eq(schema.categories.id, schema.products.categoryId))
      .where(inArray(schema.products.id, [productA.id, productB.id]));
    const [conditions] =
      tops.length === 1
        ? await db
            .select({ guid: schema.calcConditions.guid })
            .from(schema.calcConditions)
            .where(eq(schema.calcConditions.categoryId, Number(tops[0]?.id)))
        : [];
    const query = new URLSearchParams({
      price: String(price),
      advance: String(advance),
      term: String(term),
      repayment_code: code,
      guid_category: conditions?.guid ?? '',
    });
    const calc = await client.get(`/srv/Calc?${query}`);
    expect(calc.statusCode, calc.body).toBe(200);
    return (calc.json() as { monthly_payment: number }).monthly_payment;
  }
  const monthlyBox = (reply: Reply) =>
    (
      reply.FormBuilder.items.find((item) => item.field === 'monthly_payment')?.value as Box[] | undefined
    )?.[0];

  it("shows on step four the calculator's monthly payment for the machines at the chosen conditions", async () => {
    const id = await draftWithProducts();
    await submit(id, 2, {});
    await submit(id, 3, { delivery_region: regionB, delivery_address: 'г Тамбов, ул Ленина, д 1' });
    const shown = await open(client, { id_object: String(id), step: '4' });
    expect(shown.wizard.step).toBe(4);
    // A new draft starts at 10 % for 36 months, annuity: the figure is for what the step shows.
    expect(monthlyBox(shown)?.text).toBe(
      formatMonthlyPayment(await calculatorMonthly(shown.productSumm, 10, 36, '1')),
    );
    expect(
      (await submit(id, 4, { advance_percent: '25', term_months: '48', schedule_type: 'decreasing' }))
        .statusCode,
    ).toBe(200);
    const again = await open(client, { id_object: String(id), step: '4' });
    expect(monthlyBox(again)?.text).toBe(
      formatMonthlyPayment(await calculatorMonthly(again.productSumm, 25, 48, '2')),
    );
    expect(monthlyBox(again)?.hint).toMatch(/аванс 25 %, 48 мес\./);
  });

  it('walks to step eight: one application document, regenerated only while unsigned, then finished when sent', async () => {
    const id = await draftWithProducts();
    expect((await submit(id, 2, {})).statusCode).toBe(200);
    expect(
      (await submit(id, 3, { delivery_region: regionB, delivery_address: 'г Тамбов, ул Ленина, д 1' }))
        .statusCode,
    ).toBe(200);
    const step4 = await submit(id, 4, { advance_percent: '20', term_months: '36', schedule_type: 'annuity' });
    expect(step4.statusCode, step4.body).toBe(200);
    // Step five: no declaration is ticked for the client; what Агролизинг knows is stated beside them.
    const finances = (step4.json() as Reply).FormBuilder.items;
    expect(finances.find((item) => item.field === 'no_overdue_debt_ne')?.value).toBe('');
    expect(finances.find((item) => item.field === 'other_leases')?.value).toBe('');
    const fact = finances.find((item) => item.field === 'lease_record')?.value as {
      title: string;
      text: string;
    }[];
    expect(fact[0]?.title).toBe('По данным Агролизинга');
    expect(fact[0]?.text).toMatch(/^Действующих договоров/);
    const step5 = await submit(id, 5, { revenue: '12 500 000', land_area: '1200', fleet_size: '14' });
    expect(step5.statusCode, step5.body).toBe(200);
    const upload = async () =>
      (
        await client.upload('/srv/SetFile', {
          files: [{ field: 'file', name: 'charter.pdf', bytes: SMALL_PDF }],
        })
      ).json().id as number;
    const charter = await upload();
    const statements = await upload();
    const foreign = (
      await other.upload('/srv/SetFile', { files: [{ field: 'file', name: 'x.pdf', bytes: SMALL_PDF }] })
    ).json().id as number;
    const stolen = await submit(id, 6, {
      charter_file: String(foreign),
      statements_file: String(statements),
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors_list[0].prop).toBe('charter_file');
    const review = await submit(id, 6, {
      charter_file: String(charter),
      statements_file: String(statements),
    });
    expect(review.statusCode).toBe(200);
    // Step seven shows the calculator's monthly payment for the conditions of step four.
    const reviewed = review.json() as Reply;
    const summary = reviewed.FormBuilder.items.find((item) => item.field === 'summary')?.value as Box[];
    expect(summary.find((box) => box.title === 'Ежемесячный платёж')?.text).toBe(
      formatMonthlyPayment(await calculatorMonthly(reviewed.productSumm, 20, 36, '1')),
    );
    const unconfirmed = await submit(id, 7, { confirm_data: '0' });
    expect(unconfirmed.statusCode).toBe(400);
    const eight = await submit(id, 7, { confirm_data: '1' });
    expect(eight.statusCode, eight.body).toBe(200);
    const reply = eight.json() as Reply;
    expect(reply.wizard.step).toBe(8);
    expect(reply.canSES).toBe(true);
    expect(reply.applicationDocument?.url).toMatch(/^\/srv\/files\/\d+$/);
    const download = reply.FormBuilder.items.find((item) => item.type === 'downloadRequest');
    expect((download?.value as { url: string } | undefined)?.url).toBe(reply.applicationDocument?.url);
    const pdf = await client.get(reply.applicationDocument?.url ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Submitting step seven again replaces the file of the same row.
    await submit(id, 7, { confirm_data: '1' });
    const documents = () =>
      gateway.database.db
        .select()
        .from(schema.cabinetDocuments)
        .where(
          and(eq(schema.cabinetDocuments.entity, 'application'), eq(schema.cabinetDocuments.entityId, id)),
        );
    const [document] = await documents();
    expect(await documents()).toHaveLength(1);
    expect(document).toMatchObject({
      needsSignature: true,
      title: `Заявка на лизинг № З-${String(id).padStart(6, '0')}`,
    });
    expect(document?.fileId).not.toBe(Number(reply.applicationDocument?.url.split('/').pop()));

    // Once signed, the document stays as it is.
    const signedFile = document?.fileId;
    await gateway.database.db
      .update(schema.cabinetDocuments)
      .set({ signedAt: new Date() })
      .where(eq(schema.cabinetDocuments.id, document?.id ?? 0));
    await submit(id, 7, { confirm_data: '1' });
    expect((await documents())[0]?.fileId).toBe(signedFile);

    // Sent: the wizard is finished with its code; nothing changes any more.
    const [row] = await gateway.database.db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.id, id));
    if (!row) throw new Error('no application');
    await gateway.database.db.transaction((tx) => submitApplication(tx, row, new Date()));
    const finished = await open(client, { id_object: String(id), step: '3' });
    expect(finished.wizard).toMatchObject({ step: 8, finished: true, isavailable: false });
    expect(finished.title).toMatch(/^З-\d{6}$/);
    expect(finished.applicationDocument?.signed).toBe(true);
    expect((await submit(id, 3, { delivery_region: regionB, delivery_address: 'x' })).statusCode).toBe(409);
    expect((await setProducts(id, { [`quantity[${productA.id}]`]: '1' })).statusCode).toBe(409);
    const rowId = (await rowsOf(id))[0]?.id ?? 0;
    expect(
      (
        await client.put('/srv/CabinetApplicationUnSetProducts', {
          id_object: String(id),
          id_row: String(rowId),
        })
      ).statusCode,
    ).toBe(409);
  });

  it("turns the account's cart into a draft and empties it", async () => {
    const add = (idProduct: number, idPrice: number, quantity: number) =>
      client.get(
        `/srv/ShoppingCartProducts/addProduct?id_product=${idProduct}&id_price=${idPrice}&quantity=${quantity}`,
      );
    await add(productA.id, productA.levels[1]?.id ?? 0, 3);
    await add(productB.id, productB.levels[0]?.id ?? 0, 1);
    const created = await client.get('/srv/ShoppingCartCreateApplication');
    expect(created.statusCode, created.body).toBe(200);
    const { id_object: id, url } = created.json() as { id_object: number; url: string };
    expect(url).toBe(`/cabinet/v2/client/apps/deal/create?id_object=${id}&step=1`);
    const rows = await rowsOf(id);
    expect(rows.map((row) => [row.productId, row.quantity, row.priceLevelId]).sort()).toEqual(
      [
        [productA.id, 3, productA.levels[1]?.id],
        [productB.id, 1, productB.levels[0]?.id],
      ].sort(),
    );
    expect((await client.get('/srv/ShoppingCartProducts')).json().count).toBe(0);
    const empty = await client.get('/srv/ShoppingCartCreateApplication');
    expect(empty.statusCode).toBe(400);
  });

  it("sends a caller who has not accepted the agreements to /pd/ (errcode 'agreements')", async () => {
    const fresh = await signInAsNewClient(gateway, 'wizard-no-agreements');
    await gateway.database.db
      .update(schema.accounts)
      .set({ agreementsAcceptedAt: null })
      .where(eq(schema.accounts.login, 'wizard-no-agreements'));
    const response = await wizard(fresh, {});
    expect(response.statusCode).toBe(403);
    expect(response.json().errcode).toBe('agreements');
  });

  it("answers 404 for another client's draft", async () => {
    const id = await draftWithProducts();
    expect((await wizard(other, { id_object: String(id) })).statusCode).toBe(404);
    expect((await setProducts(id, { [`quantity[${productA.id}]`]: '1' }, other)).statusCode).toBe(404);
  });
});
