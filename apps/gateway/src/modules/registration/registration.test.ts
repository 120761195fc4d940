import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts';
import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

const CAPTCHA = { 'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testDrivers())('registration calls on %s', (driver) => {
  let gateway: TestGateway;
  let n = 0;
  let ip = '10.1.0.1';
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    n += 1;
    ip = `10.1.0.${n + 1}`;
  });

  const post = (url: string, payload: Record<string, string>, headers: Record<string, string> = {}) =>
    gateway.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(payload).toString(),
      headers: { ...FORM, ...headers },
      remoteAddress: ip,
    });
  const get = (url: string, headers: Record<string, string> = {}) =>
    gateway.app.inject({ method: 'GET', url, headers, remoteAddress: ip });
  const db = () => gateway.database.db;

  async function lastCodeFor(recipient: string): Promise<string> {
    const [row] = await db()
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.recipient, recipient))
      .orderBy(sql`${schema.outbox.id} desc`)
      .limit(1);
    return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? '';
  }

  async function confirmedPhone(phone: string): Promise<string> {
    expect(
      (await post('/srv/Registration/GetCode', { field: 'phone', value: phone, ...CAPTCHA })).statusCode,
    ).toBe(200);
    const checked = await post('/srv/Registration/CheckCode', {
      field: 'phone',
      value: phone,
      code: await lastCodeFor(phone),
    });
    expect(checked.json()).toMatchObject({ success: true, step: 3 });
    return checked.json().reg_token;
  }

  /** A company of the counterparty register (suppliers) without an account. */
  async function registerCompany() {
    const [company] = await db().select().from(schema.suppliers).orderBy(schema.suppliers.id).limit(1);
    if (!company) throw new Error('no suppliers in the test data');
    return company;
  }

  it('registers an organisation by phone and e-mail, signs in, then asks for the agreements', async () => {
    const phone = '+79161110001';
    const sent = await post('/srv/Registration/GetCode', {
      field: 'phone',
      value: '8 916 111-00-01',
      ...CAPTCHA,
    });
    expect(sent.json()).toEqual({
      success: true,
      code_sent: true,
      message: 'Код отправлен на номер +7 916 ***-**-01',
      resend_after: 60,
    });
    const token = await (async () => {
      const checked = await post('/srv/Registration/CheckCode', {
        field: 'phone',
        value: phone,
        code: await lastCodeFor(phone),
      });
      return checked.json().reg_token as string;
    })();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await post('/srv/Registration/GetCode', {
      field: 'email',
      value: 'Director@Rassvet-Agro.ru',
      reg_token: token,
    });
    const email = await post('/srv/Registration/CheckCode', {
      field: 'email',
      value: 'director@rassvet-agro.ru',
      code: await lastCodeFor('director@rassvet-agro.ru'),
      reg_token: token,
    });
    expect(email.json()).toMatchObject({ success: true, step: 5 });

    const company = await registerCompany();
    const found = await get(`/srv/CompanySearch?query=${company.inn.slice(0, 6)}&reg_token=${token}`);
    expect(found.json().items).toContainEqual({
      title: company.title,
      inn: company.inn,
      ogrn: company.ogrn,
      kpp: company.kpp,
      city: company.city,
    });

    const created = await post('/srv/CreateAccount', {
      inn: company.inn,
      ogrn: company.ogrn,
      kpp: company.kpp,
      reg_token: token,
      type: 'organization',
      person_name: 'Смирнов Олег Петрович',
      password: 'Урожай-2026',
      ...CAPTCHA,
    });
    expect(created.json()).toMatchObject({
      success: true,
      groups: ['client'],
      account: {
        login: phone,
        phone,
        email: 'director@rassvet-agro.ru',
        title: company.title,
        name: 'Смирнов Олег Петрович',
        role: 'client',
      },
    });
    const session = created.json().token as string;
    expect([created.headers['set-cookie']].flat().join()).toContain(`authToken=${session}`);

    expect((await get(`/srv/CheckAgreements?token=${session}`)).json()).toEqual({
      success: true,
      accepted: false,
      errcode: 'agreements',
    });
    expect((await get(`/srv/Registration/CheckRegistration?token=${session}`)).json()).toMatchObject({
      iscompleted: false,
      step: 8,
    });
    const agreements = (await get('/srv/Registration/GetAgreements?ismobile=0')).json();
    expect(agreements.items.map((item: { title: string }) => item.title)).toEqual([
      'Согласие на обработку персональных данных',
      'Пользовательское соглашение личного кабинета',
    ]);
    const signed = await gateway.app.inject({
      method: 'POST',
      url: '/srv/Registration/SetSignedData',
      payload: { id_document: 0, data: 'accepted', token: session },
      headers: { cookie: `authToken=${session}` },
    });
    expect(signed.json()).toEqual({ success: true, accepted: true });
    expect((await get(`/srv/Registration/CheckAgreements?token=${session}`)).json()).toEqual({
      success: true,
      accepted: true,
    });
    expect((await get(`/srv/Registration/CheckRegistration?token=${session}`)).json()).toMatchObject({
      iscompleted: true,
      home: '/cabinet/v2/client/dashboard',
    });

    // the registration is used up, and the new password signs in
    const again = await post('/srv/CreateAccount', {
      inn: company.inn,
      ogrn: company.ogrn,
      kpp: company.kpp,
      reg_token: token,
      person_name: 'Смирнов О. П.',
      password: 'Урожай-2026',
      ...CAPTCHA,
    });
    expect(again.statusCode).toBe(400);
    expect((await post('/srv/getauth', { login: phone, password: 'Урожай-2026' })).json().success).toBe(true);
  });

  it('sends a taken phone a notice instead of a code, and refuses a wrong or expired code', async () => {
    const taken = await post('/srv/Registration/GetCode', {
      field: 'phone',
      value: '+79000000001',
      ...CAPTCHA,
    });
    expect(taken.json()).toMatchObject({
      code_sent: true,
      message: 'Код отправлен на номер +7 900 ***-**-01',
    });
    expect(await lastCodeFor('+79000000001')).toBe('');

    await post('/srv/Registration/GetCode', { field: 'phone', value: '+79161110002', ...CAPTCHA });
    const code = await lastCodeFor('+79161110002');
    const wrong = await post('/srv/Registration/CheckCode', {
      field: 'phone',
      value: '+79161110002',
      code: code === '111111' ? '222222' : '111111',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_message).toBe('Неверный код. Осталось попыток: 4');
    await db().execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where recipient = '+79161110002'`,
    );
    const expired = await post('/srv/Registration/CheckCode', {
      field: 'phone',
      value: '+79161110002',
      code,
    });
    expect(expired.json().error_message).toMatch(/Срок действия кода истёк/);
  });

  it('answers CreateAccount failures as {auth, success, error}', async () => {
    const token = await confirmedPhone('+79161110003');
    const company = await registerCompany();
    const base = {
      inn: company.inn,
      ogrn: company.ogrn,
      kpp: company.kpp,
      reg_token: token,
      person_name: 'Смирнов Олег Петрович',
      password: 'Урожай-2026',
      ...CAPTCHA,
    };
    expect((await post('/srv/CreateAccount', { ...base, inn: '3662000016' })).json()).toEqual({
      auth: false,
      success: false,
      error: 'Неверный ИНН: проверьте цифры',
    });
    expect((await post('/srv/CreateAccount', { ...base, password: 'короткий' })).json().error).toBe(
      'Пароль должен содержать буквы и цифры',
    );
    expect((await post('/srv/CreateAccount', { ...base, type: 'person' })).json().error).toMatch(
      /ИНН индивидуального предпринимателя/,
    );
    expect(
      (await post('/srv/CreateAccount', { ...base, 'g-recaptcha-response': 'bot' })).json().error,
    ).toMatch(/не робот/);
    const forged = await post('/srv/CreateAccount', { ...base, reg_token: 'A'.repeat(43) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors_list[0].prop).toBe('reg_token');
  });

  it('needs a session or a registration for CompanySearch, and a session for the agreement calls', async () => {
    expect((await get('/srv/CompanySearch?query=Агро')).statusCode).toBe(401);
    expect((await get(`/srv/CompanySearch?query=Агро&reg_token=${'A'.repeat(43)}`)).statusCode).toBe(400);
    expect((await get('/srv/CompanySearch?query=А')).statusCode).toBe(400);
    for (const url of [
      '/srv/CheckAgreements',
      '/srv/Registration/CheckAgreements',
      '/srv/Registration/CheckRegistration',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(`${url}?token=${'Z'.repeat(43)}`)).statusCode).toBe(401);
    }
    expect(
      (await post('/srv/Registration/SetSignedData', { id_document: '0', data: 'accepted' })).statusCode,
    ).toBe(401);
  });
});
