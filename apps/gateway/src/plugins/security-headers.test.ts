import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

async function policyOf(options: { yandexMaps?: boolean }) {
  const app = Fastify();
  await registerSecurityHeaders(app, { mode: 'site', ...options });
  app.get('/', async () => 'ok');
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return String(response.headers['content-security-policy']);
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
});
