import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../adapters/clock/clock.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

/** A clock the tests move by hand: the counterparty check is ready 30 s after its request. */
const clock: Clock & { at: Date } = {
  at: new Date('2026-11-20T09:00:00Z'),
  now() {
    return new Date(this.at);
  },
};

describe.each(testDrivers())('account changes, person and counterparty check on %s', (driver) => {
  let gateway: TestGateway;
  let ipCounter = 0;
  let ip = '10.2.0.1';
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver, adapters: { clock } });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    ipCounter += 1;
    ip = `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  });

  const cookie = (token: string) => (token ? { cookie: `authToken=${token}` } : {});
  const post = (url: string, payload: Record<string, string>, token: string) =>
    gateway.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(payload).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...cookie(token) },
      remoteAddress: ip,
    });
  const get = (url: string, token = '') =>
    gateway.app.inject({ method: 'GET', url, headers: cookie(token), remoteAddress: ip });

  async function signIn(login: string) {
    const response = await post('/srv/getauth', { login, password: 'Demo-2001' }, '');
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

  describe('RegInfoChange', () => {
    it('changes the e-mail after the code sent to the new address', async () => {
      const token = await signIn('agent');
      const email = `sokolov.${driver}@example.ru`;
      const asked = await post('/srv/RegInfoChange', { field: 'email', value: email }, token);
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toMatchObject({ success: true, code_sent: true, resend_after: 60 });

      const wrong = await post('/srv/RegInfoChange', { field: 'email', value: email, code: '00000a' }, token);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ success: false, errors_list: [{ prop: 'code' }] });

      const code = await lastCodeFor(email);
      const changed = await post('/srv/RegInfoChange', { field: 'email', value: email, code }, token);
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ success: true, changed: true, account: { email } });
      const user = (await get('/srv/GetUserFromCabinet', token)).json();
      expect(user.user.email).toBe(email);
    });

    it("refuses another account's phone and a bad field", async () => {
      const token = await signIn('supplier');
      const taken = await post('/srv/RegInfoChange', { field: 'phone', value: '+7 900 000-00-01' }, token);
      expect(taken.statusCode).toBe(400);
      expect(taken.json().errors_list[0].prop).toBe('value');
      const field = await post('/srv/RegInfoChange', { field: 'login', value: 'x' }, token);
      expect(field.statusCode).toBe(400);
    });

    it('answers 429 to a second code within a minute, 401 without a session', async () => {
      const token = await signIn('supplier');
      const phone = driver === 'pglite' ? '+79270001122' : '+79270001133';
      expect((await post('/srv/RegInfoChange', { field: 'phone', value: phone }, token)).statusCode).toBe(
        200,
      );
      expect((await post('/srv/RegInfoChange', { field: 'phone', value: phone }, token)).statusCode).toBe(
        429,
      );
      expect((await post('/srv/RegInfoChange', { field: 'phone', value: phone }, '')).statusCode).toBe(401);
    });
  });

  describe('FL/Get', () => {
    it('answers the signed-in person with the name split', async () => {
      const response = await get('/srv/FL/Get', await signIn('client'));
      expect(response.statusCode).toBe(200);
      expect(response.json().fl).toMatchObject({
        full_name: 'Петров Иван Сергеевич',
        last_name: 'Петров',
        first_name: 'Иван',
        middle_name: 'Сергеевич',
        inn: '',
        phone: '+79000000001',
      });
      expect((await get('/srv/FL/Get')).statusCode).toBe(401);
    });
  });

  describe('SparkRequestCreate / SparkRequestCheck', () => {
    it('is in processing at first and passed 30 seconds later', async () => {
      const token = await signIn('client');
      clock.at = new Date('2026-11-20T09:00:00Z');
      const created = await get('/srv/SparkRequestCreate', token);
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({ inn: '3662000015', status: 'В обработке', ready: false });
      const id = created.json().id_request as number;

      clock.at = new Date('2026-11-20T09:00:29Z');
      expect((await get(`/srv/SparkRequestCheck?id_request=${id}`, token)).json().status).toBe('В обработке');
      clock.at = new Date('2026-11-20T09:00:30Z');
      const checked = (await get('/srv/SparkRequestCheck', token)).json();
      expect(checked).toMatchObject({ id_request: id, status: 'Проверка пройдена', ready: true });
    });

    it("refuses a bad INN and answers 404 for another account's request", async () => {
      const token = await signIn('client');
      const bad = await get('/srv/SparkRequestCreate?inn=1234567890', token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors_list[0].prop).toBe('inn');
      const id = (await get('/srv/SparkRequestCreate?inn=7707083893', token)).json().id_request;
      const other = await get(`/srv/SparkRequestCheck?id_request=${id}`, await signIn('ppk-reo'));
      expect(other.statusCode).toBe(404);
      expect((await get('/srv/SparkRequestCheck')).statusCode).toBe(401);
    });
  });

  describe('Registration/GetPDF', () => {
    it('answers the agreement as a PDF and 404 for an unknown document', async () => {
      const response = await get('/srv/Registration/GetPDF?id_document=2');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await get('/srv/Registration/GetPDF?id_document=9')).statusCode).toBe(404);
      expect((await get('/srv/Registration/GetPDF?id_document=x')).statusCode).toBe(400);
    });
  });
});
