import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { moscowDay } from '@agrolease/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL, insertSubmittedApplication, openDeal } from '../../testing/applications.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, sessionWith, signInAs } from '../../testing/cabinet-session.ts';

const { cabinetDocuments, cabinetMessages, cabinetOrders, deals, offers } = schema;

describe.each(testDrivers())('back office on %s', (driver) => {
  let gateway: TestGateway;
  let manager: CabinetSession;
  let client: CabinetSession;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    manager = await signInAs(gateway, 'manager');
    client = await signInAs(gateway, 'client');
  });
  afterAll(() => gateway.close());

  const messagesAbout = (entity: string, id: number) =>
    gateway.database.db
      .select()
      .from(cabinetMessages)
      .where(and(eq(cabinetMessages.entity, entity), eq(cabinetMessages.entityId, id)));

  it('answers 401 to a guest and 403 to a client on every back-office call', async () => {
    const guest = sessionWith(gateway, '');
    const calls = [
      (s: CabinetSession) => s.get('/srv/Backoffice/Applications'),
      (s: CabinetSession) => s.get('/srv/Backoffice/Application?id_object=1'),
      (s: CabinetSession) =>
        s.post('/srv/Backoffice/Application/RequestDocuments', { id_object: '1', comment: 'x' }),
      (s: CabinetSession) => s.post('/srv/Backoffice/Application/Approve', { id_object: '1', ...APPROVAL }),
      (s: CabinetSession) => s.post('/srv/Backoffice/Application/Reject', { id_object: '1', reason: 'x' }),
      (s: CabinetSession) => s.get('/srv/Backoffice/Deals'),
      (s: CabinetSession) => s.get('/srv/Backoffice/Deal?id_object=1'),
      (s: CabinetSession) =>
        s.post('/srv/Backoffice/Deal/NextStage', { id_object: '1', stage: 'conditions' }),
    ];
    for (const call of calls) {
      expect((await call(guest)).statusCode).toBe(401);
      expect((await call(client)).statusCode).toBe(403);
    }
  });

  it('the demo data holds one sent application of the demo client with two machines, waiting for the manager', async () => {
    const queue = (await manager.get('/srv/Backoffice/Applications?status=submitted')).json();
    const seeded = queue.items.find((item: { id: number }) => item.id === 1);
    expect(seeded).toMatchObject({ code: 'З-000001', status: 'submitted', products_count: 2 });
    const card = (await manager.get('/srv/Backoffice/Application?id_object=1')).json().application;
    expect(card.company.login).toBe('client');
    expect(card.defaults).toMatchObject({ advance_percent: 25, term_months: 36, schedule_type: 'annuity' });
    expect(card.products_sum).toBeGreaterThan(0);
  });

  it('lists sent applications waiting ones first, filters by status and finds one by code or company', async () => {
    const waiting = await insertSubmittedApplication(gateway, 'client');
    const decided = await insertSubmittedApplication(gateway, 'client');
    await manager.post('/srv/Backoffice/Application/Reject', {
      id_object: String(decided.id),
      reason: 'Нет залога',
    });
    const queue = (await manager.get('/srv/Backoffice/Applications')).json();
    const ids = queue.items.map((item: { id: number }) => item.id);
    expect(ids.indexOf(waiting.id)).toBeLessThan(ids.indexOf(decided.id));
    expect(queue.items.find((item: { id: number }) => item.id === waiting.id)).toMatchObject({
      code: waiting.code,
      status: 'submitted',
      status_title: 'На рассмотрении',
      products_count: 2,
      products_sum: waiting.productsSum,
    });
    const rejected = (await manager.get('/srv/Backoffice/Applications?status=rejected')).json();
    expect(rejected.items.every((item: { status: string }) => item.status === 'rejected')).toBe(true);
    expect(rejected.items.map((item: { id: number }) => item.id)).toContain(decided.id);
    const byCode = (
      await manager.get(`/srv/Backoffice/Applications?query=${encodeURIComponent(waiting.code)}`)
    ).json();
    expect(byCode.items.map((item: { id: number }) => item.id)).toEqual([waiting.id]);
    const company = queue.items[0].company as string;
    const byCompany = (
      await manager.get(`/srv/Backoffice/Applications?query=${encodeURIComponent(company.slice(4, 12))}`)
    ).json();
    expect(byCompany.count).toBeGreaterThan(0);
    expect((await manager.get('/srv/Backoffice/Applications?status=nope')).statusCode).toBe(400);
  });

  it("opens an application with the client's company, products, files and defaults from the wizard's values", async () => {
    const upload = await client.upload('/srv/SetFile', {
      files: [{ field: 'file', name: 'Баланс.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }],
    });
    const fileId = upload.json().id as number;
    const { id } = await insertSubmittedApplication(gateway, 'client', {
      advancePay: '30',
      orderPeriod: '48',
      RepaymentType: 'decreasing',
      documents_file: [{ id: fileId, title: 'Баланс.pdf' }],
    });
    const response = await manager.get(`/srv/Backoffice/Application?id_object=${id}`);
    expect(response.statusCode).toBe(200);
    const card = response.json().application;
    expect(card.company).toMatchObject({ login: 'client' });
    expect(card.products).toHaveLength(2);
    expect(card.files).toEqual([
      expect.objectContaining({ id: fileId, title: 'Баланс.pdf', src: `/srv/files/${fileId}` }),
    ]);
    expect(card.defaults).toMatchObject({
      advance_percent: 30,
      term_months: 48,
      schedule_type: 'decreasing',
    });
    expect(card.defaults.sum).toBe(card.products_sum);
    expect(card.can).toEqual({ request_documents: true, approve: true, reject: true });
    expect((await manager.get(`/srv/files/${fileId}`)).statusCode).toBe(200);
    expect((await manager.get('/srv/Backoffice/Application?id_object=999999')).statusCode).toBe(404);
  });

  it('requests documents with a comment, and the client hears of it; the resubmission move stays allowed', async () => {
    const { id, code } = await insertSubmittedApplication(gateway, 'client');
    const missing = await manager.post('/srv/Backoffice/Application/RequestDocuments', {
      id_object: String(id),
      comment: ' ',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors_list[0]).toMatchObject({ prop: 'comment' });
    const response = await manager.post('/srv/Backoffice/Application/RequestDocuments', {
      id_object: String(id),
      comment: 'Приложите баланс за 2025 год',
    });
    expect(response.statusCode).toBe(200);
    const card = response.json().application;
    expect(card).toMatchObject({
      status: 'documents_requested',
      manager_comment: 'Приложите баланс за 2025 год',
    });
    expect(card.can).toEqual({ request_documents: false, approve: true, reject: true });
    const feed = await messagesAbout('application', id);
    expect(feed.map((entry) => entry.title)).toContain(`По заявке ${code} запрошены документы`);
    expect(card.history.map((entry: { title: string }) => entry.title)).toContain(
      `По заявке ${code} запрошены документы`,
    );
  });

  it('approves with conditions: status approved, one pending offer and the feed; a second approval is 409', async () => {
    const { id, code } = await insertSubmittedApplication(gateway, 'client');
    const response = await manager.post('/srv/Backoffice/Application/Approve', {
      id_object: String(id),
      ...APPROVAL,
    });
    expect(response.statusCode).toBe(200);
    const card = response.json().application;
    expect(card.status).toBe('approved');
    expect(card.offer).toMatchObject({
      status: 'pending',
      sum: 4_800_000,
      advance_percent: 20,
      advance: 960_000,
      term_months: 24,
      schedule_type: 'annuity',
      comment: 'Одобрено кредитным комитетом',
    });
    expect(card.offer.schedule).toHaveLength(25);
    const again = await manager.post('/srv/Backoffice/Application/Approve', {
      id_object: String(id),
      ...APPROVAL,
    });
    expect(again.statusCode).toBe(409);
    expect(await gateway.database.db.select().from(offers).where(eq(offers.applicationId, id))).toHaveLength(
      1,
    );
    const titles = (await messagesAbout('application', id)).map((entry) => entry.title);
    expect(titles.filter((title) => title === `Заявка ${code} одобрена`)).toHaveLength(1);
  });

  it('validates the conditions of an approval field by field', async () => {
    const { id } = await insertSubmittedApplication(gateway, 'client');
    const response = await manager.post('/srv/Backoffice/Application/Approve', {
      id_object: String(id),
      sum: 'много',
      advance_percent: '80',
      term_months: '2',
      schedule_type: 'weekly',
    });
    expect(response.statusCode).toBe(400);
    const props = response.json().errors_list.map((error: { prop: string }) => error.prop);
    expect(props).toEqual(expect.arrayContaining(['sum', 'advance_percent', 'term_months', 'schedule_type']));
    const card = (await manager.get(`/srv/Backoffice/Application?id_object=${id}`)).json().application;
    expect(card.status).toBe('submitted');
  });

  it('rejects with a reason; a rejected application takes no further decision (409)', async () => {
    const { id, code } = await insertSubmittedApplication(gateway, 'client');
    const response = await manager.post('/srv/Backoffice/Application/Reject', {
      id_object: String(id),
      reason: 'Отрицательная кредитная история',
    });
    expect(response.json().application).toMatchObject({
      status: 'rejected',
      manager_comment: 'Отрицательная кредитная история',
    });
    expect((await messagesAbout('application', id)).map((entry) => entry.title)).toContain(
      `Заявка ${code} отклонена`,
    );
    for (const [url, form] of [
      ['/srv/Backoffice/Application/Approve', APPROVAL],
      ['/srv/Backoffice/Application/RequestDocuments', { comment: 'x' }],
      ['/srv/Backoffice/Application/Reject', { reason: 'x' }],
    ] as const) {
      expect((await manager.post(url, { id_object: String(id), ...form })).statusCode).toBe(409);
    }
  });

  it('moves a deal: conditions → contract makes one order with its schedule and the contract PDF', async () => {
    const { dealId } = await openDeal(gateway, manager, client);
    const list = (await manager.get('/srv/Backoffice/Deals?stage=conditions')).json();
    expect(list.items.map((item: { id: number }) => item.id)).toContain(dealId);
    const response = await manager.post('/srv/Backoffice/Deal/NextStage', {
      id_object: String(dealId),
      stage: 'conditions',
    });
    expect(response.statusCode).toBe(200);
    const card = response.json().card;
    expect(card.deal.stage).toBe('contract');
    expect(card.order).toMatchObject({
      contract_name: `ДЛ-${moscowDay(new Date()).slice(0, 4)}/${card.order.id}`,
      StatusSherp: 'Договор на подписании',
      isCSP: 0,
      // Dated by the Moscow day (decision 0093).
      contractdate: moscowDay(new Date()),
    });
    expect(card.payments).toHaveLength(25);
    expect(card.payments[0]).toMatchObject({ number: 0, payment: 960_000 });
    expect(card.payments.reduce((sum: number, row: { payment: number }) => sum + row.payment, 0)).toBe(
      card.order.sum,
    );
    expect(card.documents).toEqual([expect.objectContaining({ needs_signature: true, signed: false })]);
    const pdf = await manager.get(card.documents[0].src);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [document] = await gateway.database.db
      .select()
      .from(cabinetDocuments)
      .where(and(eq(cabinetDocuments.entity, 'order'), eq(cabinetDocuments.entityId, card.order.id)));
    expect(document?.needsSignature).toBe(true);
    expect(card.history.map((entry: { title: string }) => entry.title)).toContain(
      `Сделка ${card.deal.code}: подписание договора`,
    );

    // The same click again (a stale page) is 409 and makes no second order.
    const again = await manager.post('/srv/Backoffice/Deal/NextStage', {
      id_object: String(dealId),
      stage: 'conditions',
    });
    expect(again.statusCode).toBe(409);
    const orders = await gateway.database.db
      .select()
      .from(cabinetOrders)
      .where(eq(cabinetOrders.dealId, dealId));
    expect(orders).toHaveLength(1);
  });

  it('contract → shipment needs the planned date and supply code; then handover and closed', async () => {
    const { dealId } = await openDeal(gateway, manager, client);
    const move = (stage: string, extra: Record<string, string> = {}) =>
      manager.post('/srv/Backoffice/Deal/NextStage', { id_object: String(dealId), stage, ...extra });
    await move('conditions');
    const missing = await move('contract');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors_list[0]).toMatchObject({ prop: 'date_planned_shipment' });
    const shipped = await move('contract', {
      date_planned_shipment: '2027-03-15',
      supply_code: 'П-2027-0042',
    });
    expect(shipped.json().card.order).toMatchObject({
      datePlannedShipment: '2027-03-15',
      supplyCode: 'П-2027-0042',
      StatusSherp: 'Ожидает поставки',
    });
    expect((await move('shipment')).json().card.deal.stage).toBe('handover');
    const closed = (await move('handover')).json().card;
    expect(closed).toMatchObject({ next_stage: null, deal: { stage: 'closed' } });
    expect((await move('closed')).statusCode).toBe(400);
    const titles = (await messagesAbout('deal', dealId)).map((entry) => entry.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/поставка техники$/),
        expect.stringMatching(/сделка закрыта$/),
      ]),
    );
  });

  it('a failed contract leaves the deal where it was (no half-made order)', async () => {
    const { dealId } = await openDeal(gateway, manager, client);
    // Break the offer behind the deal: the contract cannot be made from it.
    const [deal] = await gateway.database.db.select().from(deals).where(eq(deals.id, dealId));
    await gateway.database.db
      .update(offers)
      .set({ scheduleType: 'weekly' })
      .where(eq(offers.id, deal?.offerId ?? 0));
    const response = await manager.post('/srv/Backoffice/Deal/NextStage', {
      id_object: String(dealId),
      stage: 'conditions',
    });
    expect(response.statusCode).toBe(409);
    const [after] = await gateway.database.db.select().from(deals).where(eq(deals.id, dealId));
    expect(after?.stage).toBe('conditions');
    expect(
      await gateway.database.db.select().from(cabinetOrders).where(eq(cabinetOrders.dealId, dealId)),
    ).toHaveLength(0);
    const titles = (await messagesAbout('deal', dealId)).map((entry) => entry.title);
    expect(titles.some((title) => title.endsWith('подписание договора'))).toBe(false);
  });
});
