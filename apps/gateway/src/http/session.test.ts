import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../testing/build-test-gateway.ts';
import { readOncePerRender, requireRole, requireSession, sessionTokenOf } from './session.ts';
import { sha256 } from './session-store.ts';

describe.each(testDrivers())('session guards on %s', (driver) => {
  let gateway: TestGateway;
  let reads = 0;
  beforeAll(async () => {
    gateway = await buildTestGateway({
      driver,
      extend: (app) => {
        app.get('/test/who', async (request) => ({ login: (await requireSession(request)).account.login }));
        app.get('/test/suppliers-only', async (request) => {
          await requireRole(request, ['supplier']);
          return { ok: true };
        });
        app.get('/test/token', async (request) => ({ token: sessionTokenOf(request) ?? null }));
        app.post('/test/who', async (request) => ({ login: (await requireSession(request)).account.login }));
        const readOnce = async (request: FastifyRequest) => ({
          read: await readOncePerRender(await requireSession(request), 'reads', async () => ++reads),
        });
        app.get('/test/read', readOnce);
        app.post('/test/read', readOnce);
      },
    });
  });
  afterAll(() => gateway.close());

  async function tokenOf(login: string): Promise<string> {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/srv/getauth',
      payload: `login=${login}&password=Demo-2001`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return response.json().token;
  }
  const get = (url: string, cookie?: string) =>
    gateway.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('requireSession answers 401 in the error shape for a guest and the account for a session', async () => {
    const guest = await get('/srv/test/who');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({
      success: false,
      error_message: 'Требуется вход в личный кабинет',
      errors_list: [],
    });
    const token = await tokenOf('agent');
    expect((await get(`/srv/test/who?tr=${token}`)).json()).toEqual({ login: 'agent' });
  });

  it('requireRole answers 401 for a guest, 403 for another role, and lets the role through', async () => {
    expect((await get('/srv/test/suppliers-only')).statusCode).toBe(401);
    const client = await get('/srv/test/suppliers-only', `authToken=${await tokenOf('client')}`);
    expect(client.statusCode).toBe(403);
    expect(client.json().error_message).toBe('Раздел недоступен для вашей роли');
    const supplier = await get('/srv/test/suppliers-only', `__at=${await tokenOf('supplier')}`);
    expect(supplier.json()).toEqual({ ok: true });
  });

  it('takes the token from query first, then the cookies, and ignores malformed values', async () => {
    const good = 'b'.repeat(43);
    expect((await get(`/srv/test/token?token=${good}`)).json().token).toBe(good);
    expect((await get('/srv/test/token', `authToken=short; __at=${good}`)).json().token).toBe(good);
    expect((await get('/srv/test/token?token=%27%20or%201=1')).json().token).toBeNull();
  });

  it('lets the reading calls of one request share the session, and looks again after any other call', async () => {
    const token = await tokenOf('client');
    const call = (method: 'GET' | 'POST', requestId: string) =>
      gateway.app.inject({
        method,
        url: '/srv/test/who',
        headers: { cookie: `authToken=${token}`, 'x-request-id': requestId },
      });
    expect((await call('GET', 'page-render-1')).json()).toEqual({ login: 'client' });
    // Signed out elsewhere while the page renders: the render's next reads keep its session…
    await gateway.database.db.delete(schema.sessions).where(eq(schema.sessions.tokenHash, sha256(token)));
    expect((await call('GET', 'page-render-1')).statusCode).toBe(200);
    // …another request sees at once that it is gone, and so does the render once it acts.
    expect((await call('GET', 'page-render-2')).statusCode).toBe(401);
    expect((await call('POST', 'page-render-1')).statusCode).toBe(401);
    expect((await call('GET', 'page-render-1')).statusCode).toBe(401);
  });

  it('reads what the calls of one render share once for them, and afresh for a call that may change it', async () => {
    const token = await tokenOf('client');
    const read = async (method: 'GET' | 'POST', requestId: string) =>
      (
        await gateway.app.inject({
          method,
          url: '/srv/test/read',
          headers: { cookie: `authToken=${token}`, 'x-request-id': requestId },
        })
      ).json().read;
    const first = await read('GET', 'render-reads-1');
    expect(await read('GET', 'render-reads-1')).toBe(first);
    expect(await read('GET', 'render-reads-2')).toBe(first + 1);
    expect(await read('POST', 'render-reads-1')).toBe(first + 2);
    expect(await read('POST', 'render-reads-1')).toBe(first + 3);
    expect(await read('GET', 'render-reads-1')).toBe(first + 4);
  });
});
