import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts';
import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../testing/build-test-gateway.ts';
import { lastCodeFor } from '../testing/outbox.ts';

/**
 * Issue 11 §3: guessing passwords and codes. Each row is the request pattern that got more
 * guesses than the limit before the counters were per account and atomic (decision 0078).
 */
describe.each(testDrivers())('password and code guessing on %s', (driver) => {
  let gateway: TestGateway;
  let ipCounter = 0;
  /** A fresh caller address per row, so one row's per-IP count does not leak into another. */
  const nextIp = () => `10.11.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  const post = (
    url: string,
    payload: Record<string, string>,
    ip: string,
    headers: Record<string, string> = {},
  ) =>
    gateway.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(payload).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      remoteAddress: ip,
    });
  const signIn = (login: string, password: string, ip: string) =>
    post('/srv/getauth', { login, password }, ip);

  it('counts six spellings of one phone as one account: five guesses, then 429 even for the right password', async () => {
    const ip = nextIp();
    const spellings = [
      '+79000000003',
      '89000000003',
      '8 (900) 000-00-03',
      '+7 900 000 00 03',
      '7-900-000-0003',
    ];
    const statuses = [];
    for (const [i, login] of spellings.entries())
      statuses.push((await signIn(login, `wrong-${i}`, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const sixth = await signIn('8900 0000003', 'Demo-2001', nextIp());
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('counts the login, its capitals and the e-mail as the same account', async () => {
    for (const login of [
      'agent',
      'AGENT',
      'agent@demo.agrolease.local',
      'Agent@Demo.Agrolease.Local',
      '+79000000004',
    ]) {
      expect((await signIn(login, 'wrong', nextIp())).statusCode).toBe(200);
    }
    expect((await signIn('agent', 'Demo-2001', nextIp())).statusCode).toBe(429);
  });

  it('evaluates exactly five of forty parallel wrong tries', async () => {
    const ip = nextIp();
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn('factoring-supplier', `wrong-${i}`, ip)),
    );
    const evaluated = replies.filter((reply) => reply.statusCode === 200);
    expect(evaluated).toHaveLength(5);
    expect(evaluated.every((reply) => reply.json().token === false)).toBe(true);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(35);
  });

  it('stops one IP after fifty tries over many logins', async () => {
    const ip = nextIp();
    for (let i = 0; i < 50; i++) expect((await signIn(`nobody-${i}`, 'x', ip)).statusCode).toBe(200);
    const blocked = await signIn('client', 'Demo-2001', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error_message).toMatch(/Вход временно заблокирован/);
  });

  it('does not give a fresh per-IP count to a forged X-Forwarded-For from an untrusted peer', async () => {
    const ip = nextIp();
    for (let i = 0; i < 50; i++) {
      const forged = { 'x-forwarded-for': `198.51.100.${i + 1}` };
      expect(
        (await post('/srv/getauth', { login: `forged-${i}`, password: 'x' }, ip, forged)).statusCode,
      ).toBe(200);
    }
    const next = await post('/srv/getauth', { login: 'forged-x', password: 'x' }, ip, {
      'x-forwarded-for': '198.51.100.200',
    });
    expect(next.statusCode).toBe(429);
  });

  it('lets a right password through and clears the count of its account', async () => {
    const ip = nextIp();
    for (let i = 0; i < 4; i++) await signIn('supplier', `wrong-${i}`, ip);
    expect((await signIn('+7 900 000-00-02', 'Demo-2001', ip)).json().token).toEqual(expect.any(String));
    for (let i = 0; i < 4; i++) expect((await signIn('supplier', `wrong-${i}`, ip)).statusCode).toBe(200);
  });

  it('counts per visitor behind a trusted proxy, by its X-Forwarded-For', async () => {
    const proxy = '10.99.0.1';
    const behindProxy = await buildTestGateway({ driver, trustedProxies: [proxy] });
    try {
      const via = (visitor: string, login: string) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/srv/getauth',
          payload: new URLSearchParams({ login, password: 'x' }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': visitor },
          remoteAddress: proxy,
        });
      for (let i = 0; i < 50; i++) await via('198.51.100.7', `nobody-${i}`);
      expect((await via('198.51.100.7', 'nobody-x')).statusCode).toBe(429);
      expect((await via('198.51.100.8', 'nobody-x')).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('compares exactly five of forty parallel wrong codes, and the right code after them is refused', async () => {
    const ip = nextIp();
    const phone = '+79000000006';
    await post('/srv/GetAuthSMS', { phone, 'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN }, ip);
    const code = await lastCodeFor(gateway.database.db, phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const replies = await Promise.all(
      Array.from({ length: 40 }, () =>
        post('/srv/GetAuthSMS', { phone, code: wrong, 'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN }, ip),
      ),
    );
    const messages = replies.map((reply) => reply.json().error_message as string);
    expect(messages.filter((message) => message.startsWith('Неверный код'))).toHaveLength(4);
    expect(messages.filter((message) => /Превышено число попыток/.test(message))).toHaveLength(36);
    const right = await post(
      '/srv/GetAuthSMS',
      { phone, code, 'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN },
      ip,
    );
    expect(right.json().error_message).toMatch(/Превышено число попыток/);
  });

  it('sends one code of twenty parallel requests for one phone', async () => {
    const ip = nextIp();
    const phone = '+79000000007';
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/srv/GetAuthSMS', { phone, 'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN }, ip),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    const sent = await gateway.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.recipient, phone));
    expect(sent).toHaveLength(1);
  });
});
