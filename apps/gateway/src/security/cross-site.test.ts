import { type Database, schema } from '@agrolease/db';
import { createTestDatabase, testDrivers } from '@agrolease/db/testing/test-database';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../adapters/storage/memory-storage.ts';
import { buildGateway } from '../app.ts';
import { MESSAGE_CROSS_SITE } from '../http/cross-site.ts';
import { registerModules } from '../modules/index.ts';
import { DEMO_PASSWORD } from '../testing/cabinet-session.ts';

/**
 * Issue 11 §4: a page of another site reaches a call that changes state with the visitor's
 * cookies (SameSite=Lax sends them with any link followed, and with any request from another
 * port of the same host). Each row is a request that was answered before the guard.
 */
const SITE = 'http://127.0.0.1:3000';
const HOST = '127.0.0.1:3000';

interface Route {
  method: string;
  url: string;
  changesState: boolean;
}

describe.each(testDrivers())('cross-site requests on %s', (driver) => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  const routes: Route[] = [];
  let token = '';
  let n = 0;

  beforeAll(async () => {
    const database = await createTestDatabase({ driver, seed: { seed: 2001, scale: 'small' } });
    db = database.db;
    app = await buildGateway({
      db: database.db,
      adapters: { files: createMemoryStorage() },
      modules: async (scope) => {
        // Every route of every module, with the flag the guard reads.
        scope.addHook('onRoute', (route: RouteOptions) => {
          for (const method of [route.method].flat()) {
            if (method === 'HEAD') continue;
            routes.push({
              method,
              url: route.url ?? '',
              changesState: route.config?.changesState ?? method !== 'GET',
            });
          }
        });
        await registerModules(scope);
      },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());
  // A fresh session per test: the sweep from the site itself signs out too (Logout).
  beforeEach(async () => {
    token = await signIn('client');
  });

  const ip = () => {
    n += 1;
    return `10.79.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };

  async function signIn(login: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/srv/getauth',
      payload: new URLSearchParams({ login, password: DEMO_PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: HOST },
      remoteAddress: ip(),
    });
    return response.json().token as string;
  }

  const send = (
    method: string,
    url: string,
    headers: Record<string, string>,
    options: { cookie?: boolean } = {},
  ) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: {
        host: HOST,
        ...(options.cookie === false ? {} : { cookie: `authToken=${token}` }),
        ...(method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...headers,
      },
      ...(method === 'GET' ? {} : { payload: '' }),
      remoteAddress: ip(),
    });

  const concrete = (url: string) => url.replace(/:[a-zA-Z_]+/g, '1');

  async function newContact(): Promise<number> {
    const [client] = await db.select().from(schema.accounts).where(eq(schema.accounts.login, 'client'));
    const [row] = await db
      .insert(schema.contacts)
      .values({
        accountId: client?.id as number,
        name: 'Петров Пётр',
        phone: '+79005550001',
        email: 'petrov@example.ru',
      })
      .returning();
    return row?.id as number;
  }

  const contactExists = async (id: number) =>
    (await db.select().from(schema.contacts).where(eq(schema.contacts.id, id))).length === 1;

  it('flags the calls the spec keeps as GET although they change state', () => {
    const flagged = routes.filter((route) => route.method === 'GET' && route.changesState).map((r) => r.url);
    expect(flagged).toEqual(
      expect.arrayContaining([
        '/srv/ContactDelete',
        '/srv/RALOffer/Reject',
        '/srv/RALOffer/Accept',
        '/srv/Logout',
        '/srv/CabinetApplicationSignSES',
        '/srv/ShoppingCartCreateApplication',
        '/srv/CabinetRevokeAttorney',
        '/srv/CRMBeneficiaryQuestionnairies/Create',
        '/srv/CRMBeneficiaryQuestionnairies/Delete/:id',
        '/srv/CRMBeneficiaryQuestionnairies/Cancel/:id',
        '/srv/AccreditationDocuments/Add/:id',
        '/srv/AccreditationSign',
        '/srv/AccreditationSign/Check',
      ]),
    );
  });

  it('refuses every state-changing call made with the cookie by a page of another site', async () => {
    const changing = routes.filter((route) => route.changesState);
    expect(changing.length).toBeGreaterThan(50);
    for (const route of changing) {
      for (const site of ['cross-site', 'same-site']) {
        const response = await send(route.method, concrete(route.url), { 'sec-fetch-site': site });
        expect({ route: `${route.method} ${route.url}`, site, status: response.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          site,
          status: 403,
        });
        expect(response.json()).toEqual({
          success: false,
          error_message: MESSAGE_CROSS_SITE,
          errors_list: [],
        });
      }
    }
  });

  it('answers the same calls from the site itself (whatever else they then say)', async () => {
    for (const route of routes.filter((one) => one.changesState)) {
      const response = await send(route.method, concrete(route.url), { 'sec-fetch-site': 'same-origin' });
      const message = String(response.headers['content-type']).includes('json')
        ? response.json().error_message
        : '';
      expect({ route: `${route.method} ${route.url}`, message }).not.toEqual({
        route: `${route.method} ${route.url}`,
        message: MESSAGE_CROSS_SITE,
      });
    }
  });

  const rows: { name: string; headers: Record<string, string>; refused: boolean }[] = [
    { name: 'Fetch Metadata cross-site', headers: { 'sec-fetch-site': 'cross-site' }, refused: true },
    {
      name: 'Fetch Metadata same-site (another port)',
      headers: { 'sec-fetch-site': 'same-site' },
      refused: true,
    },
    { name: 'Fetch Metadata same-origin', headers: { 'sec-fetch-site': 'same-origin' }, refused: false },
    { name: 'Fetch Metadata none (typed address)', headers: { 'sec-fetch-site': 'none' }, refused: false },
    { name: 'Origin of another site', headers: { origin: 'https://evil.example' }, refused: true },
    { name: 'Origin of another port', headers: { origin: 'http://127.0.0.1:4000' }, refused: true },
    { name: 'Origin null (sandboxed page)', headers: { origin: 'null' }, refused: true },
    { name: 'Origin of the site', headers: { origin: SITE }, refused: false },
    { name: 'Referer of another site', headers: { referer: 'https://evil.example/page' }, refused: true },
    { name: 'Referer of the site', headers: { referer: `${SITE}/cabinet/v2/info/` }, refused: false },
    { name: 'no provenance (a script or a server)', headers: {}, refused: false },
    {
      name: 'Fetch Metadata wins over a matching Origin',
      headers: { 'sec-fetch-site': 'cross-site', origin: SITE },
      refused: true,
    },
  ];

  it.each(rows)('ContactDelete by GET with the cookie, $name', async ({ headers, refused }) => {
    const id = await newContact();
    const response = await send('GET', `/srv/ContactDelete?id_contact=${id}`, headers);
    expect(response.statusCode).toBe(refused ? 403 : 200);
    expect(await contactExists(id)).toBe(refused);
    if (refused) expect(response.json().error_message).toBe(MESSAGE_CROSS_SITE);
  });

  it('lets an API client name its session with token or tr and no cookie, from anywhere', async () => {
    for (const parameter of ['token', 'tr']) {
      const id = await newContact();
      const response = await send(
        'GET',
        `/srv/ContactDelete?id_contact=${id}&${parameter}=${token}`,
        { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
        { cookie: false },
      );
      expect(response.statusCode).toBe(200);
      expect(await contactExists(id)).toBe(false);
    }
  });

  it('refuses a visitor client id cookie on a state-changing call from another site (cart)', async () => {
    const response = await send(
      'GET',
      '/srv/ShoppingCartProducts/addProduct?id_product=1',
      { 'sec-fetch-site': 'cross-site', cookie: 'client_id=7f3c1b2a-1d2e-4f5a-8b6c-9d0e1f2a3b4c' },
      { cookie: false },
    );
    expect(response.statusCode).toBe(403);
  });

  it('still answers reading calls to other sites with the cookie (no state changes)', async () => {
    const response = await send('GET', '/srv/CheckAuth', { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(200);
  });

  it('does not end the session by a link from another site (Logout)', async () => {
    const refused = await send('GET', '/srv/Logout', { 'sec-fetch-site': 'cross-site' });
    expect(refused.statusCode).toBe(403);
    const still = await send('GET', '/srv/CheckAuth', { 'sec-fetch-site': 'same-origin' });
    expect(still.statusCode).toBe(200);
  });
});
