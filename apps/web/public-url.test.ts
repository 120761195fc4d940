import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../gateway/src/testing/build-test-gateway.ts';
import { buildSiteServer, type SiteServer } from './site-server.ts';

/**
 * Issue "Trust, second round" (decision 0155): without PUBLIC_URL the site wrote the Host a
 * request named into the links it gives others (canonical, og:url, the sitemap, robots.txt),
 * so anyone could make a cache or a crawler keep pages that point at their own site. The site
 * is the production build served by buildSiteServer, its gateway a test one over HTTP
 * (GATEWAY_URL), as a split deployment runs it. `npm test` builds before these tests run.
 */
const built = existsSync(join(dirname(fileURLToPath(import.meta.url)), 'build', 'server', 'index.js'));
const EVIL = 'evil.example';

describe.skipIf(!built)('links meant for others without PUBLIC_URL', () => {
  let gateway: TestGateway;
  let site: SiteServer;
  const saved = { ...process.env };
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver: 'pglite' });
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = gateway.app.server.address() as AddressInfo;
    process.env.GATEWAY_URL = `http://127.0.0.1:${port}`;
    process.env.HOST = '127.0.0.1';
    process.env.PORT = '3987';
    process.env.PAGE_CACHE_MB = '0';
    delete process.env.PUBLIC_URL;
    site = await buildSiteServer();
  });
  afterAll(async () => {
    process.env = saved;
    await site?.close();
    await gateway?.close();
  });

  const fetchAs = (url: string, host: string) =>
    site.app.inject({ method: 'GET', url, headers: { host }, remoteAddress: '203.0.113.7' });

  it.each(['/', '/sitemap.xml', '/robots.txt', '/pd/'])(
    'never writes the Host of %s into the reply, and names the configured address instead',
    async (url) => {
      const reply = await fetchAs(url, EVIL);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).not.toContain(EVIL);
      expect(JSON.stringify(reply.headers)).not.toContain(EVIL);
      if (url === '/robots.txt') expect(reply.body).toContain('Sitemap: http://127.0.0.1:3987/sitemap.xml');
      if (url === '/')
        expect(reply.body).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:3987\/"/);
    },
  );
});
