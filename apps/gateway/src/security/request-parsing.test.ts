import { testDrivers } from '@agrolease/db/testing/test-database';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../testing/build-test-gateway.ts';
import { type CabinetSession, multipartBody, SMALL_PDF, signInAs } from '../testing/cabinet-session.ts';

/**
 * Issue 11 §1 (decision 0076): a key __proto__, constructor or prototype in any request input
 * is 400, and nothing reaches Object.prototype. Each row is a request that polluted (or broke)
 * the process before: its __proto__[authToken] carried a live session token, after which
 * CheckAuth without a cookie answered "signed in" to everyone.
 */
const BASELINE = Object.getOwnPropertyNames(Object.prototype);

function pollution(): string[] {
  return Object.getOwnPropertyNames(Object.prototype).filter((name) => !BASELINE.includes(name));
}

/** A request of a row; TOKEN in it stands for a live session token of the demo client. */
type Send = (gateway: TestGateway, signedIn: CabinetSession) => Promise<LightMyRequestResponse>;

const withToken = (text: string, signedIn: CabinetSession) => text.replaceAll('TOKEN', signedIn.token);

const form =
  (url: string, body: string): Send =>
  (gateway, signedIn) =>
    gateway.app.inject({
      method: 'POST',
      url: withToken(url, signedIn),
      payload: withToken(body, signedIn),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

const json =
  (url: string, body: string): Send =>
  (gateway, signedIn) =>
    gateway.app.inject({
      method: 'POST',
      url,
      payload: withToken(body, signedIn),
      headers: { 'content-type': 'application/json' },
    });

const query =
  (url: string): Send =>
  (gateway, signedIn) =>
    gateway.app.inject({ method: 'GET', url: withToken(url, signedIn) });

/** An upload by the signed-in client with one text field and a file (field names as given). */
const multipart =
  (field: string, fileField = 'file'): Send =>
  (gateway, signedIn) => {
    const body = multipartBody({
      fields: Object.fromEntries([[field, signedIn.token]]),
      files: [{ field: fileField, name: 'a.pdf', bytes: SMALL_PDF }],
    });
    return gateway.app.inject({
      method: 'POST',
      url: '/srv/SetFile',
      payload: body.payload,
      headers: { ...body.headers, cookie: `authToken=${signedIn.token}` },
    });
  };

const SIGN_IN = 'login=nobody&password=x';

/** [what, request]: TOKEN is replaced by a live session token of the demo client. */
const ROWS: [string, Send][] = [
  ['form body __proto__[authToken]', form('/srv/getauth', `${SIGN_IN}&__proto__[authToken]=TOKEN`)],
  [
    'form body percent-encoded __proto__',
    form('/srv/getauth', `${SIGN_IN}&%5F%5Fproto%5F%5F%5BauthToken%5D=TOKEN`),
  ],
  ['form body nested w[__proto__][x]', form('/srv/getauth', `${SIGN_IN}&w[__proto__][authToken]=TOKEN`)],
  [
    'form body constructor[prototype]',
    form('/srv/getauth', `${SIGN_IN}&constructor[prototype][authToken]=TOKEN`),
  ],
  ['form body plain prototype key', form('/srv/getauth', `${SIGN_IN}&prototype=1`)],
  ['query string __proto__[authToken]', query('/srv/CatalogV2?__proto__[authToken]=TOKEN')],
  [
    'query string a[constructor][prototype]',
    query('/srv/CatalogV2?f[constructor][prototype][authToken]=TOKEN'),
  ],
  ['query string of a form POST', form('/srv/getauth?__proto__[authToken]=TOKEN', SIGN_IN)],
  ['multipart field __proto__', multipart('__proto__')],
  ['multipart list field __proto__[]', multipart('__proto__[]')],
  ['multipart field a[constructor]', multipart('a[constructor]')],
  ['multipart file field __proto__', multipart('title', '__proto__')],
  [
    'JSON {"__proto__": …}',
    json('/srv/getauth', '{"login":"a","password":"b","__proto__":{"authToken":"TOKEN"}}'),
  ],
  [
    'JSON constructor.prototype',
    json('/srv/getauth', '{"login":"a","password":"b","constructor":{"prototype":{"authToken":"TOKEN"}}}'),
  ],
  ['JSON nested constructor', json('/srv/getauth', '{"login":"a","password":"b","x":{"constructor":1}}')],
  ['JSON prototype key', json('/srv/getauth', '{"login":"a","password":"b","prototype":{}}')],
  ['analytics intake JSON constructor', json('/api/nats/', '{"eventType":"x","params":{"constructor":{}}}')],
];

describe.each(testDrivers())('request parsing on %s', (driver) => {
  let gateway: TestGateway;
  let client: CabinetSession;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    client = await signInAs(gateway, 'client');
  });
  afterAll(() => gateway.close());
  // A row that still pollutes must not fail the rows after it.
  afterEach(() => {
    for (const name of pollution()) delete (Object.prototype as Record<string, unknown>)[name];
  });

  it.each(ROWS)('refuses %s with 400 and pollutes nothing', async (_what, send) => {
    const response = await send(gateway, client);
    expect(pollution()).toEqual([]);
    expect(({} as Record<string, unknown>).authToken).toBeUndefined();
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error_message: expect.any(String) });

    const guest = await gateway.app.inject({ method: 'GET', url: '/srv/CheckAuth' });
    expect(guest.statusCode).toBe(401);
  });

  it('reads only the cookies a request carries, even were Object.prototype polluted', async () => {
    (Object.prototype as Record<string, unknown>).authToken = client.token;
    const guest = await gateway.app.inject({ method: 'GET', url: '/srv/CheckAuth' });
    expect(guest.statusCode).toBe(401);
  });

  it('still reads ordinary bracketed fields after the refusals', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/srv/CatalogV2?page=1&nPaginator=5' });
    expect(response.statusCode).toBe(200);
  });
});
