import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts';
import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { completeOgrn } from '@agrolease/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../testing/build-test-gateway.ts';
import { lastCodeFor, lastOutboxBody } from '../testing/outbox.ts';

/**
 * Issue 11 §6: what a stranger learns about the people behind an INN, a phone or an e-mail.
 * Each row is a request that disclosed something before the fix.
 */
const CAPTCHA = { 'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN };
const CLIENT = { inn: '3662000015', phone: '+79000000001', email: 'client@demo.agrolease.local' };

describe.each(testDrivers())('disclosure to a stranger on %s', (driver) => {
  let gateway: TestGateway;
  let n = 0;
  let ip = '10.6.0.1';
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    // A second person of the demo client's company, as a manager's import can make.
    await gateway.database.db.insert(schema.accounts).values({
      login: 'rassvet-buh',
      personName: 'Сидорова Анна Павловна',
      passwordHash: 'x',
      companyStatus: 'confirmed',
      role: 'client',
      isAccredited: false,
      companyTitle: 'ООО «КФХ Рассвет»',
      inn: CLIENT.inn,
      ogrn: '1023600000013',
      kpp: '366201001',
      email: 'buh@rassvet.example',
      phone: '+79000000991',
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    n += 1;
    ip = `10.6.0.${n + 1}`;
  });

  const post = (url: string, payload: Record<string, string>) =>
    gateway.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(payload).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: ip,
    });

  it('GetAuthINN lists the accounts of an INN with masked names and logins', async () => {
    const reply = await post('/srv/GetAuthINN', { inn: CLIENT.inn, ...CAPTCHA });
    const text = reply.body;
    expect(reply.json().accounts).toEqual([
      expect.objectContaining({ title: 'ООО «КФХ Рассвет» (Петров И. С.)', login: 'cl***' }),
      expect.objectContaining({ title: 'ООО «КФХ Рассвет» (Сидорова А. П.)', login: 'ra***' }),
    ]);
    for (const secret of ['Иван', 'Сергеевич', 'Анна', 'rassvet-buh', '+79000000991', '9000000991'])
      expect(text).not.toContain(secret);
  });

  /** The answer with the typed value's own mask taken out: what is left must not depend on the account. */
  const answerShape = async (any: string) => {
    const reply = await post('/srv/SetPassword', { any, ...CAPTCHA });
    const body = reply.json();
    return {
      status: reply.statusCode,
      ...body,
      message: String(body.message).replace(/\+7 900 \*\*\*-\*\*-\d\d|\S+\*\*\*@\S+/, '<typed>'),
    };
  };

  it.each([
    ['a phone', '+79000000003', '+79000000977'],
    ['a phone typed another way', '8 (900) 000-00-04', '8 (900) 000-00-78'],
    ['an e-mail', 'fcustomer@demo.agrolease.local', 'nobody@demo.agrolease.local'],
    ['a login', 'ppk-reo', 'no-such-login'],
  ])('SetPassword answers alike for %s that exists and one that does not', async (_, known, unknown) => {
    expect(await answerShape(known)).toEqual(await answerShape(unknown));
  });

  const sentTo = async (recipient: string) =>
    (
      await gateway.database.db
        .select({ id: schema.outbox.id })
        .from(schema.outbox)
        .where(eq(schema.outbox.recipient, recipient))
    ).length;

  it('SetPassword throttles the account whatever names it, and answers a throttled ask as any other', async () => {
    const supplier = { login: 'supplier', phone: '+79000000002', email: 'supplier@demo.agrolease.local' };
    const first = await answerShape(supplier.login);
    expect(first.status).toBe(200);
    // Within the minute the account's phone and e-mail answer as strangers' do, and send nothing.
    expect(await answerShape(supplier.phone)).toEqual(await answerShape('+79000000988'));
    expect(await answerShape(supplier.email)).toEqual(await answerShape('nobody-else@demo.agrolease.local'));
    expect(await answerShape(supplier.login)).toEqual(first);
    expect(await answerShape('no-such-login')).toEqual(await answerShape('no-such-login'));
    expect(await sentTo(supplier.phone)).toBe(1);
    expect(await sentTo(supplier.email)).toBe(0);
  });

  it('Registration/GetCode answers a registered phone as a new one, and sends it no code', async () => {
    const taken = await post('/srv/Registration/GetCode', {
      field: 'phone',
      value: CLIENT.phone,
      ...CAPTCHA,
    });
    const fresh = await post('/srv/Registration/GetCode', {
      field: 'phone',
      value: '+79000000901',
      ...CAPTCHA,
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json().message.replace('01', '')).toBe(fresh.json().message.replace('01', ''));
    const notice = await lastOutboxBody(gateway.database.db, CLIENT.phone);
    expect(notice).toMatch(/уже зарегистрирован/);
    expect(notice).not.toMatch(/\d{6}/);
  });

  it('CreateAccount of an INN that already has an account makes a claimant, never a second owner', async () => {
    const phone = '+79000000902';
    await post('/srv/Registration/GetCode', { field: 'phone', value: phone, ...CAPTCHA });
    const code = await lastCodeFor(gateway.database.db, phone);
    const checked = await post('/srv/Registration/CheckCode', { field: 'phone', value: phone, code });
    const created = await post('/srv/CreateAccount', {
      inn: CLIENT.inn,
      ogrn: completeOgrn('102360000000'),
      kpp: '366201001',
      reg_token: checked.json().reg_token,
      type: 'organization',
      person_name: 'Чужой Пётр Петрович',
      password: 'Урожай-2026-х',
      ...CAPTCHA,
    });
    expect(created.json()).toMatchObject({ success: true });
    const people = await gateway.database.db
      .select({ login: schema.accounts.login, status: schema.accounts.companyStatus })
      .from(schema.accounts)
      .where(eq(schema.accounts.inn, CLIENT.inn));
    expect(people).toContainEqual({ login: phone, status: 'unconfirmed' });
    expect(people.filter((row) => row.status === 'confirmed').map((row) => row.login)).not.toContain(phone);
  });
});
