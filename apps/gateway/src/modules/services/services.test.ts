import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

const CLIENT = 'client-services-0001';
const OTHER = 'client-services-0002';

describe.each(testDrivers())('services calls on %s', (driver) => {
  let gateway: TestGateway;
  const clock = { at: new Date('2026-11-23T10:00:00Z'), now: () => new Date(clock.at) };
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver, adapters: { clock } });
  });
  afterAll(() => gateway.close());

  const get = (url: string, clientId = CLIENT) =>
    gateway.app.inject({ method: 'GET', url, cookies: { client_id: clientId } });
  const post = (url: string, body: Record<string, string>, clientId: string | undefined = CLIENT) =>
    gateway.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(body).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: clientId ? { client_id: clientId } : {},
    });
  const stored = (kind: string) =>
    gateway.database.db.select().from(schema.serviceRequests).where(eq(schema.serviceRequests.kind, kind));

  const feedback = {
    topic: 'question',
    name: 'Иван Петров',
    email: 'ivan@example.ru',
    message: 'Подскажите, можно ли взять комбайн в лизинг без аванса?',
    accept_terms: '1',
  };

  it('stores feedback and answers its number; the same feedback within a minute is not stored twice', async () => {
    const first = await post('/srv/PostFeedback', feedback);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      code: expect.stringMatching(/^ОБР-\d{6}$/),
      duplicate: false,
    });
    const again = await post('/srv/PostFeedback', feedback);
    expect(again.json()).toEqual({ ...first.json(), duplicate: true });
    expect(await stored('feedback')).toHaveLength(1);
    expect((await stored('feedback'))[0]?.payload).toMatchObject({ name: 'Иван Петров', accept_terms: 1 });

    clock.at = new Date(clock.at.getTime() + 61_000);
    expect((await post('/srv/PostFeedback', feedback)).json().duplicate).toBe(false);
    expect(await stored('feedback')).toHaveLength(2);
  });

  it('refuses feedback without consent or with bad fields, naming the fields', async () => {
    const response = await post('/srv/PostFeedback', {
      ...feedback,
      accept_terms: '0',
      email: 'не почта',
      message: 'коротко',
    });
    expect(response.statusCode).toBe(400);
    const props = response.json().errors_list.map((error: { prop: string }) => error.prop);
    expect(props).toEqual(expect.arrayContaining(['accept_terms', 'email', 'message']));
    expect((await post('/srv/PostFeedback', { ...feedback, topic: 'spam' })).statusCode).toBe(400);
  });

  it('files a technical-support request as its own kind and tells its status by number', async () => {
    const { code } = (
      await post('/srv/PostFeedback', {
        ...feedback,
        topic: 'support',
        message: 'Не открывается раздел «Документы» в кабинете',
      })
    ).json();
    expect(code).toMatch(/^ТП-/);
    const status = await get(`/srv/GetComplaintStatus?code=${encodeURIComponent(code)}`);
    expect(status.json()).toMatchObject({
      code,
      status: 'received',
      status_title: 'Получено, ожидает рассмотрения',
    });
    expect((await get(`/srv/GetComplaintStatus?code=${encodeURIComponent('ОБР-999999')}`)).statusCode).toBe(
      404,
    );
    expect((await get('/srv/GetComplaintStatus')).statusCode).toBe(400);
  });

  it('takes a callback request only with a client id, and validates the phone', async () => {
    const body = { name: 'Анна', phone: '+7 (918) 123-45-67', time: 'после 14:00' };
    const response = await post('/srv/SetCall', body);
    expect(response.json()).toMatchObject({ success: true, code: expect.stringMatching(/^ЗВ-/) });
    // The demo data holds callbacks of its own (asked from a supplier's machine pages).
    const callback = (await stored('callback')).find((row) => row.code === response.json().code);
    expect(callback).toMatchObject({
      clientId: CLIENT,
      payload: { phone: '+7 (918) 123-45-67' },
    });
    expect((await post('/srv/SetCall', body, '')).json().errors_list).toEqual([
      { prop: 'client_id', error: 'Обязательное поле' },
    ]);
    const bad = await post('/srv/SetCall', { name: 'Анна', phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors_list).toEqual([
      { prop: 'phone', error: 'Введите телефон в формате +7 999 123-45-67' },
    ]);
  });

  it('stores agentship and marketing-offer requests from GET calls', async () => {
    const agent = await get(
      `/srv/SetAgentshipCall?name=${encodeURIComponent('Олег')}&phone=89181234567&region=${encodeURIComponent('Краснодарский край')}`,
    );
    expect(agent.json().code).toMatch(/^АГ-/);
    const offer = await get(
      `/srv/SetMarketingOfferCall?name=${encodeURIComponent('Олег')}&phone=89181234567&id_product=15`,
    );
    expect(offer.json().code).toMatch(/^МП-/);
    expect((await get('/srv/SetAgentshipCall?name=x')).statusCode).toBe(400);
  });

  it('stores a factoring application and e-mails it to the factoring desk once', async () => {
    const application = {
      company: 'ООО «АгроСнаб»',
      inn: '3664000025',
      name: 'Сергей',
      phone: '+79001234567',
      email: 'sales@agrosnab.ru',
      volume: '25000000',
      accept_terms: '1',
    };
    const response = await post('/srv/EmailFactoring', application);
    expect((await post('/srv/EmailFactoring', application)).json().duplicate).toBe(true);
    expect(response.json().code).toMatch(/^ФК-/);
    expect((await stored('factoring'))[0]?.payload).toMatchObject({ inn: '3664000025', volume: 25_000_000 });
    const letters = await gateway.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.recipient, 'factoring@agrolease.local'));
    expect(letters).toHaveLength(1);
    expect(letters[0]?.subject).toBe(`Заявка на факторинг ${response.json().code}: ООО «АгроСнаб»`);
    expect(letters[0]?.body).toContain('ИНН: 3664000025');
    expect((await post('/srv/EmailFactoring', { company: 'X', inn: '123' })).statusCode).toBe(400);
  });

  it('finds fines by contract number or INN and needs one of them', async () => {
    const byInn = (await get('/srv/GetCabinetFines?inn=3662000016')).json();
    expect(byInn.items.length).toBeGreaterThan(0);
    expect(
      byInn.items.every((fine: { contract_number: string }) => fine.contract_number.startsWith('АЛ-2025')),
    ).toBe(true);
    expect(byInn.total).toBeGreaterThanOrEqual(byInn.unpaid);
    const byContract = (
      await get(`/srv/GetCabinetFines?contract_number=${encodeURIComponent('АЛ-2026/0051')}`)
    ).json();
    expect(byContract.items.length).toBeGreaterThan(0);
    expect((await get('/srv/GetCabinetFines?inn=7700000000')).json()).toEqual({
      items: [],
      total: 0,
      unpaid: 0,
    });
    const none = await get('/srv/GetCabinetFines');
    expect(none.statusCode).toBe(400);
    expect(none.json().error_message).toBe('Укажите номер договора или ИНН');
    expect((await get('/srv/GetCabinetFines?inn=12')).statusCode).toBe(400);
  });

  it('answers the production calendar and whether a day is a working day', async () => {
    const may = (await get('/srv/GetWorkDays?year=2026&month=5')).json();
    expect(may).toMatchObject({ year: 2026, month: 5, work_days: 19 });
    expect(may.items[0]).toEqual({ date: '2026-05-01', kind: 'holiday', is_work_day: false });
    expect((await get('/srv/GetWorkDays?year=2027')).json().work_days).toBe(247);
    expect((await get('/srv/IsWorkDay?date=31.12.2026')).json()).toEqual({
      date: '2026-12-31',
      kind: 'holiday',
      is_work_day: false,
    });
    expect((await get('/srv/IsWorkDay?date=2026-11-03')).json().kind).toBe('shortened');
    expect((await get('/srv/IsWorkDay?date=2026-13-01')).statusCode).toBe(400);
    expect((await get('/srv/GetWorkDays?year=2030')).json().errors_list).toEqual([
      { prop: 'year', error: 'Производственный календарь на 2030 год не загружен' },
    ]);
    expect((await get('/srv/GetWorkDays?year=2026&month=13')).statusCode).toBe(400);
  });

  it('lists FAQ by type and counts marks; a visitor marks an answer once and may change the mark', async () => {
    const list = (await get('/srv/GetFAQList?type=client')).json();
    expect(list.types).toEqual(['agent', 'cabinet', 'client', 'supplier']);
    expect(list.items.every((item: { type: string }) => item.type === 'client')).toBe(true);
    const first = list.items[0];
    expect(first).toMatchObject({ useful: 0, not_useful: 0, mark: null });

    expect((await get(`/srv/SetFAQMark?id=${first.id}&useful=1`)).json()).toEqual({
      success: true,
      id: first.id,
      useful: 1,
      not_useful: 0,
    });
    expect((await get(`/srv/SetFAQMark?id=${first.id}&useful=1`)).json().useful).toBe(1);
    expect((await get(`/srv/SetFAQMark?id=${first.id}&useful=0`, OTHER)).json()).toMatchObject({
      useful: 1,
      not_useful: 1,
    });
    expect((await get(`/srv/SetFAQMark?id=${first.id}&useful=0`)).json()).toMatchObject({
      useful: 0,
      not_useful: 2,
    });
    const mine = (await get('/srv/GetFAQList?type=client')).json().items[0];
    expect(mine).toMatchObject({ useful: 0, not_useful: 2, mark: 0 });

    expect((await get('/srv/SetFAQMark?id=99999&useful=1')).statusCode).toBe(404);
    expect((await get(`/srv/SetFAQMark?id=${first.id}&useful=5`)).statusCode).toBe(400);
    expect((await get('/srv/GetFAQList?type=DROP%20TABLE')).statusCode).toBe(400);
  });
});
