import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { insertOrderFor } from '../../testing/cabinet-orders.ts';
import {
  type CabinetSession,
  SMALL_PDF,
  sessionWith,
  signInAs,
  signInAsNewClient,
} from '../../testing/cabinet-session.ts';

describe.each(testDrivers())('document orders on %s', (driver) => {
  let gateway: TestGateway;
  let client: CabinetSession;
  let manager: CabinetSession;
  let orderId = 0;
  let otherOrderId = 0;
  let contactId = 0;
  let accountId = 0;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    client = await signInAsNewClient(gateway, 'psd-client');
    manager = await signInAs(gateway, 'manager');
    const order = await insertOrderFor(gateway, 'psd-client');
    orderId = order.id;
    accountId = order.accountId;
    otherOrderId = (await insertOrderFor(gateway, 'client')).id;
    const [contact] = await gateway.database.db
      .insert(schema.contacts)
      .values({
        accountId,
        name: 'Петров Пётр',
        phone: '+79001112233',
        email: 'petrov@example.ru',
        finished: true,
      })
      .returning();
    contactId = contact?.id ?? 0;
  });
  afterAll(() => gateway.close());

  const pickup = (over: Record<string, string | string[]> = {}) => ({
    id_type: '3',
    PSDDeliveryType: '2',
    delivery_contact: 'Иванов Иван Иванович',
    delivery_contact_phone: '+7 900 123-45-67',
    'id_CabinetOrder[]': [String(orderId)],
    on_date: '01.12.2026',
    ...over,
  });
  const setPsd = (fields: Record<string, string | string[]>, session = client) =>
    session.upload('/srv/SetPSD', { fields });

  it("describes types with their fields, delivery types and the caller's contacts and orders", async () => {
    const scheme = (await client.get('/srv/psdscheme')).json();
    expect(scheme.delivery_types.map((type: { id: number }) => type.id)).toEqual([1, 2, 3]);
    const reconciliation = scheme.types.find((type: { id: number }) => type.id === 1);
    expect(reconciliation.fields.map((field: { field: string }) => field.field)).toEqual([
      'period_from',
      'period_to',
      'comment',
    ]);
    expect(scheme.contacts).toEqual([
      { id: contactId, name: 'Петров Пётр', email: 'petrov@example.ru', phone: '+79001112233' },
    ]);
    expect(scheme.orders.map((order: { id: number }) => order.id)).toEqual([orderId]);
  });

  it('orders a pickup, numbers it, tells the feed and does not duplicate a repeated submit', async () => {
    const response = await setPsd(pickup());
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({ duplicate: false });
    expect(created.code).toMatch(/^ЗД-\d{6}$/);
    expect((await setPsd(pickup())).json()).toMatchObject({ id: created.id, duplicate: true });

    const [message] = await gateway.database.db
      .select()
      .from(schema.cabinetMessages)
      .where(eq(schema.cabinetMessages.accountId, accountId))
      .orderBy(desc(schema.cabinetMessages.id))
      .limit(1);
    expect(message?.title).toBe(`Заказ документов ${created.code} принят`);

    const list = (await client.get('/srv/getpsds')).json();
    expect(list).toMatchObject({ count: 1, pages: 1 });
    expect(list.items[0]).toMatchObject({
      code: created.code,
      PSDDeliveryType: 2,
      delivery_contact_phone: '+79001234567',
      id_CabinetOrder: [orderId],
      fields: { on_date: '2026-12-01' },
      status: 'new',
      status_title: 'Принят',
    });
    expect(list.statuses.map((status: { value: string }) => status.value)).toEqual([
      'new',
      'in_progress',
      'ready',
      'rejected',
    ]);
  });

  it('checks the fields of each delivery type', async () => {
    const post = await setPsd(pickup({ PSDDeliveryType: '3' }));
    expect(post.statusCode).toBe(400);
    expect(post.json().errors_list).toEqual([{ prop: 'post_addr_kladr', error: 'Укажите адрес доставки' }]);
    const posted = await setPsd(
      pickup({
        PSDDeliveryType: '3',
        post_addr_kladr: JSON.stringify({ text: 'г Москва, ул Тверская, д 1', json: { fias: 'x' } }),
      }),
    );
    expect(posted.statusCode).toBe(200);

    const email = await setPsd(
      pickup({ PSDDeliveryType: '1', delivery_contact: '', delivery_contact_phone: '' }),
    );
    expect(email.json().errors_list[0].prop).toBe('id_Contact');
    const emailed = await setPsd(pickup({ PSDDeliveryType: '1', id_Contact: String(contactId) }));
    expect(emailed.statusCode).toBe(200);

    const noPhone = await setPsd(pickup({ delivery_contact_phone: '12345' }));
    expect(noPhone.json().errors_list[0].prop).toBe('delivery_contact_phone');
    const noOrder = await setPsd(pickup({ 'id_CabinetOrder[]': [] }));
    expect(noOrder.json().errors_list).toEqual([
      { prop: 'id_CabinetOrder', error: 'Выберите хотя бы один договор' },
    ]);
    const noDate = await setPsd(pickup({ on_date: '' }));
    expect(noDate.json().errors_list).toEqual([{ prop: 'on_date', error: 'Обязательное поле' }]);
    expect((await setPsd(pickup({ PSDDeliveryType: '' }))).statusCode).toBe(400);
  });

  it("answers 404 for another client's order or contact", async () => {
    expect((await setPsd(pickup({ 'id_CabinetOrder[]': [String(otherOrderId)] }))).statusCode).toBe(404);
    const stranger = await signInAsNewClient(gateway, 'psd-stranger');
    const contact = await setPsd(
      pickup({ isemail: '1', id_Contact: String(contactId), 'id_CabinetOrder[]': [] }),
      stranger,
    );
    expect(contact.statusCode).toBe(404);
  });

  it("lets the manager answer with the documents: the client's responses and feed show it", async () => {
    const created = (await setPsd(pickup({ id_type: '4', on_date: '15.12.2026' }))).json();
    const queue = (await manager.get('/srv/Backoffice/DocumentOrders')).json();
    expect(queue.items.find((item: { id: number }) => item.id === created.id)).toMatchObject({
      company: 'ООО «psd-client»',
    });
    const rejectWithoutReason = await manager.upload('/srv/Backoffice/DocumentOrderRespond', {
      fields: { id_psd: String(created.id), status: 'rejected' },
    });
    expect(rejectWithoutReason.statusCode).toBe(400);
    const answered = await manager.upload('/srv/Backoffice/DocumentOrderRespond', {
      fields: {
        id_psd: String(created.id),
        status: 'ready',
        response: 'Справка готова, оригинал в филиале.',
      },
      files: [{ field: 'file', name: 'справка.pdf', bytes: SMALL_PDF }],
    });
    expect(answered.statusCode).toBe(200);
    const responses = (await client.get('/srv/CabinetPSDResponses')).json();
    expect(responses.items).toHaveLength(1);
    expect(responses.items[0]).toMatchObject({
      id_psd: created.id,
      status: 'ready',
      response: 'Справка готова, оригинал в филиале.',
    });
    expect((await client.get(responses.items[0].file.src)).rawPayload.equals(SMALL_PDF)).toBe(true);
    const [message] = await gateway.database.db
      .select()
      .from(schema.cabinetMessages)
      .where(eq(schema.cabinetMessages.accountId, accountId))
      .orderBy(desc(schema.cabinetMessages.id))
      .limit(1);
    expect(message).toMatchObject({
      title: `Заказ документов ${created.code}: документы готовы`,
      entity: 'document_order',
    });
    expect(
      (
        await manager.upload('/srv/Backoffice/DocumentOrderRespond', {
          fields: { id_psd: '999999', status: 'in_progress' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('pages 20 a page', async () => {
    const busy = await signInAsNewClient(gateway, 'psd-busy');
    const order = await insertOrderFor(gateway, 'psd-busy');
    for (let copies = 1; copies <= 21; copies += 1) {
      const fields = pickup({
        id_type: '2',
        copies: String((copies % 20) + 1),
        'id_CabinetOrder[]': [String(order.id)],
      });
      fields.delivery_contact = `Получатель ${copies}`;
      expect((await setPsd(fields, busy)).statusCode).toBe(200);
    }
    const first = (await busy.get('/srv/getpsds')).json();
    expect(first).toMatchObject({ count: 21, pages: 2 });
    expect(first.items).toHaveLength(20);
    expect((await busy.get('/srv/getpsds?page=2')).json().items).toHaveLength(1);
  });

  it('answers 401 to a guest and 403 to other roles', async () => {
    const guest = sessionWith(gateway, '');
    expect((await guest.get('/srv/psdscheme')).statusCode).toBe(401);
    expect((await setPsd(pickup(), guest)).statusCode).toBe(401);
    expect((await manager.get('/srv/getpsds')).statusCode).toBe(403);
    expect((await client.get('/srv/Backoffice/DocumentOrders')).statusCode).toBe(403);
  });
});
