import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts';
import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expireAttemptCounters, presetAttemptCounter } from '../../testing/attempt-counters.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

const CAPTCHA = { 'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN };
const CLIENT_PHONE = '+79000000001';

describe.each(testDrivers())('auth calls on %s', (driver) => {
  let gateway: TestGateway;
  let ipCounter = 0;
  /** Each test its own caller address, so per-IP limits of one test do not leak into another. */
  let ip = '10.0.0.1';
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    ipCounter += 1;
    ip = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  });

  const post = (url: string, payload: Record<string, string>, headers: Record<string, string> = {}) =>
    gateway.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(payload).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      remoteAddress: ip,
    });
  const get = (url: string, headers: Record<string, string> = {}) =>
    gateway.app.inject({ method: 'GET', url, headers, remoteAddress: ip });

  const db = () => gateway.database.db;
  /** The code the outbox adapter delivered last to a recipient. */
  async function lastCodeFor(recipient: string): Promise<string> {
    const [row] = await db()
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.recipient, recipient))
      .orderBy(sql`${schema.outbox.id} desc`)
      .limit(1);
    const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox for ${recipient}`);
    return code;
  }
  /** Lets a test send a second code at once: the previous ones are pushed back in time. */
  async function ageCodes(recipientLike: string, seconds: number) {
    await db().execute(
      sql`update one_time_codes set created_at = created_at - make_interval(secs => ${seconds}),
          expires_at = expires_at - make_interval(secs => ${seconds}) where recipient like ${recipientLike}`,
    );
    await expireAttemptCounters(db(), `code-resend:%:${recipientLike}:%`);
    if (seconds >= 24 * 3600) await expireAttemptCounters(db(), `code-daily:${recipientLike}`);
  }

  async function signIn(login = 'client', password = 'Demo-2001') {
    const response = await post('/srv/getauth', { login, password });
    return response.json().token as string;
  }

  describe('getauth', () => {
    it('signs in a demo account with the auth reply and both session cookies', async () => {
      const response = await post('/srv/getauth', { login: 'client', password: 'Demo-2001' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        groups: ['client'],
        account: {
          login: 'client',
          role: 'client',
          title: 'ООО «КФХ Рассвет»',
          home: '/cabinet/v2/client/dashboard',
        },
      });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date(body.expired).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
      const cookies = [response.headers['set-cookie']].flat().join('\n');
      expect(cookies).toContain(`authToken=${body.token}`);
      expect(cookies).toContain(`__at=${body.token}`);
      expect(cookies).toMatch(/HttpOnly; SameSite=Lax/);
    });

    it('stores only the SHA-256 of the token', async () => {
      const token = await signIn('supplier');
      const rows = await db().select({ tokenHash: schema.sessions.tokenHash }).from(schema.sessions);
      expect(rows.some((row) => row.tokenHash === token)).toBe(false);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    });

    it('accepts the e-mail or phone in place of the login', async () => {
      expect(
        (await post('/srv/getauth', { login: 'Agent@Demo.Agrolease.local', password: 'Demo-2001' })).json()
          .account.login,
      ).toBe('agent');
      expect(
        (await post('/srv/getauth', { login: '8 900 000-00-01', password: 'Demo-2001' })).json().account
          .login,
      ).toBe('client');
    });

    it('answers a wrong password with the failure fallback and a readable message', async () => {
      const response = await post('/srv/getauth', { login: 'manager', password: 'wrong-password' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: false,
        token: false,
        expired: '',
        account: {},
        groups: [],
        error_message: 'Неверный логин или пароль.',
      });
      expect((await post('/srv/getauth', { login: 'nobody', password: 'x' })).json().token).toBe(false);
    });

    it('throttles a login after five wrong passwords, with Retry-After and the wait in Russian', async () => {
      const messages: string[] = [];
      for (let i = 0; i < 5; i++) {
        messages.push(
          (await post('/srv/getauth', { login: 'ppk-reo', password: `wrong-${i}` })).json().error_message,
        );
      }
      expect(messages[3]).toMatch(/Осталось попыток: 1/);
      expect(messages[4]).toMatch(/Вход заблокирован на 15 минут/);
      const blocked = await post('/srv/getauth', { login: 'ppk-reo', password: 'Demo-2001' });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
      expect(blocked.json().error_message).toMatch(
        /Слишком много неудачных попыток входа.*Повторите через 1[45] мин/,
      );
    });

    it('rejects empty fields with 400 in the error shape', async () => {
      const response = await post('/srv/getauth', { login: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors_list: expect.arrayContaining([{ prop: 'login', error: 'Поле не может быть пустым' }]),
      });
    });
  });

  describe('sessions: CheckAuth and Logout', () => {
    it('accepts the token as token, tr, authToken and __at', async () => {
      const token = await signIn();
      for (const request of [
        get(`/srv/CheckAuth?token=${token}`),
        get(`/srv/CheckAuth?tr=${token}`),
        get('/srv/CheckAuth', { cookie: `authToken=${token}` }),
        get('/srv/CheckAuth', { cookie: `__at=${token}` }),
      ]) {
        const response = await request;
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          auth: true,
          account: { login: 'client' },
          groups: ['client'],
        });
      }
    });

    it('answers 401 for a missing, forged or expired token', async () => {
      const missing = await get('/srv/CheckAuth');
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({
        success: false,
        error_message: 'Требуется вход в личный кабинет',
        errors_list: [],
      });
      const forged = 'A'.repeat(43);
      expect((await get(`/srv/CheckAuth?token=${forged}`)).statusCode).toBe(401);
      expect((await get('/srv/CheckAuth?token=not-a-token')).statusCode).toBe(401);

      const token = await signIn('agent');
      await db().execute(sql`update sessions set expires_at = now() - interval '1 second'`);
      expect((await get(`/srv/CheckAuth?token=${token}`)).statusCode).toBe(401);
    });

    it('slides the expiry of a session used after a pause', async () => {
      const token = await signIn('supplier-new');
      await db().execute(
        sql`update sessions set last_seen_at = now() - interval '10 days', expires_at = now() + interval '20 days'`,
      );
      const response = await get(`/srv/CheckAuth?token=${token}`);
      expect(new Date(response.json().expired).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    });

    it('logs out: the session is deleted server-side and both cookies cleared', async () => {
      const token = await signIn();
      const response = await get('/srv/Logout', { cookie: `authToken=${token}; __at=${token}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const cookies = [response.headers['set-cookie']].flat().join('\n');
      expect(cookies).toMatch(/authToken=; Max-Age=0/);
      expect(cookies).toMatch(/__at=; Max-Age=0/);
      expect((await get(`/srv/CheckAuth?token=${token}`)).statusCode).toBe(401);
    });
  });

  describe('GetAuthSMS', () => {
    it('sends a code to the phone and signs in with it', async () => {
      const sent = await post('/srv/GetAuthSMS', { phone: '8 (900) 000-00-01', ...CAPTCHA });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({
        success: true,
        code_sent: true,
        message: 'Код отправлен на номер +7 900 ***-**-01',
        resend_after: 60,
      });
      const code = await lastCodeFor(CLIENT_PHONE);
      const signedIn = await post('/srv/GetAuthSMS', { phone: CLIENT_PHONE, code, ...CAPTCHA });
      expect(signedIn.json()).toMatchObject({ success: true, account: { login: 'client' } });
      // a code is used once
      const again = await post('/srv/GetAuthSMS', { phone: CLIENT_PHONE, code, ...CAPTCHA });
      expect(again.statusCode).toBe(400);
      await ageCodes(CLIENT_PHONE, 3600);
    });

    it('refuses a second code within a minute with 429 and Retry-After', async () => {
      await post('/srv/GetAuthSMS', { phone: '+79000000002', ...CAPTCHA });
      const second = await post('/srv/GetAuthSMS', { phone: '+79000000002', ...CAPTCHA });
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(50);
      expect(second.json().error_message).toMatch(
        /не чаще раза в минуту\. Повторите через (1 мин\.|\d+ сек\.)$/,
      );
    });

    it('counts wrong codes: five, then the code is dead', async () => {
      await post('/srv/GetAuthSMS', { phone: '+79000000004', ...CAPTCHA });
      const code = await lastCodeFor('+79000000004');
      const wrong = code === '000000' ? '000001' : '000000';
      const first = await post('/srv/GetAuthSMS', { phone: '+79000000004', code: wrong, ...CAPTCHA });
      expect(first.statusCode).toBe(400);
      expect(first.json()).toMatchObject({
        error_message: 'Неверный код. Осталось попыток: 4',
        errors_list: [{ prop: 'code', error: 'Неверный код. Осталось попыток: 4' }],
      });
      for (let i = 0; i < 4; i++)
        await post('/srv/GetAuthSMS', { phone: '+79000000004', code: wrong, ...CAPTCHA });
      const right = await post('/srv/GetAuthSMS', { phone: '+79000000004', code, ...CAPTCHA });
      expect(right.statusCode).toBe(400);
      expect(right.json().error_message).toMatch(/Превышено число попыток/);
    });

    it('refuses an expired code', async () => {
      await post('/srv/GetAuthSMS', { phone: '+79000000005', ...CAPTCHA });
      const code = await lastCodeFor('+79000000005');
      await ageCodes('+79000000005', 301);
      const response = await post('/srv/GetAuthSMS', { phone: '+79000000005', code, ...CAPTCHA });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_message).toMatch(/Срок действия кода истёк/);
    });

    it('answers an unknown phone like a known one, without sending anything', async () => {
      const response = await post('/srv/GetAuthSMS', { phone: '+79990001122', ...CAPTCHA });
      expect(response.json().code_sent).toBe(true);
      const rows = await db().select().from(schema.outbox).where(eq(schema.outbox.recipient, '+79990001122'));
      expect(rows).toHaveLength(0);
    });

    it('rejects a bad phone and a failed captcha with 400', async () => {
      const badPhone = await post('/srv/GetAuthSMS', { phone: '12345', ...CAPTCHA });
      expect(badPhone.statusCode).toBe(400);
      expect(badPhone.json().errors_list[0].prop).toBe('phone');
      const badCaptcha = await post('/srv/GetAuthSMS', {
        phone: '+79000000006',
        'g-recaptcha-response': 'bot',
      });
      expect(badCaptcha.statusCode).toBe(400);
      expect(badCaptcha.json().errors_list[0].prop).toBe('g-recaptcha-response');
    });

    it('limits the codes asked from one IP address per hour', async () => {
      await presetAttemptCounter(db(), `code-ip:${ip}`, 30);
      const response = await post('/srv/GetAuthSMS', { phone: '+79000000007', ...CAPTCHA });
      expect(response.statusCode).toBe(429);
      expect(response.json().error_message).toMatch(/с вашего адреса/);
    });
  });

  describe('GetAuthINN and GetAuthByRequisites', () => {
    it('signs in by INN with a code sent to the account phone', async () => {
      const sent = await post('/srv/GetAuthINN', { inn: '3664000028', ...CAPTCHA });
      expect(sent.json()).toMatchObject({
        code_sent: true,
        message: 'Код отправлен на номер +7 900 ***-**-02',
      });
      const rows = await db().select().from(schema.accounts).where(eq(schema.accounts.login, 'supplier'));
      const code = await lastCodeFor('+79000000002');
      const signedIn = await post('/srv/GetAuthINN', { inn: '3664000028', code, ...CAPTCHA });
      expect(signedIn.json()).toMatchObject({
        success: true,
        account: { id: rows[0]?.id, login: 'supplier' },
      });
    });

    it('refuses an INN with a wrong check digit and answers an unknown one with the fallback', async () => {
      expect((await post('/srv/GetAuthINN', { inn: '3664000026', ...CAPTCHA })).statusCode).toBe(400);
      const unknown = await post('/srv/GetAuthINN', { inn: '7707083893', ...CAPTCHA });
      expect(unknown.json()).toMatchObject({
        success: false,
        token: false,
        error_message: expect.stringMatching(/не зарегистрирована/),
      });
    });

    it('signs in by requisites and answers failures as {auth, success, error}', async () => {
      const [account] = await db()
        .select()
        .from(schema.accounts)
        .where(eq(schema.accounts.login, 'factoring-customer'));
      if (!account) throw new Error('demo account missing');
      const wrong = await post('/srv/GetAuthByRequisites', {
        inn: account.inn,
        ogrn: '1027700132195',
        ...CAPTCHA,
      });
      expect(wrong.json()).toEqual({
        auth: false,
        success: false,
        error: 'Организация с такими реквизитами не зарегистрирована',
      });
      const badOgrn = await post('/srv/GetAuthByRequisites', {
        inn: account.inn,
        ogrn: '1027700132194',
        ...CAPTCHA,
      });
      expect(badOgrn.json().error).toMatch(/Неверный ОГРН/);

      const sent = await post('/srv/GetAuthByRequisites', {
        inn: account.inn,
        ogrn: account.ogrn,
        kpp: account.kpp,
        ...CAPTCHA,
      });
      expect(sent.json().code_sent).toBe(true);
      const badCode = await post('/srv/GetAuthByRequisites', {
        inn: account.inn,
        ogrn: account.ogrn,
        code: '12345',
        ...CAPTCHA,
      });
      expect(badCode.json()).toMatchObject({
        auth: false,
        success: false,
        error: expect.stringMatching(/Неверный код/),
      });
      const code = await lastCodeFor(account.phone);
      const signedIn = await post('/srv/GetAuthByRequisites', {
        inn: account.inn,
        ogrn: account.ogrn,
        code,
        ...CAPTCHA,
      });
      expect(signedIn.json()).toMatchObject({
        auth: true,
        success: true,
        account: { login: 'factoring-customer' },
      });
    });
  });

  describe('SetPassword and GenPassword', () => {
    it('restores a password by e-mail code: check, set, old sessions end, new password works', async () => {
      const oldToken = await signIn('factoring-supplier');
      const any = 'fsupplier@demo.agrolease.local';
      const sent = await post('/srv/SetPassword', { any, ...CAPTCHA });
      expect(sent.json().message).toBe(
        'Если адрес есть в кабинете, код отправлен на fs***@demo.agrolease.local',
      );
      const code = await lastCodeFor(any);
      expect((await post('/srv/SetPassword', { any, code, ...CAPTCHA })).json()).toEqual({
        success: true,
        code_valid: true,
      });
      const weak = await post('/srv/SetPassword', { any, code, password: 'short', ...CAPTCHA });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors_list[0]).toEqual({
        prop: 'password',
        error: 'Пароль должен содержать не менее 8 символов',
      });
      const done = await post('/srv/SetPassword', { any, code, password: 'Новый-пароль-2026', ...CAPTCHA });
      expect(done.json()).toMatchObject({ success: true, account: { login: 'factoring-supplier' } });
      expect((await get(`/srv/CheckAuth?token=${oldToken}`)).statusCode).toBe(401);
      expect(
        (await post('/srv/getauth', { login: 'factoring-supplier', password: 'Новый-пароль-2026' })).json()
          .success,
      ).toBe(true);
    });

    it('suggests strong random passwords', async () => {
      const first = (await get('/srv/GenPassword')).json();
      const second = (await get('/srv/GenPassword')).json();
      expect(first.password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{14}$/);
      expect(first.password).not.toBe(second.password);
    });
  });

  it('shows the outbox outside production', async () => {
    await post('/srv/GetAuthSMS', { phone: '+79000000008', ...CAPTCHA });
    const response = await get('/srv/dev/outbox?recipient=%2B79000000008');
    expect(response.json().items[0]).toMatchObject({ channel: 'sms', recipient: '+79000000008' });
  });
});
