import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts';
import { SECURITY_EVENT_KINDS } from '@agrolease/contracts/security-log';
import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, DEMO_PASSWORD, sessionWith, signInAs } from '../../testing/cabinet-session.ts';
import { lastCodeFor } from '../../testing/outbox.ts';
import { recordSecurityEvent } from './record.ts';
import { sweepSecurityLog } from './retention.ts';
import { SECURITY_EVENT_TITLE } from './titles.ts';

const CAPTCHA = { 'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN };
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY_MS = 86_400_000;

interface LogItem {
  id: number;
  date: string;
  kind: string;
  title: string;
  details: string;
  ip: string;
  device: string;
  account?: { login: string; inn: string } | null;
}

describe.each(testDrivers())('the security log on %s', (driver) => {
  let gateway: TestGateway;
  let manager: CabinetSession;
  let clients = 0;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    manager = await signInAs(gateway, 'manager');
  });
  afterAll(() => gateway.close());

  /** A form POST from an address and a browser of the test's choosing, without a session. */
  const postFrom = (ip: string, url: string, form: Record<string, string>) =>
    gateway.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': CHROME_ON_WINDOWS },
      remoteAddress: ip,
    });

  async function ownLog(session: CabinetSession, page = 1) {
    const response = await session.get(`/srv/SecurityLog?page=${page}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: LogItem[]; count: number; pages: number; page: number };
  }

  async function managersLog(query: Record<string, string>) {
    const response = await manager.get(`/srv/Backoffice/SecurityLog?${new URLSearchParams(query)}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: LogItem[]; count: number; kinds: { value: string; label: string }[] };
  }

  /** A client of its own, not yet signed in, so its log holds only what the test does. */
  async function freshClient(login: string) {
    const { db } = gateway.database;
    const [demo] = await db.select().from(schema.accounts).where(eq(schema.accounts.login, 'client'));
    if (!demo) throw new Error('no demo client');
    clients += 1;
    const [row] = await db
      .insert(schema.accounts)
      .values({
        login,
        email: `${login}@test.agrolease.local`,
        phone: `+7955${String(3_000_000 + clients).slice(-7)}`,
        passwordHash: demo.passwordHash,
        companyStatus: 'confirmed',
        role: 'client',
        companyTitle: `ООО «${login}»`,
        inn: '7707083893',
        agreementsAcceptedAt: demo.agreementsAcceptedAt,
      })
      .returning();
    if (!row) throw new Error(`no ${login}`);
    return row;
  }

  async function signInFrom(ip: string, login: string, password = DEMO_PASSWORD) {
    const response = await postFrom(ip, '/srv/getauth', { login, password });
    return response.json() as { success: boolean; token?: string };
  }

  it('shows a sign-in and a failed one in the account’s own log, newest first, with address and device', async () => {
    const login = `seclog-own-${driver}`;
    await freshClient(login);
    expect((await signInFrom('10.77.0.1', login, 'не-тот-пароль')).success).toBe(false);
    const { token } = await signInFrom('10.77.0.2', login);
    const owner = sessionWith(gateway, token ?? '');

    const log = await ownLog(owner);
    expect(log.items.map((item) => item.kind)).toEqual(['sign-in', 'sign-in-failed']);
    const [signIn, failed] = log.items;
    expect(signIn).toMatchObject({
      title: 'Вход в кабинет',
      details: 'По логину и паролю',
      ip: '10.77.0.2',
      device: 'Chrome 131, Windows',
    });
    expect(failed).toMatchObject({
      title: 'Неудачная попытка входа',
      details: `Вход по логину и паролю: неверный пароль. Введено: «${login}»`,
      ip: '10.77.0.1',
      device: 'Chrome 131, Windows',
    });
    expect(Date.parse(signIn?.date ?? '')).toBeGreaterThanOrEqual(Date.parse(failed?.date ?? ''));
  });

  it('records a sign-in by SMS, a wrong code, a password restore and its new password', async () => {
    const login = `seclog-restore-${driver}`;
    const account = await freshClient(login);
    await postFrom('10.77.1.1', '/srv/GetAuthSMS', { phone: account.phone, ...CAPTCHA });
    const code = await lastCodeFor(gateway.database.db, account.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await postFrom('10.77.1.1', '/srv/GetAuthSMS', { phone: account.phone, code: wrong, ...CAPTCHA });
    expect(
      (await postFrom('10.77.1.1', '/srv/GetAuthSMS', { phone: account.phone, code, ...CAPTCHA })).json()
        .success,
    ).toBe(true);

    await postFrom('10.77.1.2', '/srv/SetPassword', { any: login, ...CAPTCHA });
    const restoreCode = await lastCodeFor(gateway.database.db, account.phone);
    const done = await postFrom('10.77.1.2', '/srv/SetPassword', {
      any: login,
      code: restoreCode,
      password: 'Новый-пароль-2026',
      ...CAPTCHA,
    });
    expect(done.json().success).toBe(true);
    const owner = sessionWith(gateway, done.json().token);

    const log = await ownLog(owner);
    expect(log.items.map((item) => [item.kind, item.details])).toEqual([
      ['sign-in', 'После восстановления пароля'],
      ['password-changed', 'Восстановление по коду подтверждения'],
      ['password-restore-requested', 'Код отправлен по SMS'],
      ['sign-in', 'По коду из SMS'],
      ['sign-in-failed', expect.stringContaining('Вход по коду из SMS: неверный или просроченный код')],
    ]);
    expect(log.items.find((item) => item.kind === 'password-changed')).toMatchObject({
      title: 'Пароль изменён',
      ip: '10.77.1.2',
    });
  });

  it('records a revoked power of attorney in the client’s log and the manager’s', async () => {
    const client = await signInAs(gateway, 'client');
    const contacts = (await client.get('/srv/GetContacts')).json().items as {
      id: number;
      name: string;
      attorney: { status: string; number: string } | null;
    }[];
    const withAttorney = contacts.find((contact) => contact.attorney?.status === 'active');
    if (!withAttorney?.attorney) throw new Error('the demo client has no attorney in force');
    const revoked = await client.get(`/srv/CabinetRevokeAttorney?id_contact=${withAttorney.id}`);
    expect(revoked.statusCode).toBe(200);

    const [own] = (await ownLog(client)).items;
    expect(own).toMatchObject({ kind: 'attorney-revoked', title: 'Доверенность отозвана' });
    expect(own?.details).toContain(`№ ${withAttorney.attorney.number}`);
    expect(own?.details).toContain(`Контактное лицо: ${withAttorney.name}`);

    const seen = await managersLog({ account: 'client', kind: 'attorney-revoked' });
    expect(seen.items.map((item) => item.id)).toContain(own?.id);
    expect(seen.items.find((item) => item.id === own?.id)?.account).toMatchObject({ login: 'client' });
  });

  it('keeps each account to its own rows: another account, a guest and a non-manager see none of them', async () => {
    const login = `seclog-owner-${driver}`;
    await freshClient(login);
    const { token } = await signInFrom('10.77.2.1', login);
    const ownIds = (await ownLog(sessionWith(gateway, token ?? ''))).items.map((item) => item.id);
    expect(ownIds.length).toBeGreaterThan(0);

    const strangerLogin = `seclog-stranger-${driver}`;
    await freshClient(strangerLogin);
    const stranger = sessionWith(gateway, (await signInFrom('10.77.2.2', strangerLogin)).token ?? '');
    const theirs = await ownLog(stranger);
    expect(theirs.items.map((item) => item.id).filter((id) => ownIds.includes(id))).toEqual([]);
    expect(theirs.items.every((item) => item.ip === '10.77.2.2')).toBe(true);

    expect((await sessionWith(gateway, '').get('/srv/SecurityLog')).statusCode).toBe(401);
    expect((await stranger.get(`/srv/Backoffice/SecurityLog?account=${login}`)).statusCode).toBe(403);
    expect((await sessionWith(gateway, '').get('/srv/Backoffice/SecurityLog')).statusCode).toBe(401);
  });

  it('lets the manager filter by login or INN, kind and Moscow days, and shows a failure of an unknown login', async () => {
    const login = `seclog-filter-${driver}`;
    const account = await freshClient(login);
    await signInFrom('10.77.3.1', login, 'не-тот-пароль');
    await signInFrom('10.77.3.1', login);
    await signInFrom('10.77.3.1', `nobody-${driver}`, 'что-то');

    const byLogin = await managersLog({ account: login });
    expect(byLogin.items.map((item) => item.kind).sort()).toEqual(['sign-in', 'sign-in-failed']);
    expect(byLogin.items[0]?.account).toMatchObject({ login, inn: account.inn });
    const failed = await managersLog({ account: login, kind: 'sign-in-failed' });
    expect(failed.items).toHaveLength(1);
    expect(failed.items[0]?.details).toContain('неверный пароль');

    const unknown = await managersLog({ account: `nobody-${driver}` });
    expect(unknown.items).toHaveLength(1);
    expect(unknown.items[0]).toMatchObject({ kind: 'sign-in-failed', account: null });
    expect(unknown.items[0]?.details).toContain('учётная запись не найдена');

    // A row of 23:30 in Moscow on 1 March belongs to 1 March, not to the UTC date.
    await recordSecurityEvent(
      gateway.database.db,
      { accountId: account.id, kind: 'email-changed', detail: { from: 'ol***@a.ru', to: 'ne***@a.ru' } },
      new Date('2026-03-01T20:30:00Z'),
    );
    const day = await managersLog({ account: login, from: '2026-03-01', to: '2026-03-01' });
    expect(day.items.map((item) => item.kind)).toEqual(['email-changed']);
    expect(day.items[0]?.details).toBe('Было: ol***@a.ru. Стало: ne***@a.ru');
    expect((await managersLog({ account: login, from: '2026-03-02', to: '2026-03-02' })).items).toEqual([]);
    expect((await managersLog({ account: login, to: '2026-02-28' })).items).toEqual([]);

    const byInn = await managersLog({ account: account.inn.slice(0, 6), kind: 'email-changed' });
    expect(byInn.items.some((item) => item.account?.login === login)).toBe(true);

    expect(byLogin.kinds.map((kind) => kind.value)).toEqual([...SECURITY_EVENT_KINDS]);
    const bad = await manager.get('/srv/Backoffice/SecurityLog?kind=everything&from=2026-13-01');
    expect(bad.statusCode).toBe(400);
  });

  it('pages an account’s log by 20, newest first', async () => {
    const login = `seclog-pages-${driver}`;
    const account = await freshClient(login);
    const start = Date.parse('2026-05-01T09:00:00Z');
    for (let index = 0; index < 23; index += 1) {
      await recordSecurityEvent(
        gateway.database.db,
        { accountId: account.id, kind: 'sign-in', detail: { method: 'password' } },
        new Date(start + index * 60_000),
      );
    }
    const owner = sessionWith(gateway, (await signInFrom('10.77.4.1', login)).token ?? '');
    const first = await ownLog(owner);
    expect(first).toMatchObject({ count: 24, pages: 2, page: 1 });
    expect(first.items).toHaveLength(20);
    const dates = first.items.map((item) => Date.parse(item.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await ownLog(owner, 2)).items).toHaveLength(4);
  });

  it('removes rows older than the kept period and keeps the rest', async () => {
    const login = `seclog-retention-${driver}`;
    const account = await freshClient(login);
    const now = new Date('2027-06-01T12:00:00Z');
    for (const daysAgo of [400, 366, 364, 10]) {
      await recordSecurityEvent(
        gateway.database.db,
        { accountId: account.id, kind: 'sign-in', detail: { method: 'sms', days: String(daysAgo) } },
        new Date(now.getTime() - daysAgo * DAY_MS),
      );
    }
    const { removed } = await sweepSecurityLog(gateway.database.db, 365, now);
    expect(removed).toBeGreaterThanOrEqual(2);
    const left = await gateway.database.db
      .select()
      .from(schema.securityEvents)
      .where(eq(schema.securityEvents.accountId, account.id));
    expect(left.map((row) => row.detail.days).sort()).toEqual(['10', '364']);
  });

  it('keeps rows for SECURITY_LOG_DAYS, 365 by default, and names every kind', () => {
    expect(loadConfig({}).SECURITY_LOG_DAYS).toBe(365);
    expect(loadConfig({ SECURITY_LOG_DAYS: '30' }).SECURITY_LOG_DAYS).toBe(30);
    expect(() => loadConfig({ SECURITY_LOG_DAYS: '0' })).toThrow(/SECURITY_LOG_DAYS/);
    expect(Object.keys(SECURITY_EVENT_TITLE).sort()).toEqual([...SECURITY_EVENT_KINDS].sort());
  });
});
