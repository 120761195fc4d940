import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expireAttemptCounters } from '../../testing/attempt-counters.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

describe.each(testDrivers())('contact calls on %s', (driver) => {
  let gateway: TestGateway;
  let ipCounter = 0;
  let ip = '10.1.0.1';
  let token = '';
  let phoneCounter = 0;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());
  beforeEach(async () => {
    ipCounter += 1;
    ip = `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
    token = await signIn('client');
  });

  const post = (url: string, payload: Record<string, string>, auth = token) =>
    gateway.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(payload).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(auth ? { cookie: `authToken=${auth}` } : {}),
      },
      remoteAddress: ip,
    });
  const get = (url: string, auth = token) =>
    gateway.app.inject({
      method: 'GET',
      url,
      headers: auth ? { cookie: `authToken=${auth}` } : {},
      remoteAddress: ip,
    });

  async function signIn(login: string) {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/srv/getauth',
      payload: new URLSearchParams({ login, password: 'Demo-2001' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: ip,
    });
    return response.json().token as string;
  }

  async function lastCodeFor(recipient: string): Promise<string> {
    const [row] = await gateway.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.recipient, recipient))
      .orderBy(sql`${schema.outbox.id} desc`)
      .limit(1);
    const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox for ${recipient}`);
    return code;
  }

  /** A contact with its own phone and e-mail, so the code limits of one test stay in it. */
  async function newContact() {
    phoneCounter += 1;
    const phone = `+7912${String(1_000_000 + phoneCounter * 37 + (driver === 'pglite' ? 0 : 500_000)).slice(-7)}`;
    const email = `contact${phoneCounter}.${driver}@example.ru`;
    const response = await post('/srv/SetContact', {
      name: 'Петрова Анна Сергеевна',
      position: 'Главный бухгалтер',
      phone,
      email,
    });
    expect(response.statusCode).toBe(200);
    return response.json().contact as { id: number; phone: string; email: string };
  }

  it('creates a contact, lists it and edits it', async () => {
    const contact = await newContact();
    expect(contact).toMatchObject({
      name: 'Петрова Анна Сергеевна',
      position: 'Главный бухгалтер',
      phone_verified: false,
      email_verified: false,
      finished: false,
    });
    const list = (await get('/srv/GetContacts')).json();
    expect(list.success).toBe(true);
    expect(list.items.map((item: { id: number }) => item.id)).toContain(contact.id);

    const edited = await post('/srv/SetContact', {
      id_contact: String(contact.id),
      name: 'Петрова Анна Сергеевна',
      position: 'Финансовый директор',
      phone: contact.phone,
      email: contact.email,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().contact).toMatchObject({ id: contact.id, position: 'Финансовый директор' });
  });

  it('refuses a bad phone with the field error shape', async () => {
    const response = await post('/srv/SetContact', { name: 'Иванов', phone: '123', email: 'a@b.ru' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors_list: [{ prop: 'phone' }] });
  });

  it('finishes a contact, sends both codes and confirms the phone and e-mail', async () => {
    const contact = await newContact();
    const finished = await post('/srv/SetContact/Finish', { id_contact: String(contact.id) });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ success: true, code_sent: true, contact: { finished: true } });

    const phone = await get(
      `/srv/VerifyPhone?id_contact=${contact.id}&sms_code=${await lastCodeFor(contact.phone)}`,
    );
    expect(phone.statusCode).toBe(200);
    expect(phone.json().contact).toMatchObject({ phone_verified: true, email_verified: false });

    const email = await get(
      `/srv/VerifyEmail?id_contact=${contact.id}&email_code=${await lastCodeFor(contact.email)}`,
    );
    expect(email.statusCode).toBe(200);
    expect(email.json().contact).toMatchObject({ phone_verified: true, email_verified: true });
  });

  it('refuses a wrong code and keeps the phone unverified', async () => {
    const contact = await newContact();
    await post('/srv/SetContact/Finish', { id_contact: String(contact.id) });
    const right = await lastCodeFor(contact.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const response = await get(`/srv/VerifyPhone?id_contact=${contact.id}&sms_code=${wrong}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors_list: [{ prop: 'sms_code' }] });
    const list = (await get('/srv/GetContacts')).json();
    expect(list.items.find((item: { id: number }) => item.id === contact.id).phone_verified).toBe(false);
  });

  it('answers 429 to a resend within a minute and resends after it', async () => {
    const contact = await newContact();
    await post('/srv/SetContact/Finish', { id_contact: String(contact.id) });
    const soon = await get(`/srv/VerifyPhone?id_contact=${contact.id}&resend_code=1`);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBeDefined();

    await expireAttemptCounters(gateway.database.db, `code-resend:%:${contact.phone}:%`);
    const later = await get(`/srv/VerifyPhone?id_contact=${contact.id}&resend_code=1`);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ code_sent: true, resend_after: 60 });
    const code = await lastCodeFor(contact.phone);
    const verified = await get(`/srv/VerifyPhone?id_contact=${contact.id}&sms_code=${code}`);
    expect(verified.json().contact.phone_verified).toBe(true);
  });

  it('asks for a code before the contact is finished', async () => {
    const contact = await newContact();
    const response = await get(`/srv/VerifyEmail?id_contact=${contact.id}&email_code=123456`);
    expect(response.statusCode).toBe(409);
  });

  it("answers 404 for another account's contact on every call", async () => {
    const contact = await newContact();
    const other = await signIn('supplier');
    const id = String(contact.id);
    const replies = await Promise.all([
      post(
        '/srv/SetContact',
        { id_contact: id, name: 'Чужой', phone: contact.phone, email: contact.email },
        other,
      ),
      post('/srv/SetContact/Finish', { id_contact: id }, other),
      get(`/srv/VerifyPhone?id_contact=${id}&sms_code=123456`, other),
      get(`/srv/VerifyEmail?id_contact=${id}&email_code=123456`, other),
      get(`/srv/ContactDelete?id_contact=${id}`, other),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const list = (await get('/srv/GetContacts', other)).json();
    expect(list.items.map((item: { id: number }) => item.id)).not.toContain(contact.id);
  });

  it('deletes a contact; a second delete is 404', async () => {
    const contact = await newContact();
    expect((await get(`/srv/ContactDelete?id_contact=${contact.id}`)).statusCode).toBe(200);
    expect((await get(`/srv/ContactDelete?id_contact=${contact.id}`)).statusCode).toBe(404);
  });

  it('answers 401 without a token', async () => {
    const replies = await Promise.all([
      get('/srv/GetContacts', ''),
      post('/srv/SetContact', { name: 'Иванов', phone: '+79001112233', email: 'a@b.ru' }, ''),
      post('/srv/SetContact/Finish', { id_contact: '1' }, ''),
      get('/srv/VerifyPhone?id_contact=1&sms_code=123456', ''),
      get('/srv/VerifyEmail?id_contact=1&email_code=123456', ''),
      get('/srv/ContactDelete?id_contact=1', ''),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('refuses a non-numeric id with 400', async () => {
    const response = await get('/srv/ContactDelete?id_contact=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});
