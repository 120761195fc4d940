import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { moscowIsoDay } from '@agrolease/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, DEMO_PASSWORD, signInAs } from '../../testing/cabinet-session.ts';
import { toldTo } from '../../testing/message-deliveries.ts';
import { demoSupplierCatalogue } from '../../testing/supplier-sessions.ts';

const {
  products,
  suppliers,
  supplierCartLeads,
  serviceRequests,
  supplierSpecialOffers,
  catalogueGeneration,
} = schema;

interface Lead {
  id: string;
  source: string;
  state: string;
  note: string;
  client: string;
  product: { id: number };
  contact: { phone: string } | null;
}

function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe.each(testDrivers())("the supplier's leads, special offers and consultants on %s", (driver) => {
  let gateway: TestGateway;
  let supplier: CabinetSession;
  let supplierNew: CabinetSession;
  let client: CabinetSession;
  let manager: CabinetSession;
  let ownIds: number[] = [];
  let foreignId = 0;
  let foreignSupplierId = 0;
  const today = moscowIsoDay(new Date()) ?? '';

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    supplier = await signInAs(gateway, 'supplier');
    supplierNew = await signInAs(gateway, 'supplier-new');
    client = await signInAs(gateway, 'client');
    manager = await signInAs(gateway, 'manager');
    ({ ownIds, foreignId, foreignSupplierId } = await demoSupplierCatalogue(gateway));
  });
  afterAll(() => gateway.close());

  const generation = async () =>
    (await gateway.database.db.select().from(catalogueGeneration))[0]?.value ?? 0;
  const leads = async (query = '') => {
    const response = await supplier.get(`/srv/SupplierInterests${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      items: Lead[];
      count_collection: number;
      states: { state: string; count: number }[];
    };
  };

  describe('SupplierInterests', () => {
    it('reads leads from sent applications and callbacks on its machines, newest first', async () => {
      const list = await leads();
      const sources = new Set(list.items.map((item) => item.source));
      expect(sources.has('application')).toBe(true);
      expect(sources.has('callback')).toBe(true);
      for (const item of list.items) expect(ownIds).toContain(item.product.id);
      const callback = list.items.find((item) => item.source === 'callback');
      expect(callback?.contact?.phone).toMatch(/^\+7/);
      expect(list.states.find((state) => state.state === 'new')?.count).toBe(list.count_collection);
      const farm = await leads(`?query=${encodeURIComponent('Заречье')}`);
      expect(farm.items.length).toBeGreaterThan(0);
      expect(farm.items.every((item) => item.source === 'application')).toBe(true);
    });

    it("has a lead when a signed-in client puts its machine in the cart, not a guest, and drops it when taken out (the cart's events, decision 0183)", async () => {
      const product = ownIds[2] ?? 0;
      const before = (await leads()).count_collection;
      const guest = (url: string) =>
        gateway.app.inject({ method: 'GET', url, cookies: { client_id: 'guest-browser-0001' } });
      expect((await guest(`/srv/ShoppingCartProducts/addProduct?id_product=${product}`)).statusCode).toBe(
        200,
      );
      expect((await leads()).count_collection).toBe(before);
      const put = await client.get(`/srv/ShoppingCartProducts/addProduct?id_product=${product}&quantity=2`);
      expect(put.statusCode).toBe(200);
      const list = await leads();
      expect(list.count_collection).toBe(before + 1);
      const cart = list.items.find((item) => item.source === 'cart' && item.product.id === product);
      expect(cart).toMatchObject({ state: 'new', contact: null });
      expect(cart?.client).toBeTruthy();
      const opened = await supplier.get(`/srv/SupplierInterest?id_object=${cart?.id}`);
      expect(opened.json().item.detail).toBe('В корзине: 2 шт.');
      // The same machine put again is the same lead, with the quantity last put.
      await client.get(`/srv/ShoppingCartProducts/addProduct?id_product=${product}&quantity=3`);
      expect((await leads()).count_collection).toBe(before + 1);
      expect((await supplier.get(`/srv/SupplierInterest?id_object=${cart?.id}`)).json().item.detail).toBe(
        'В корзине: 3 шт.',
      );
      await client.get(`/srv/ShoppingCartProducts/removeProduct?products=${product}`);
      expect((await leads()).count_collection).toBe(before);
      expect((await supplier.get(`/srv/SupplierInterest?id_object=${cart?.id}`)).statusCode).toBe(404);
      await guest(`/srv/ShoppingCartProducts/removeProduct?products=${product}`);
    });

    it("has a lead when a guest's cart joins the account at sign-in", async () => {
      const product = ownIds[1] ?? 0;
      const before = (await leads()).count_collection;
      const browser = 'guest-browser-0002';
      await gateway.app.inject({
        method: 'GET',
        url: `/srv/ShoppingCartProducts/addProduct?id_product=${product}`,
        cookies: { client_id: browser },
      });
      expect((await leads()).count_collection).toBe(before);
      const signedIn = await gateway.app.inject({
        method: 'POST',
        url: '/srv/getauth',
        payload: new URLSearchParams({ login: 'client', password: DEMO_PASSWORD }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies: { client_id: browser },
        remoteAddress: '10.78.0.1',
      });
      expect(signedIn.json().success).toBe(true);
      const list = await leads();
      expect(list.count_collection).toBe(before + 1);
      expect(list.items.some((item) => item.source === 'cart' && item.product.id === product)).toBe(true);
      await client.get(`/srv/ShoppingCartProducts/removeProduct?products=${product}`);
      expect(
        (
          await gateway.database.db
            .select()
            .from(supplierCartLeads)
            .where(eq(supplierCartLeads.productId, product))
        ).length,
      ).toBe(0);
    });

    it('changes the state and note; the state filters the list', async () => {
      const [first] = (await leads()).items;
      const saved = await supplier.post('/srv/SupplierInterest/Save', {
        id_object: first?.id ?? '',
        state: 'in_work',
        note: 'Позвонили, ждём реквизиты',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().item).toMatchObject({ id: first?.id, state: 'in_work', state_title: 'В работе' });
      const inWork = await leads('?state=in_work');
      expect(inWork.items.map((item) => item.id)).toEqual([first?.id]);
      expect(inWork.items[0]?.note).toBe('Позвонили, ждём реквизиты');
      const card = await supplier.get(`/srv/SupplierInterest?id_object=${first?.id}`);
      expect(card.json().item.state).toBe('in_work');
      const closed = await supplier.post('/srv/SupplierInterest/Save', {
        id_object: first?.id ?? '',
        state: 'closed',
      });
      expect(closed.json().item).toMatchObject({ state: 'closed', note: '' });
    });

    it("refuses bad input (400), another supplier's lead (404), other roles (403) and a guest (401)", async () => {
      const bad = await supplier.post('/srv/SupplierInterest/Save', { id_object: 'deal-1', state: 'new' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error_message).toBeTruthy();
      const [first] = (await leads()).items;
      expect(
        (await supplier.post('/srv/SupplierInterest/Save', { id_object: first?.id ?? '', state: 'lost' }))
          .statusCode,
      ).toBe(400);
      expect((await supplier.get('/srv/SupplierInterests?state=lost')).statusCode).toBe(400);
      const [foreignCallback] = await gateway.database.db
        .insert(serviceRequests)
        .values({
          kind: 'callback',
          code: 'ЗВ-TEST-LEAD',
          payload: { name: 'Чужой', phone: '+7 900 000-00-00', page: `/catalog/item/${foreignId}/` },
          fingerprint: 'test-foreign-lead',
        })
        .returning();
      const key = `callback-${foreignCallback?.id}`;
      expect((await supplier.get(`/srv/SupplierInterest?id_object=${key}`)).statusCode).toBe(404);
      expect(
        (await supplier.post('/srv/SupplierInterest/Save', { id_object: key, state: 'closed' })).statusCode,
      ).toBe(404);
      expect((await client.get('/srv/SupplierInterests')).statusCode).toBe(403);
      const notYet = await supplierNew.get('/srv/SupplierInterests');
      expect(notYet.statusCode).toBe(403);
      expect(notYet.json().error_message).toBe('Раздел откроется после аккредитации');
      expect((await gateway.app.inject({ url: '/srv/SupplierInterests' })).statusCode).toBe(401);
    });
  });

  describe('special offers', () => {
    it('lists the demo offers with the machines for a new one', async () => {
      const response = await supplier.get('/srv/SupplierOffers');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.items.map((item: { status: string }) => item.status).sort()).toEqual([
        'accepted',
        'pending',
      ]);
      expect(body.items.find((item: { status: string }) => item.status === 'accepted').runs).toBe(true);
      expect(body.products.length).toBe(Math.min(ownIds.length, 200));
    });

    it('shows a published offer in CatalogPromo on every page', async () => {
      const promo = (await gateway.app.inject({ url: '/srv/CatalogPromo?page=2' })).json();
      expect(promo.supplier_offers.map((offer: { product_id: number }) => offer.product_id)).toContain(
        ownIds[0],
      );
    });

    it('sends an offer to the manager, who accepts it: the catalogue generation moves, the public list shows it', async () => {
      expect(ownIds.length).toBeGreaterThanOrEqual(3);
      const productId = ownIds[ownIds.length - 1] ?? 0;
      const [product] = await gateway.database.db.select().from(products).where(eq(products.id, productId));
      const high = await supplier.post('/srv/SupplierOffer/Create', {
        id_product: String(productId),
        price: String(product?.price ?? 0),
        starts_on: today,
        ends_on: shiftDays(today, 10),
        text: 'Тест',
      });
      expect(high.statusCode).toBe(400);
      expect(high.json().error_message).toBe('Специальная цена должна быть ниже цены техники на сайте');
      const ended = await supplier.post('/srv/SupplierOffer/Create', {
        id_product: String(productId),
        price: '1000',
        starts_on: shiftDays(today, -10),
        ends_on: shiftDays(today, -1),
        text: 'Тест',
      });
      expect(ended.statusCode).toBe(400);
      const form = {
        id_product: String(productId),
        price: String((product?.price ?? 0) - 1000),
        starts_on: today,
        ends_on: shiftDays(today, 14),
        text: 'Скидка на демонстрационный образец',
      };
      const created = await supplier.post('/srv/SupplierOffer/Create', form);
      expect(created.statusCode).toBe(200);
      const offer = created.json().item;
      expect(offer).toMatchObject({ status: 'pending', runs: false, price: Number(form.price) });
      expect((await supplier.post('/srv/SupplierOffer/Create', form)).statusCode).toBe(409);

      const queue = (await manager.get('/srv/Backoffice/SupplierOffers')).json();
      expect(queue.items[0].status).toBe('pending');
      expect(queue.items.map((item: { id: number }) => item.id)).toContain(offer.id);
      const noReason = await manager.post('/srv/Backoffice/SupplierOffer/Decide', {
        id_object: String(offer.id),
        decision: 'rejected',
      });
      expect(noReason.statusCode).toBe(400);

      const before = await generation();
      const accepted = await manager.post('/srv/Backoffice/SupplierOffer/Decide', {
        id_object: String(offer.id),
        decision: 'accepted',
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().item).toMatchObject({ status: 'accepted', runs: true, can_decide: false });
      // The supplier is told, in the feed and by letter, under its moderation kind (decision 0177).
      const [supplierAccount] = await gateway.database.db
        .select()
        .from(schema.accounts)
        .where(eq(schema.accounts.login, 'supplier'));
      expect(
        await toldTo(
          gateway.database.db,
          supplierAccount?.id ?? 0,
          /^Специальное предложение на «.+» опубликовано$/,
        ),
      ).toEqual([expect.objectContaining({ kind: 'moderation', channels: ['email'] })]);
      expect(await generation()).toBeGreaterThan(before);
      expect(
        (
          await manager.post('/srv/Backoffice/SupplierOffer/Decide', {
            id_object: String(offer.id),
            decision: 'accepted',
          })
        ).statusCode,
      ).toBe(409);
      const promo = (await gateway.app.inject({ url: '/srv/CatalogPromo' })).json();
      const shown = promo.supplier_offers.find((item: { id: number }) => item.id === offer.id);
      expect(shown).toMatchObject({ product_id: productId, special_price: Number(form.price) });
      expect(promo.items.map((item: { id: number }) => item.id)).toContain(productId);

      const withdrawn = await supplier.post('/srv/SupplierOffer/Withdraw', { id_object: String(offer.id) });
      expect(withdrawn.json().item.status).toBe('withdrawn');
      const after = (await gateway.app.inject({ url: '/srv/CatalogPromo' })).json();
      expect(after.supplier_offers.map((item: { id: number }) => item.id)).not.toContain(offer.id);
    });

    it("refuses another supplier's machine and offer (404), a client (403), a supplier in the back office (403)", async () => {
      const foreign = await supplier.post('/srv/SupplierOffer/Create', {
        id_product: String(foreignId),
        price: '1000',
        starts_on: today,
        ends_on: today,
        text: 'Чужая',
      });
      expect(foreign.statusCode).toBe(404);
      const [other] = await gateway.database.db
        .insert(supplierSpecialOffers)
        .values({
          supplierId: foreignSupplierId,
          productId: foreignId,
          price: 1000,
          startsOn: today,
          endsOn: today,
          text: 'Чужое предложение',
        })
        .returning();
      expect(
        (await supplier.post('/srv/SupplierOffer/Withdraw', { id_object: String(other?.id) })).statusCode,
      ).toBe(404);
      expect((await client.get('/srv/SupplierOffers')).statusCode).toBe(403);
      expect((await supplier.get('/srv/Backoffice/SupplierOffers')).statusCode).toBe(403);
      expect(
        (
          await client.post('/srv/Backoffice/SupplierOffer/Decide', {
            id_object: String(other?.id),
            decision: 'accepted',
          })
        ).statusCode,
      ).toBe(403);
      await gateway.database.db
        .delete(supplierSpecialOffers)
        .where(and(eq(supplierSpecialOffers.id, other?.id ?? 0)));
    });
  });

  describe('consultants', () => {
    it('names a consultant for all machines and one for a category, and removes one', async () => {
      const list = (await supplier.get('/srv/SupplierConsultants')).json();
      expect(list.items).toHaveLength(1);
      expect(list.items[0].category).toBeNull();
      const category = list.categories[0];
      const page = await gateway.app.inject({ url: `/srv/CatalogProduct?id=${ownIds[0]}` });
      expect(page.json().consultant).toMatchObject({
        name: 'Андрей Викторович Лебедев',
        supplier: 'ООО «АгроТехника-Воронеж»',
      });
      expect(
        (await gateway.app.inject({ url: `/srv/CatalogProduct?id=${foreignId}` })).json().consultant,
      ).toBeNull();
      const before = await generation();
      const saved = await supplier.post('/srv/SupplierConsultant/Save', {
        id_category: String(category.id),
        name: 'Ирина Котова',
        phone: '+7 900 123-45-67',
        email: '',
        hours: 'ежедневно 8–20',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().item).toMatchObject({ category: { id: category.id }, email: '' });
      const again = await supplier.post('/srv/SupplierConsultant/Save', {
        id_category: String(category.id),
        name: 'Ирина Котова',
        phone: '+7 900 123-45-68',
      });
      expect(again.json().item.id).toBe(saved.json().item.id);
      expect(await generation()).toBeGreaterThan(before);
      const [inCategory] = await gateway.database.db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.categoryId, category.id),
            eq(
              products.supplierId,
              foreignSupplierId === 0
                ? -1
                : ((
                    await gateway.database.db.select().from(suppliers).where(eq(suppliers.inn, '3664000028'))
                  )[0]?.id ?? -1),
            ),
          ),
        )
        .limit(1);
      const shown = (await gateway.app.inject({ url: `/srv/CatalogProduct?id=${inCategory?.id}` })).json();
      expect(shown.consultant).toMatchObject({ name: 'Ирина Котова', phone: '+7 900 123-45-68' });
      expect((await supplier.get('/srv/SupplierConsultants')).json().items).toHaveLength(2);
      const badPhone = await supplier.post('/srv/SupplierConsultant/Save', { name: 'А', phone: '12' });
      expect(badPhone.statusCode).toBe(400);
      expect((await supplierNew.get('/srv/SupplierConsultants')).statusCode).toBe(403);
      expect(
        (await supplier.post('/srv/SupplierConsultant/Delete', { id_object: String(saved.json().item.id) }))
          .statusCode,
      ).toBe(200);
      expect(
        (await supplier.post('/srv/SupplierConsultant/Delete', { id_object: String(saved.json().item.id) }))
          .statusCode,
      ).toBe(404);
    });
  });
});
