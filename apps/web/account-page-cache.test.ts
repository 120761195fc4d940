import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PAGE_SECONDS,
  accountPageKeptSeconds,
  accountPageKey,
  createAccountPageCache,
  isAccountPageRequest,
} from './account-page-cache.ts';
import type { GuestPage } from './guest-page-cache.ts';

function page(body: string, init: { status?: number; cacheControl?: string; cookie?: string } = {}) {
  const headers = new Headers({ 'content-type': 'text/html' });
  if (init.cacheControl !== undefined) headers.set('cache-control', init.cacheControl);
  if (init.cookie) headers.set('set-cookie', init.cookie);
  return new Response(body, { status: init.status ?? 200, headers });
}

const bodyOf = (found: GuestPage) =>
  'page' in found ? found.page.body.toString('utf8') : found.response.text();

describe('isAccountPageRequest', () => {
  it('is a GET with a session cookie and no token parameter', () => {
    expect(isAccountPageRequest('GET', '/cabinet/v2/client/dashboard', 'authToken=t')).toBe(true);
    expect(isAccountPageRequest('GET', '/cabinet/v2/client/dashboard?x=1', 'a=1; __Host-__at=t')).toBe(true);
    expect(isAccountPageRequest('GET', '/cabinet/v2/client/dashboard', 'client_id=abc')).toBe(false);
    expect(isAccountPageRequest('GET', '/cabinet/v2/client/dashboard', undefined)).toBe(false);
    expect(isAccountPageRequest('GET', '/cabinet/v2/client/dashboard?token=t', 'authToken=t')).toBe(false);
    expect(isAccountPageRequest('POST', '/cabinet/v2/client/dashboard', 'authToken=t')).toBe(false);
    expect(isAccountPageRequest('HEAD', '/cabinet/v2/client/dashboard', 'authToken=t')).toBe(false);
  });
});

describe('accountPageKeptSeconds', () => {
  it("keeps a 200 of the account's own that sets no cookie", () => {
    expect(accountPageKeptSeconds(page('x', { cacheControl: 'private, no-cache' }))).toBe(
      ACCOUNT_PAGE_SECONDS,
    );
    expect(accountPageKeptSeconds(page('x', { cacheControl: 'private, no-store' }))).toBeUndefined();
    expect(accountPageKeptSeconds(page('x', { cacheControl: 'public, s-maxage=30' }))).toBeUndefined();
    expect(accountPageKeptSeconds(page('x'))).toBeUndefined();
    expect(accountPageKeptSeconds(page('x', { cacheControl: 'private', status: 302 }))).toBeUndefined();
    expect(accountPageKeptSeconds(page('x', { cacheControl: 'private', status: 500 }))).toBeUndefined();
    expect(accountPageKeptSeconds(page('x', { cacheControl: 'private', cookie: 'a=1' }))).toBeUndefined();
  });
});

describe('the account page cache', () => {
  const setup = () => {
    let clock = 1_000_000;
    let renders = 0;
    const cache = createAccountPageCache({ maxBytes: 1_000_000, now: () => clock });
    const render =
      (body: string, cacheControl = 'private, no-cache') =>
      async () => {
        renders++;
        return page(body, { cacheControl });
      };
    return {
      cache,
      render,
      advance: (ms: number) => (clock += ms),
      get renders() {
        return renders;
      },
    };
  };
  const address = 'http://site/cabinet/v2/client/dashboard';

  it("answers an account's page again until its version moves, and never another account's", async () => {
    const kept = setup();
    const farm = accountPageKey('7.3.12.2026-11-26', address);
    expect((await kept.cache.serve(farm, kept.render('farm, three'))).outcome).toBe('MISS');
    const again = await kept.cache.serve(farm, kept.render('not rendered'));
    expect(again.outcome).toBe('HIT');
    expect(await bodyOf(again)).toBe('farm, three');

    const neighbour = await kept.cache.serve(
      accountPageKey('8.3.12.2026-11-26', address),
      kept.render('neighbour'),
    );
    expect(await bodyOf(neighbour)).toBe('neighbour');

    const changed = await kept.cache.serve(
      accountPageKey('7.4.12.2026-11-26', address),
      kept.render('farm, four'),
    );
    expect(changed.outcome).toBe('MISS');
    expect(await bodyOf(changed)).toBe('farm, four');
    expect(kept.renders).toBe(3);
  });

  it('renders again once the page outlived its time, and never keeps a page that says no-store', async () => {
    const kept = setup();
    const key = accountPageKey('7.3.12.2026-11-26', address);
    await kept.cache.serve(key, kept.render('first'));
    kept.advance(ACCOUNT_PAGE_SECONDS * 1000);
    expect(await bodyOf(await kept.cache.serve(key, kept.render('second')))).toBe('second');

    const failed = accountPageKey('9.1.12.2026-11-26', address);
    const first = await kept.cache.serve(failed, kept.render('empty dashboard', 'private, no-store'));
    expect(first.outcome).toBe('BYPASS');
    expect((await kept.cache.serve(failed, kept.render('full dashboard'))).outcome).toBe('MISS');
  });
});
