/**
 * The shared cache of pages that every guest gets alike (decision 0074). A route says its page
 * is the same for every visitor without a session by answering `Cache-Control: s-maxage=N`
 * (the directive for shared caches such as a CDN or nginx); this cache keeps such answers to
 * guests for N seconds, in process memory bounded by bytes, under the address and the data
 * version (the catalogue generation, bumped by the database whenever products, categories or
 * banners change), so a change is visible at the next request and not N seconds later.
 *
 * Concurrent guests asking for an address that is being rendered wait for that render
 * instead of rendering it again. Requests carrying a session are never served from here.
 */
import { hasSessionCookie } from '@agrolease/contracts';
import { LRUCache } from 'lru-cache';
import { inlineScriptHashes } from './kept-page-answer.ts';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  storedAt: number;
  expiresAt: number;
  /** Its inline scripts' CSP hash sources: answers allow them by hash, not by nonce (decision 0161). */
  scriptHashes: readonly string[];
  /** The page as answered in an encoding, marked or not (kept-page-answer.ts): made once, kept with it. */
  variants: Map<string, Buffer>;
}

export interface GuestPageCacheOptions {
  /** Upper bound of the bodies kept, in bytes; the least recently used page goes first. */
  maxBytes: number;
  /**
   * The data version pages are keyed by (read per request; shared by concurrent readers). A
   * cache whose addresses carry their own version (account-page-cache.ts) has none.
   */
  version?: () => Promise<string | number>;
  /**
   * Seconds an answer may be kept, undefined when it may not: by default a 200 that shared
   * caches may keep (s-maxage) and that sets no cookie.
   */
  keptSeconds?: (response: Response) => number | undefined;
  now?: () => number;
}

/** A stored page with how it was found, or the render's own answer when it may not be kept. */
export type GuestPage =
  | { page: CachedPage; outcome: 'HIT' | 'MISS'; age: number }
  | { response: Response; outcome: 'BYPASS' };

/** Query parameters that carry a session token (spec 1 §10): such a request is not a guest's. */
const TOKEN_PARAMETERS = ['token', 'tr'];

/** Whether the address carries a session token: its request signs in before any page. */
export function carriesSessionToken(url: string): boolean {
  const query = url.indexOf('?');
  if (query < 0) return false;
  const parameters = new URLSearchParams(url.slice(query + 1));
  return TOKEN_PARAMETERS.some((name) => parameters.has(name));
}

/** A GET from a visitor without a session: the only kind of request this cache may answer. */
export function isGuestRequest(method: string, url: string, cookieHeader: string | undefined): boolean {
  return method === 'GET' && !hasSessionCookie(cookieHeader) && !carriesSessionToken(url);
}

/** Seconds a shared cache may keep an answer (s-maxage), or undefined when it may not. */
export function sharedMaxAge(cacheControl: string | null): number | undefined {
  if (!cacheControl) return undefined;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (directives.some((directive) => ['private', 'no-store', 'no-cache'].includes(directive)))
    return undefined;
  const sMaxAge = directives.find((directive) => directive.startsWith('s-maxage='));
  const seconds = sMaxAge ? Number(sMaxAge.slice('s-maxage='.length)) : Number.NaN;
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/** A guest's page is kept as a shared cache would keep it: a 200 with s-maxage and no cookie. */
export function sharedKeptSeconds(response: Response): number | undefined {
  if (response.status !== 200 || response.headers.has('set-cookie')) return undefined;
  return sharedMaxAge(response.headers.get('cache-control'));
}

/** Headers that belong to one answer, never to a stored page. */
const PER_ANSWER_HEADERS = new Set(['set-cookie', 'date', 'x-request-id', 'content-length']);

/** Bytes a kept page holds: its body and the variants made of it. */
function sizeOf(page: CachedPage): number {
  let bytes = page.body.byteLength;
  for (const variant of page.variants.values()) bytes += variant.byteLength;
  return bytes;
}

export function createGuestPageCache(options: GuestPageCacheOptions) {
  const now = options.now ?? Date.now;
  const keptSeconds = options.keptSeconds ?? sharedKeptSeconds;
  // The pages by key, least recently used first out, bounded in bytes by `lru-cache` (decision
  // 0181): a page's size is its body and its variants, recounted when a variant is added.
  const pages = new LRUCache<string, CachedPage>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (page) => Math.max(1, sizeOf(page)),
  });
  const keys = new WeakMap<CachedPage, string>();
  const rendering = new Map<string, Promise<CachedPage | undefined>>();

  const keep = (key: string, page: CachedPage) => {
    pages.delete(key);
    if (page.body.byteLength > options.maxBytes) return;
    keys.set(page, key);
    pages.set(key, page);
  };

  const fresh = (key: string): CachedPage | undefined => {
    const page = pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= now()) {
      pages.delete(key);
      return undefined;
    }
    return page;
  };

  const served = (page: CachedPage, outcome: 'HIT' | 'MISS'): GuestPage => ({
    page,
    outcome,
    age: Math.floor((now() - page.storedAt) / 1000),
  });

  /** Stores the answer when it may be kept (`keptSeconds`). */
  const store = async (key: string, response: Response): Promise<CachedPage | undefined> => {
    const seconds = keptSeconds(response);
    if (seconds === undefined) return undefined;
    const body = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => !PER_ANSWER_HEADERS.has(name));
    const storedAt = now();
    const expiresAt = storedAt + seconds * 1000;
    const scriptHashes = inlineScriptHashes(body.toString('utf8'));
    const page = {
      status: response.status,
      headers,
      body,
      storedAt,
      expiresAt,
      scriptHashes,
      variants: new Map(),
    };
    keep(key, page);
    return page;
  };

  return {
    /**
     * The guest's page at this address: from the cache, from a render in flight, or rendered
     * now (and kept when the route allows it).
     */
    async serve(address: string, render: () => Promise<Response>): Promise<GuestPage> {
      const key = options.version ? `${await options.version()}|${address}` : address;
      const cached = fresh(key);
      if (cached) return served(cached, 'HIT');
      const inFlight = rendering.get(key);
      if (inFlight) {
        const page = await inFlight;
        return page ? served(page, 'HIT') : { response: await render(), outcome: 'BYPASS' };
      }
      let settle: (page: CachedPage | undefined) => void = () => {};
      rendering.set(key, new Promise((resolve) => (settle = resolve)));
      try {
        const response = await render();
        const page = await store(key, response);
        settle(page);
        return page ? served(page, 'MISS') : { response, outcome: 'BYPASS' };
      } catch (error) {
        settle(undefined);
        throw error;
      } finally {
        rendering.delete(key);
      }
    },
    /**
     * The kept page as answered in a variant (an encoding, marked or not), made once and kept
     * with the page; its bytes count against the cache's like the page's own.
     */
    variant(page: CachedPage, name: string, make: () => Buffer): Buffer {
      const known = page.variants.get(name);
      if (known) return known;
      const made = make();
      page.variants.set(name, made);
      const key = keys.get(page);
      // Set again, so that lru-cache counts the page's new size (and drops others to fit); the
      // same value set again would keep its old size.
      if (key !== undefined && pages.peek(key) === page) {
        pages.delete(key);
        pages.set(key, page);
      }
      return made;
    },
    /** Bytes of the pages kept (for metrics and tests). */
    get size() {
      return { pages: pages.size, bytes: pages.calculatedSize };
    },
  };
}
