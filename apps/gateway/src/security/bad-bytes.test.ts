import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts/session';
import { testDrivers } from '@agrolease/db/testing/test-database';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../testing/build-test-gateway.ts';
import { type CabinetSession, multipartBody, SMALL_PDF, signInAs } from '../testing/cabinet-session.ts';

/**
 * Issue 11 §7 (decision 0076): a NUL byte in any text and an id beyond int4 reached PostgreSQL
 * (or a file name) and came back as 500. The contracts refuse them: 400 in the spec's error shape.
 */
const TOO_BIG = '2147483648';

type Send = (gateway: TestGateway, client: CabinetSession) => Promise<LightMyRequestResponse>;

const guestForm =
  (url: string, body: string): Send =>
  (gateway) =>
    gateway.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

const guestJson =
  (url: string, body: Record<string, unknown>): Send =>
  (gateway) =>
    gateway.app.inject({ method: 'POST', url, payload: body });

const guestGet =
  (url: string): Send =>
  (gateway) =>
    gateway.app.inject({ method: 'GET', url });

const clientGet =
  (url: string): Send =>
  (_gateway, client) =>
    client.get(url);

const clientPost =
  (url: string, form: Record<string, string>): Send =>
  (_gateway, client) =>
    client.post(url, form);

const upload =
  (url: string, fields: Record<string, string>, fileName = 'a.pdf', cookie = true): Send =>
  (gateway, client) => {
    const body = multipartBody({ fields, files: [{ field: 'file', name: fileName, bytes: SMALL_PDF }] });
    return gateway.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie: `authToken=${client.token}` } : {}) },
    });
  };

const ROWS: [string, Send][] = [
  ['NUL in the getauth login (form)', guestForm('/srv/getauth', 'login=cli%00ent&password=x')],
  ['NUL in the getauth login (JSON)', guestJson('/srv/getauth', { login: 'cli\0ent', password: 'x' })],
  ['NUL in the catalogue search', guestGet('/srv/CatalogV2?q=%00')],
  ['NUL in a bracketed filter', guestGet('/srv/CatalogV2?catalog[filter][drive][]=%00')],
  [
    'NUL in a contact name',
    clientPost('/srv/SetContact', { name: 'Ив\0ан', phone: '+79001234567', email: 'ivan@example.ru' }),
  ],
  ['NUL in an upload file name', upload('/srv/SetFile', {}, 'Устав\0.pdf')],
  ['NUL in a multipart text field', upload('/srv/ClientDocumentEdit', { title: 'Устав\0' })],
  [
    'NUL in the KPRequest comment',
    upload(
      '/srv/KPRequest',
      { phone: '+79123456789', comment: 'a\0', 'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN },
      'kp.pdf',
      false,
    ),
  ],
  [
    'NUL in an analytics event',
    guestJson('/api/nats/', { eventType: 'click', eventName: 'a\0', location: '/' }),
  ],
  ['an int4-overflowing id in the query', clientGet(`/srv/GetFile?id=${TOO_BIG}`)],
  ['an int4-overflowing id in the path', clientGet(`/srv/files/${TOO_BIG}`)],
  ['an int4-overflowing offer id', clientGet(`/srv/RALOffer?id_object=${TOO_BIG}`)],
  ['an int4-overflowing product id', guestGet(`/srv/CatalogProduct?id=${TOO_BIG}`)],
  ['an int4-overflowing supplier id', guestGet(`/srv/GetSupplier?id=${TOO_BIG}`)],
  ['an int4-overflowing contact id', clientGet(`/srv/VerifyPhone?id_contact=${TOO_BIG}`)],
  [
    'an int4-overflowing id as a form key',
    clientPost('/srv/CabinetApplicationSetProducts', { id_object: '1', [`quantity[${TOO_BIG}]`]: '1' }),
  ],
  [
    'an int4-overflowing document id (multipart)',
    upload('/srv/ClientDocumentEdit', { id_document: TOO_BIG }),
  ],
];

describe.each(testDrivers())('bad bytes on %s', (driver) => {
  let gateway: TestGateway;
  let client: CabinetSession;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    client = await signInAs(gateway, 'client');
  });
  afterAll(() => gateway.close());

  it.each(ROWS)('answers 400, not 500, to %s', async (_what, send) => {
    const response = await send(gateway, client);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error_message: expect.any(String) });
  });

  it('names the field that carried the NUL', async () => {
    const response = await client.post('/srv/SetContact', {
      name: 'Ив\0ан',
      phone: '+79001234567',
      email: 'ivan@example.ru',
    });
    expect(response.json().errors_list).toContainEqual({
      prop: 'name',
      error: expect.stringMatching(/символ/),
    });
  });
});
