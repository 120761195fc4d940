import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cspNonceOf, registerSecurityHeaders } from './security-headers.ts';

async function policiesOf(options: { yandexMaps?: boolean; scriptNonces?: boolean }, count = 1) {
  const app = Fastify();
  await registerSecurityHeaders(app, { mode: 'site', ...options });
  app.get('/', async (_request, reply) => ({ nonce: cspNonceOf(reply) ?? null }));
  const answers = [];
  for (let index = 0; index < count; index++) {
    const response = await app.inject({ method: 'GET', url: '/' });
    answers.push({ policy: String(response.headers['content-security-policy']), ...response.json() });
  }
  await app.close();
  return answers as { policy: string; nonce: string | null }[];
}

async function policyOf(options: { yandexMaps?: boolean }) {
  return (await policiesOf(options))[0]?.policy ?? '';
}

describe("the site's content security policy", () => {
  it('lets the video host be embedded, and nothing of Yandex Maps without its key', async () => {
    const policy = await policyOf({});
    expect(policy).toContain("frame-src 'self' https://rutube.ru");
    expect(policy).not.toContain('api-maps.yandex.ru');
  });

  it('lets Yandex Maps JS API v3 load its script, tiles and workers when it is configured', async () => {
    const policy = await policyOf({ yandexMaps: true });
    expect(policy).toMatch(/script-src [^;]*https:\/\/api-maps\.yandex\.ru/);
    expect(policy).toMatch(/img-src [^;]*https:\/\/\*\.maps\.yandex\.net/);
    expect(policy).toContain("worker-src 'self' blob:");
  });

  it('allows inline scripts by a nonce of each response, not by unsafe-inline (decision 0079)', async () => {
    const [first, second] = await policiesOf({ scriptNonces: true }, 2);
    const scriptSrc = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(first?.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(scriptSrc(first?.policy ?? '')).toContain(`'nonce-${first?.nonce}'`);
    expect(scriptSrc(first?.policy ?? '')).not.toContain("'unsafe-inline'");
    expect(second?.nonce).not.toBe(first?.nonce);
    expect(scriptSrc(second?.policy ?? '')).toContain(`'nonce-${second?.nonce}'`);
  });

  it("keeps the site's own Origin on its form posts and sends no referrer to other sites", async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { mode: 'site' });
    app.get('/', async () => 'ok');
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });
});
