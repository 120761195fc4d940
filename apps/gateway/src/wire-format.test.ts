import { defineCall } from '@agrolease/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerCall } from './http/register-call.ts';
import { buildTestGateway, type TestGateway } from './testing/build-test-gateway.ts';

/** A throwaway call that echoes its parsed form, to observe the wire format. */
const echo = defineCall({
  method: 'POST',
  path: '/TestEcho',
  access: 'public',
  group: 'test',
  summary: 'echo',
  body: z.object({
    wrapper: z.object({ field: z.string().min(1, 'Обязательное поле') }).optional(),
    form: z.record(z.string(), z.unknown()).optional(),
    quantity: z.record(z.string(), z.coerce.number()).optional(),
    ids: z.array(z.string()).optional(),
  }),
  reply: z.object({ received: z.unknown() }),
});

describe('the gateway wire format', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({
      driver: 'pglite',
      seeded: false,
      extend: (scope) => {
        registerCall(scope, echo, async (input) => ({ received: input }));
        scope.get('/TestLimited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
          ok: true,
        }));
        scope.get('/TestBoom', async () => {
          throw new Error('database password is hunter2');
        });
      },
    });
  });
  afterAll(() => gateway.close());

  const post = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
    gateway.app.inject({
      method: 'POST',
      url: '/srv/TestEcho',
      payload,
      headers: { 'content-type': contentType },
    });

  it('parses bracketed form keys into structure', async () => {
    const response = await post(
      'wrapper[field]=Иван&form[filter][power][from]=100&form[filter][power][to]=300&quantity[5]=2&ids[]=a&ids[]=b',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().received).toEqual({
      wrapper: { field: 'Иван' },
      form: { filter: { power: { from: '100', to: '300' } } },
      quantity: { 5: 2 },
      ids: ['a', 'b'],
    });
  });

  it('names the failing bracketed field in errors_list', async () => {
    const response = await post('wrapper[field]=');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error_message: 'Обязательное поле',
      errors_list: [{ prop: 'wrapper[field]', error: 'Обязательное поле' }],
    });
  });

  it.each([
    ['broken percent-encoding', 'wrapper[field]=%E0%A4%A', 'Некорректная кодировка параметров запроса'],
    [
      'a name used as value and structure',
      'wrapper=1&wrapper[field]=2',
      'Параметр «wrapper» передан и как значение, и как структура',
    ],
    ['too deep nesting', `a${'[x]'.repeat(12)}=1`, 'Слишком глубокая вложенность параметров (больше 8)'],
    [
      'too many parameters',
      Array.from({ length: 2001 }, (_, i) => `p${i}=1`).join('&'),
      'Слишком много параметров в запросе (больше 2000)',
    ],
  ])('rejects %s with 400 and the error shape', async (_name, payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error_message: message, errors_list: [] });
  });

  it('rejects invalid JSON and unknown content types in Russian', async () => {
    const json = await post('{"wrapper":', 'application/json');
    expect(json.statusCode).toBe(400);
    expect(json.json().error_message).toBe('Тело запроса не является корректным JSON');
    const xml = await post('<a/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({
      success: false,
      error_message: 'Неподдерживаемый тип содержимого запроса',
    });
  });

  it('answers an unknown call, of any method, with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      const response = await gateway.app.inject({ method, url: '/srv/NoSuchCall?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({
        success: false,
        error_message: `Метод ${method} /srv/NoSuchCall не найден`,
      });
    }
  });

  it('hides the details of an unexpected failure behind a 500 with the request id', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/srv/TestBoom',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.headers['x-request-id']).toBe('req-12345678');
    expect(response.json()).toMatchObject({ success: false, errors_list: [] });
    expect(response.json().error_message).toMatch(/^Внутренняя ошибка сервиса/);
  });

  it('limits a rate-limited call with 429, Retry-After and the wait in Russian', async () => {
    const call = () =>
      gateway.app.inject({ method: 'GET', url: '/srv/TestLimited', remoteAddress: '95.1.1.1' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error_message).toMatch(/^Слишком много запросов\. Повторите через \d+ сек\.$/);
  });

  it('echoes a sane incoming request id and makes one up otherwise', async () => {
    const kept = await gateway.app.inject({
      method: 'GET',
      url: '/srv/NoSuchCall',
      headers: { 'x-request-id': 'abc-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-12345678');
    const made = await gateway.app.inject({
      method: 'GET',
      url: '/srv/NoSuchCall',
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers and no-store on calls', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/srv/NoSuchCall' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('publishes the OpenAPI document of the calls at /srv/docs', async () => {
    const document = (await gateway.app.inject({ method: 'GET', url: '/srv/docs/json' })).json();
    expect(document.paths['/srv/getCategories'].get.tags).toEqual(['reference']);
    expect(document.paths['/srv/GetGeoByCity'].get.parameters[0].name).toBe('city');
    expect(document.paths['/srv/*']).toBeUndefined();
    const viewer = await gateway.app.inject({ method: 'GET', url: '/srv/docs/' });
    expect(viewer.statusCode).toBe(200);
    // The viewer runs its scripts under its own policy, not the calls' (decision 0143).
    expect(viewer.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('reports health, readiness and metrics at the root', async () => {
    expect((await gateway.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await gateway.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
    const metrics = await gateway.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/http_requests_total\{method="GET",route="\/srv\/\*",status="404"\} \d+/);
  });
});
