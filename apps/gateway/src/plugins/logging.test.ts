import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestIdHeaderPlugin, serverOptions } from './logging.ts';

/** A server with the site's logging whose log lines are collected instead of written. */
async function loggedServer(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const collect = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const options = serverOptions({ level, format: 'json' });
  const app = Fastify({ ...options, logger: { ...(options.logger as object), stream: collect } });
  await app.register(requestIdHeaderPlugin);
  app.get('/calls', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('the database is gone');
  });
  return { app, lines };
}

describe('the access log', () => {
  it('writes one line per request when it is answered, with the sign-in token hidden', async () => {
    const { app, lines } = await loggedServer();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/calls?token=secret-token&page=2`, {
      headers: { cookie: 'authToken=secret-cookie', authorization: 'Bearer secret-bearer' },
    });
    expect(response.status).toBe(200);
    const requestLines = lines.filter((line) => line.reqId === response.headers.get('x-request-id'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/calls?token=[скрыто]&page=2' },
      res: { statusCode: 200 },
    });
    expect(typeof requestLines[0]?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
    await app.close();
  });

  it('keeps the error line of a request that fails on the server', async () => {
    const { app, lines } = await loggedServer();
    const response = await app.inject({ url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'the database is gone', res: { statusCode: 500 } }),
    );
    await app.close();
  });

  it('logs the status of a request that fails', async () => {
    const { app, lines } = await loggedServer();
    const response = await app.inject({ url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([
      expect.objectContaining({ res: { statusCode: 404 } }),
    ]);
    await app.close();
  });

  it("tells a page's successful in-process call at debug level only, and its failures as any other", async () => {
    for (const level of ['info', 'debug']) {
      const { app, lines } = await loggedServer(level);
      await app.inject({ url: '/calls' });
      await app.inject({ url: '/nowhere' });
      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(completed.map((line) => [line.req, line.inProcess])).toEqual([
        ...(level === 'debug' ? [[{ method: 'GET', url: '/calls' }, true]] : []),
        [{ method: 'GET', url: '/nowhere' }, true],
      ]);
      await app.close();
    }
  });
});
