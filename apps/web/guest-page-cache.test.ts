import { describe, expect, it } from 'vitest';
import { createGuestPageCache, type GuestPage, isGuestRequest, sharedMaxAge } from './guest-page-cache.ts';

const PUBLIC = 'public, max-age=0, s-maxage=30';

function page(body: string, init: { status?: number; cacheControl?: string; cookie?: string } = {}) {
  const headers = new Headers({ 'content-type': 'text/html' });
  if (init.cacheControl !== undefined) headers.set('cache-control', init.cacheControl);
  if (init.cookie) headers.set('set-cookie', init.cookie);
  return new Response(body, { status: init.status ?? 200, headers });
}

async function bodyOf(found: GuestPage): Promise<string> {
  return 'page' in found ? found.page.body.toString('utf8') : found.response.text();
}

function setup(maxBytes = 1_000_000) {
  let version = 1;
  let clock = 1_000_000;
  let renders = 0;
  const cache = createGuestPageCache({
    maxBytes,
    version: async () => version,
    now: () => clock,
  });
  return {
    cache,
    get renders() {
      return renders;
    },
    bump: () => version++,
    advance: (ms: number) => (clock += ms),
    render: (body: string, init?: Parameters<typeof page>[1]) => async () => {
      renders++;
      return page(body, init);
    },
  };
}

describe('isGuestRequest', () => {
  it('is a GET without a session cookie or a token parameter', () => {
    expect(isGuestRequest('GET', '/catalog/', undefined)).toBe(true);
    expect(isGuestRequest('GET', '/catalog/?sort=price', 'client_id=abc; utm=x')).toBe(true);
    expect(isGuestRequest('GET', '/catalog/', 'client_id=abc; authToken=t')).toBe(false);
    expect(isGuestRequest('GET', '/catalog/', '__at=t')).toBe(false);
    expect(isGuestRequest('GET', '/catalog/', '__Host-authToken=t')).toBe(false);
    expect(isGuestRequest('GET', '/catalog/', 'x=1; __Host-__at=t')).toBe(false);
    expect(isGuestRequest('GET', '/catalog/?token=t', undefined)).toBe(false);
    expect(isGuestRequest('GET', '/catalog/?tr=t', undefined)).toBe(false);
    expect(isGuestRequest('POST', '/catalog/', undefined)).toBe(false);
    expect(isGuestRequest('HEAD', '/catalog/', undefined)).toBe(false);
  });
});

describe('sharedMaxAge', () => {
  it('reads s-maxage unless the answer is private or not to be stored', () => {
    expect(sharedMaxAge(PUBLIC)).toBe(30);
    expect(sharedMaxAge('public, max-age=60')).toBeUndefined();
    expect(sharedMaxAge('private, s-maxage=30')).toBeUndefined();
    expect(sharedMaxAge('no-store, s-maxage=30')).toBeUndefined();
    expect(sharedMaxAge('s-maxage=0')).toBeUndefined();
    expect(sharedMaxAge('s-maxage=abc')).toBeUndefined();
    expect(sharedMaxAge(null)).toBeUndefined();
  });
});

