import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { formatLogLine, logLinesDestination } from './log-lines.ts';
import { serverOptions } from './logging.ts';

const at = new Date(2026, 10, 28, 14, 3, 7).getTime();
const request = (fields: Record<string, unknown>) =>
  JSON.stringify({
    level: 30,
    time: at,
    msg: 'request completed',
    req: { method: 'GET', url: '/catalog/' },
    res: { statusCode: 200 },
    responseTime: 35.4,
    ...fields,
  });
const plain = { colour: false };

describe('log lines for a person at a terminal (issue 40)', () => {
  it('writes a request as time, method, address, status and milliseconds', () => {
    expect(formatLogLine(request({}), plain)).toBe('14:03:07   GET /catalog/ 200 35 ms');
    expect(formatLogLine(request({ req: { method: 'GET', url: '/catalog/?q=%D1%82%D1%80' } }), plain)).toBe(
      '14:03:07   GET /catalog/?q=тр 200 35 ms',
    );
  });

  it('marks a slow request and a failed one, the error under it', () => {
    expect(formatLogLine(request({ responseTime: 1520 }), plain)).toBe(
      '14:03:07 ▲ GET /catalog/ 200 1520 ms slow',
    );
    expect(
      formatLogLine(
        request({
          level: 50,
          msg: 'the database is gone',
          res: { statusCode: 500 },
          err: { stack: 'Error: the database is gone\n    at query' },
        }),
        plain,
      ),
    ).toBe('14:03:07 ✖ GET /catalog/ 500 35 ms\n  Error: the database is gone\n      at query');
    expect(formatLogLine(request({ res: { statusCode: 500 } }), { colour: true })).toContain('\x1b[31m');
  });

  it("leaves out a page's own calls to the gateway unless they fail", () => {
    expect(
      formatLogLine(request({ inProcess: true, req: { method: 'GET', url: '/srv/CheckAuth' } }), plain),
    ).toBe(undefined);
    expect(
      formatLogLine(
        request({ inProcess: true, res: { statusCode: 502 }, req: { method: 'GET', url: '/srv/x' } }),
        plain,
      ),
    ).toBe('14:03:07 ✖   ↳ GET /srv/x 502 35 ms');
  });

  it('writes other messages with their level when it is a warning or worse', () => {
    expect(formatLogLine(JSON.stringify({ level: 40, time: at, msg: 'PUBLIC_URL is not set' }), plain)).toBe(
      '14:03:07 WARN PUBLIC_URL is not set',
    );
    expect(formatLogLine(JSON.stringify({ level: 30, time: at, msg: 'ready' }), plain)).toBe(
      '14:03:07 ready',
    );
    expect(formatLogLine('not json', plain)).toBe('not json');
  });

  it('is what the server writes with LOG_FORMAT=lines: one line for a request, none for its in-process call', async () => {
    const written: string[] = [];
    const options = serverOptions({ level: 'info', format: 'lines' });
    const app = Fastify({
      ...options,
      logger: {
        ...(options.logger as object),
        stream: logLinesDestination({ colour: false, write: (text) => written.push(text) }),
      },
    });
    app.get('/srv/call', async () => ({ ok: true }));
    app.get('/page', async () => (await app.inject({ url: '/srv/call' })).json());
    await new Promise<void>((resolve) => app.listen({ port: 3405, host: '127.0.0.1' }, () => resolve()));
    await fetch('http://127.0.0.1:3405/page').then((response) => response.json());
    await app.close();
    const requests = written.filter((line) => line.includes(' ms'));
    expect(requests).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d {3}GET \/page 200 \d+ ms\n$/)]);
  });
});
