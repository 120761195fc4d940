import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../testing/build-test-gateway.ts';
import { requireClientId } from './client-id.ts';

describe('the client id of calls marked client', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({
      driver: 'pglite',
      seeded: false,
      extend: (scope) => {
        scope.get('/TestWhoAmI', async (request) => ({ client_id: requireClientId(request) }));
        scope.post('/TestWhoAmI', async (request) => ({ client_id: requireClientId(request) }));
      },
    });
  });
  afterAll(() => gateway.close());

  const whoAmI = async (options: { url?: string; cookie?: string; payload?: string }) => {
    const response = await gateway.app.inject({
      method: options.payload ? 'POST' : 'GET',
      url: options.url ?? '/srv/TestWhoAmI',
      payload: options.payload,
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('is read from client_id, then clientid, in the query string', async () => {
    expect((await whoAmI({ url: '/srv/TestWhoAmI?client_id=aaaa-1111' })).body.client_id).toBe('aaaa-1111');
    expect((await whoAmI({ url: '/srv/TestWhoAmI?clientid=bbbb-2222' })).body.client_id).toBe('bbbb-2222');
  });

  it('is read from a form body and from the client_id cookie', async () => {
    expect((await whoAmI({ payload: 'clientid=cccc-3333' })).body.client_id).toBe('cccc-3333');
    expect((await whoAmI({ cookie: 'x=1; client_id=dddd-4444' })).body.client_id).toBe('dddd-4444');
  });

  it('skips a malformed value and answers 400 in the error shape when none is usable', async () => {
    expect(
      (await whoAmI({ url: '/srv/TestWhoAmI?client_id=%3Cscript%3E', cookie: 'client_id=eeee-5555' })).body
        .client_id,
    ).toBe('eeee-5555');
    const missing = await whoAmI({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      success: false,
      error_message: 'Не передан идентификатор клиента (client_id)',
      errors_list: [{ prop: 'client_id', error: 'Обязательное поле' }],
    });
  });
});
