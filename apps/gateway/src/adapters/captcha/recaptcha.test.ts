import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { createRecaptcha } from './recaptcha.ts';

/**
 * The reCAPTCHA verifier against a local stand-in for Google's siteverify: it answers success
 * only for the token "solved" under the right secret, as Google does for a solved widget.
 */
describe.each(testDrivers())('reCAPTCHA on the code-sending calls on %s', (driver) => {
  let server: Server;
  let gateway: TestGateway;
  const asked: URLSearchParams[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const form = new URLSearchParams(body);
        asked.push(form);
        const success = form.get('secret') === 'test-secret' && form.get('response') === 'solved';
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
    gateway = await buildTestGateway({
      driver,
      adapters: { captcha: createRecaptcha({ secret: 'test-secret', url }) },
    });
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const sendCode = (captcha: string | undefined, ip: string) =>
    gateway.app.inject({
      method: 'POST',
      url: '/srv/GetAuthSMS',
      payload: new URLSearchParams({
        phone: '+79000000001',
        ...(captcha === undefined ? {} : { 'g-recaptcha-response': captcha }),
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: ip,
    });

  it('refuses a missing token with 400 without asking Google', async () => {
    const before = asked.length;
    const response = await sendCode(undefined, '10.2.0.1');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors_list).toContainEqual({
      prop: 'g-recaptcha-response',
      error: expect.any(String),
    });
    expect(asked.length).toBe(before);
  });

  it('refuses the local test token and any unsolved token with 400', async () => {
    for (const token of ['local-test-token', 'forged']) {
      const response = await sendCode(token, '10.2.0.2');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors_list[0].prop).toBe('g-recaptcha-response');
    }
    expect(asked.at(-1)?.get('remoteip')).toBe('10.2.0.2');
  });

  it('sends the code when Google says the widget was solved', async () => {
    const response = await sendCode('solved', '10.2.0.3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, code_sent: true });
  });
});

describe('reCAPTCHA with Google out of reach', () => {
  it('answers 503 with a message instead of failing the call', async () => {
    const gateway = await buildTestGateway({
      driver: 'pglite',
      seeded: false,
      adapters: { captcha: createRecaptcha({ secret: 'test-secret', url: 'http://127.0.0.1:9/siteverify' }) },
    });
    try {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/srv/GetAuthSMS',
        payload: new URLSearchParams({ phone: '+79000000001', 'g-recaptcha-response': 'solved' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error_message).toMatch(/временно недоступна/);
    } finally {
      await gateway.close();
    }
  });
});