describe('guest page cache', () => {
  it('renders an address once and answers the next guests from memory', async () => {
    const t = setup();
    const first = await t.cache.serve('/catalog/', t.render('<p>one</p>', { cacheControl: PUBLIC }));
    const second = await t.cache.serve('/catalog/', t.render('<p>two</p>', { cacheControl: PUBLIC }));
    expect(first.outcome).toBe('MISS');
    expect(second.outcome).toBe('HIT');
    expect(await bodyOf(second)).toBe('<p>one</p>');
    expect(t.renders).toBe(1);
    expect('page' in second && second.page.headers).toContainEqual(['content-type', 'text/html']);
  });

  it('renders again when the data version moves or the page expires', async () => {
    const t = setup();
    await t.cache.serve('/catalog/', t.render('v1', { cacheControl: PUBLIC }));
    t.bump();
    expect(await bodyOf(await t.cache.serve('/catalog/', t.render('v2', { cacheControl: PUBLIC })))).toBe(
      'v2',
    );
    t.advance(29_000);
    const aged = await t.cache.serve('/catalog/', t.render('v3', { cacheControl: PUBLIC }));
    expect(aged.outcome === 'HIT' && aged.age).toBe(29);
    t.advance(1_000);
    expect(await bodyOf(await t.cache.serve('/catalog/', t.render('v4', { cacheControl: PUBLIC })))).toBe(
      'v4',
    );
    expect(t.renders).toBe(3);
  });

  it('keeps nothing the route did not allow: no s-maxage, an error status or a cookie of its own', async () => {
    const t = setup();
    for (const init of [
      {},
      { cacheControl: 'private, no-cache' },
      { cacheControl: PUBLIC, status: 404 },
      { cacheControl: PUBLIC, cookie: 'a=b' },
    ]) {
      const address = `/page-${JSON.stringify(init)}`;
      const first = await t.cache.serve(address, t.render('x', init));
      const second = await t.cache.serve(address, t.render('y', init));
      expect(first.outcome).toBe('BYPASS');
      expect(await bodyOf(second)).toBe('y');
    }
    expect(t.cache.size.pages).toBe(0);
  });

  it('lets concurrent guests of one address share a single render', async () => {
    const t = setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let renders = 0;
    const slow = async () => {
      renders++;
      await gate;
      return page('shared', { cacheControl: PUBLIC });
    };
    const answers = Promise.all(Array.from({ length: 5 }, () => t.cache.serve('/catalog/', slow)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    const found = await answers;
    expect(renders).toBe(1);
    expect(found.map((item) => item.outcome).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
  });

  it('waiters render themselves when the shared render fails', async () => {
    const t = setup();
    let fail: (error: Error) => void = () => {};
    const failing = () => new Promise<Response>((_, reject) => (fail = reject));
    const first = t.cache.serve('/catalog/', failing);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const waiter = t.cache.serve('/catalog/', t.render('own', { cacheControl: PUBLIC }));
    fail(new Error('boom'));
    await expect(first).rejects.toThrow('boom');
    expect(await bodyOf(await waiter)).toBe('own');
  });

  it('drops the least recently used pages beyond its byte budget', async () => {
    const t = setup(25);
    const body = 'x'.repeat(10);
    await t.cache.serve('/a', t.render(body, { cacheControl: PUBLIC }));
    await t.cache.serve('/b', t.render(body, { cacheControl: PUBLIC }));
    await t.cache.serve('/a', t.render(body, { cacheControl: PUBLIC })); // /a is now the most recent
    await t.cache.serve('/c', t.render(body, { cacheControl: PUBLIC }));
    expect(t.cache.size).toEqual({ pages: 2, bytes: 20 });
    expect((await t.cache.serve('/a', t.render(body, { cacheControl: PUBLIC }))).outcome).toBe('HIT');
    expect((await t.cache.serve('/b', t.render(body, { cacheControl: PUBLIC }))).outcome).toBe('MISS');
  });
});

describe('a kept page and its variants (decision 0161)', () => {
  const html = '<script nonce="AAAA">hydrate()</script><p>Тракторы</p><script src="/a.js"></script>';

  it('knows its inline scripts’ hashes and keeps its bytes as rendered', async () => {
    const { cache, render } = setup();
    const miss = await cache.serve('/catalog/', render(html, { cacheControl: PUBLIC }));
    expect(miss.outcome).toBe('MISS');
    expect(await bodyOf(miss)).toBe(html);
    expect('page' in miss && miss.page.scriptHashes).toEqual([
      "'sha256-1xOs+XHwrijB4CXngT5V2C4kbvzbTzKorKgL9XasfiI='",
    ]);
    const hit = await cache.serve('/catalog/', render('unused'));
    expect(await bodyOf(hit)).toBe(html);
  });

  it('makes a variant once and counts its bytes against the cache', async () => {
    const t = setup(30);
    const found = await t.cache.serve('/a', t.render('0123456789', { cacheControl: PUBLIC }));
    if (!('page' in found)) throw new Error('the page was not kept');
    let made = 0;
    const make = () => {
      made++;
      return Buffer.from('abcde');
    };
    expect(t.cache.variant(found.page, 'gzip', make).toString()).toBe('abcde');
    expect(t.cache.variant(found.page, 'gzip', make).toString()).toBe('abcde');
    expect(made).toBe(1);
    expect(t.cache.size).toEqual({ pages: 1, bytes: 15 });
    // Another page that does not fit beside them pushes the first out, variants and all.
    await t.cache.serve('/b', t.render('0123456789abcdefghij', { cacheControl: PUBLIC }));
    expect(t.cache.size).toEqual({ pages: 1, bytes: 20 });
  });
});
