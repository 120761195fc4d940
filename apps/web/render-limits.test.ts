import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schema } from '@agrolease/db';
import { createTestDatabase } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../gateway/src/testing/build-test-gateway.ts';
import { signInAs } from '../gateway/src/testing/cabinet-session.ts';
import { buildSiteServer, type SiteServer } from './site-server.ts';

/**
 * Issue 40, decision 0170: page renders counted per account for a signed-in visitor and per
 * address for a guest, with a short queue before any 429, at the default numbers. The site is
 * the production build served by buildSiteServer with its gateway in process, on the small demo
 * data set; the page cache is off, so every page is a render. `npm test` builds first.
 */
const built = existsSync(join(dirname(fileURLToPath(import.meta.url)), 'build', 'server', 'index.js'));
const OFFICE = '203.0.113.40';

describe.skipIf(!built)('page render limits that fit how people connect', () => {
  let gateway: TestGateway;
  let site: SiteServer;
  let productIds: number[];
  const dataDir = mkdtempSync(join(tmpdir(), 'render-limits-'));
  const saved = { ...process.env };
  beforeAll(async () => {
    const database = await createTestDatabase({ driver: 'pglite', seed: { seed: 2001, scale: 'small' } });
    delete process.env.GATEWAY_URL;
    process.env.DATA_DIR = dataDir;
    process.env.COOKIE_SECURE = '0';
    process.env.MESSAGE_DELIVERY_EVERY_MS = '0';
    process.env.HOST = '127.0.0.1';
    process.env.PORT = '3400';
    process.env.PAGE_CACHE_MB = '0';
    process.env.LOG_LEVEL = 'error';
    for (const name of Object.keys(process.env).filter((key) => key.startsWith('PAGE_RENDER')))
      delete process.env[name];
    // The gateway and its embedded database share this process's event loop: its lag is the
    // test's own, and shedding on lag is measured by bench/render-flood.ts instead.
    process.env.PAGE_RENDER_MAX_LAG_MS = '0';
    site = await buildSiteServer({ database });
    gateway = { app: site.app, database, close: () => site.close() };
    const rows = await database.db.select({ id: schema.products.id }).from(schema.products).limit(50);
    productIds = rows.map((row) => row.id);
  });
  afterAll(async () => {
    process.env = saved;
    await site?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string, remoteAddress = OFFICE) =>
    site.app.inject({
      method: 'GET',
      url,
      remoteAddress,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  /** Asks every address, `connections` at a time, and answers the statuses in order. */
  async function askAll(urls: string[], connections: number, cookie?: string): Promise<number[]> {
    const statuses: number[] = [];
    let next = 0;
    const connection = async () => {
      while (next < urls.length) {
        const index = next++;
        statuses[index] = (await page(urls[index] as string, cookie)).statusCode;
      }
    };
    await Promise.all(Array.from({ length: connections }, connection));
    return statuses;
  }

  it('answers 50 uncached product pages asked 16 at a time from one address', async () => {
    expect(productIds).toHaveLength(50);
    const statuses = await askAll(
      productIds.map((id) => `/catalog/item/${id}/`),
      16,
    );
    expect(statuses).toEqual(Array(50).fill(200));
  });

  it("counts a signed-in visitor's renders per account: one account's flood leaves the office's others alone", async () => {
    const [flooding, colleague] = await Promise.all([
      signInAs(gateway, 'client'),
      signInAs(gateway, 'supplier'),
    ]);
    const cookieOf = (token: string) => `authToken=${token}; __at=${token}`;
    // The first page of each session is the address's; its CheckAuth makes the rest the account's.
    for (const session of [flooding, colleague])
      expect((await page('/', cookieOf(session.token))).statusCode).toBe(200);
    const flood = askAll(
      Array.from({ length: 60 }, (_, index) => `/catalog/item/${productIds[index % 50]}/?flood=${index}`),
      60,
      cookieOf(flooding.token),
    );
    const [colleaguePage, guestPage] = await Promise.all([
      page(`/catalog/item/${productIds[0]}/`, cookieOf(colleague.token)),
      page(`/catalog/item/${productIds[1]}/`),
    ]);
    const statuses = await flood;
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    // six in flight and 32 waiting are answered, the rest refused at once
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(38);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(colleaguePage.statusCode).toBe(200);
    expect(guestPage.statusCode).toBe(200);
  });

  it('counts a made-up session cookie against the address, not as a fresh account', async () => {
    const madeUp = `authToken=${'x'.repeat(43)}`;
    const statuses = await askAll(
      Array.from({ length: 60 }, (_, index) => `/catalog/item/${productIds[index % 50]}/?made-up=${index}`),
      60,
      madeUp,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
  // Last: it stops the site.
  it('finishes the pages it has started and queued when it stops, and sends new ones elsewhere (issue 40)', async () => {
    const started = Array.from({ length: 24 }, (_, index) =>
      page(`/catalog/item/${productIds[index % 50]}/?stopping=${index}`, undefined, '198.51.100.40'),
    );
    // Once the first renders run (the rest wait in the address's queue), the site is told to stop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = site.close();
    const late = await page(`/catalog/item/${productIds[0]}/`);
    const statuses = (await Promise.all(started)).map((reply) => reply.statusCode);
    await closing;
    expect(statuses).toEqual(Array(24).fill(200));
    expect(late.statusCode).toBe(503);
    expect(late.headers.connection).toBe('close');
  });
});
