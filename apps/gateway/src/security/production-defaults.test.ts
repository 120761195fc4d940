import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts';
import { createTestDatabase, type TestDriver, testDrivers } from '@agrolease/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../adapters/storage/memory-storage.ts';
import { buildGateway } from '../app.ts';
import { captchaWarning, loadConfig } from '../config.ts';
import { DEMO_PASSWORD } from '../testing/cabinet-session.ts';

/**
 * Issue 11 §8: what a production gateway shows and how it sets its cookies. Each row was open
 * (or plain) in production before: the API reference, the metrics, cookies without Secure.
 */
const METRICS_TOKEN = 'metrics-token-of-the-tests-0079';

async function gatewayWith(driver: TestDriver, env: Record<string, string>) {
  const database = await createTestDatabase({ driver, seed: { seed: 2001, scale: 'small' } });
  const app = await buildGateway({
    db: database.db,
    adapters: { files: createMemoryStorage() },
    config: loadConfig({ NODE_ENV: 'production', ...env }),
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let n = 0;
async function signIn(app: FastifyInstance) {
  n += 1;
  return app.inject({
    method: 'POST',
    url: '/srv/getauth',
    payload: new URLSearchParams({ login: 'client', password: DEMO_PASSWORD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: `10.80.0.${n}`,
  });
}

const cookieNames = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().map((cookie) => cookie.slice(0, cookie.indexOf('=')));

describe.each(testDrivers())('production defaults on %s', (driver) => {
  describe('with nothing configured', () => {
    let gateway: Awaited<ReturnType<typeof gatewayWith>>;
    beforeAll(async () => {
      gateway = await gatewayWith(driver, {});
    });
    afterAll(() => gateway.close());

    it('serves no API reference', async () => {
      for (const url of ['/srv/docs', '/srv/docs/', '/srv/docs/json']) {
        const response = await gateway.app.inject({ method: 'GET', url });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      }
    });

    it("refuses the local captcha's published test token, and says so at start", async () => {
      const reply = await gateway.app.inject({
        method: 'POST',
        url: '/srv/Registration/GetCode',
        payload: { field: 'phone', value: '+79001234567', 'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.body).toContain('Я не робот');
      expect(captchaWarning(loadConfig({ NODE_ENV: 'production' }))).toMatch(/RECAPTCHA_SECRET is not set/);
      expect(captchaWarning(loadConfig({ NODE_ENV: 'development' }))).toBeUndefined();
    });

    it('serves no metrics', async () => {
      expect((await gateway.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    });

    it('sets Secure __Host- session cookies and reads only those', async () => {
      const reply = await signIn(gateway.app);
      const setCookie = [reply.headers['set-cookie'] ?? []].flat();
      expect(cookieNames(setCookie)).toEqual(['__Host-authToken', '__Host-__at']);
      for (const cookie of setCookie) expect(cookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
      const token = reply.json().token as string;
      const as = (cookie: string) =>
        gateway.app.inject({ method: 'GET', url: '/srv/CheckAuth', headers: { cookie } });
      expect((await as(`__Host-authToken=${token}`)).statusCode).toBe(200);
      expect((await as(`__Host-__at=${token}`)).statusCode).toBe(200);
      // A plain cookie could be planted by a sibling subdomain or over http: not a session here.
      expect((await as(`authToken=${token}`)).statusCode).toBe(401);
    });
  });

  describe('with the settings that open them', () => {
    let gateway: Awaited<ReturnType<typeof gatewayWith>>;
    beforeAll(async () => {
      gateway = await gatewayWith(driver, {
        API_DOCS: '1',
        METRICS_TOKEN,
        COOKIE_SECURE: '0',
        LOCAL_CAPTCHA: '1',
      });
    });
    afterAll(() => gateway.close());

    it('takes the test token with LOCAL_CAPTCHA=1, and warns that it stops no robot', async () => {
      const reply = await gateway.app.inject({
        method: 'POST',
        url: '/srv/Registration/GetCode',
        payload: { field: 'phone', value: '+79001234568', 'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN },
      });
      expect(reply.statusCode).toBe(200);
      expect(captchaWarning(loadConfig({ NODE_ENV: 'production', LOCAL_CAPTCHA: '1' }))).toMatch(
        /stops no robot/,
      );
    });

    it('serves the API reference with API_DOCS=1', async () => {
      const response = await gateway.app.inject({ method: 'GET', url: '/srv/docs/json' });
      expect(response.statusCode).toBe(200);
      expect(response.json().openapi).toMatch(/^3\./);
    });

    it('serves the metrics to the bearer of METRICS_TOKEN only', async () => {
      const rows: [string, Record<string, string>, number][] = [
        ['no token', {}, 401],
        ['another token', { authorization: 'Bearer metrics-token-of-the-tests-xxxx' }, 401],
        ['a shorter token', { authorization: 'Bearer metrics' }, 401],
        ['basic credentials', { authorization: `Basic ${METRICS_TOKEN}` }, 401],
        ['the token', { authorization: `Bearer ${METRICS_TOKEN}` }, 200],
      ];
      for (const [name, headers, status] of rows) {
        const response = await gateway.app.inject({ method: 'GET', url: '/metrics', headers });
        expect({ name, status: response.statusCode }).toEqual({ name, status });
        if (status === 401) expect(response.json().success).toBe(false);
        else expect(response.body).toContain('http_requests_total');
      }
    });

    it('sets plain cookies without Secure with COOKIE_SECURE=0 (production over local http)', async () => {
      const reply = await signIn(gateway.app);
      const setCookie = [reply.headers['set-cookie'] ?? []].flat();
      expect(cookieNames(setCookie)).toEqual(['authToken', '__at']);
      for (const cookie of setCookie) expect(cookie).not.toContain('Secure');
    });
  });
});
