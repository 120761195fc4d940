/**
 * Pages kept for one signed-in account (decision 0131). A route opts in twice: its `handle`
 * declares `accountPageCache` (page-cache-key.ts) and its answer says `Cache-Control: private`
 * without `no-store`; an answer that must not be kept (a dashboard whose data failed to load)
 * says `no-store`. A page is kept under the account, the account's generation and the
 * catalogue's (both grown by the database whenever a row of the account or of the catalogue
 * changes), the Moscow day the page was rendered on and its address, so a change is seen at the
 * next request and never a copy of another account's page.
 */
import { hasSessionCookie } from '@agrolease/contracts';
import { carriesSessionToken, createGuestPageCache } from './guest-page-cache.ts';

/**
 * How long a kept page lives at most. Freshness comes from the generations in its key; the
 * limit only returns the memory of pages nobody asks for again.
 */
export const ACCOUNT_PAGE_SECONDS = 600;

/** A GET carrying a session cookie: the only kind of request this cache may answer. */
export function isAccountPageRequest(method: string, url: string, cookieHeader: string | undefined): boolean {
  return method === 'GET' && hasSessionCookie(cookieHeader) && !carriesSessionToken(url);
}

/** A 200 of the account's own (`private`, not `no-store`) that sets no cookie is kept. */
export function accountPageKeptSeconds(response: Response): number | undefined {
  if (response.status !== 200 || response.headers.has('set-cookie')) return undefined;
  const directives = (response.headers.get('cache-control') ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  return directives.includes('private') && !directives.includes('no-store')
    ? ACCOUNT_PAGE_SECONDS
    : undefined;
}

/**
 * The key of a kept page: the account's version (accountPageVersion in the gateway: account,
 * generations, Moscow day) and the page's address with its origin.
 */
export function accountPageKey(version: string, address: string): string {
  return `${version}|${address}`;
}

export function createAccountPageCache(options: { maxBytes: number; now?: () => number }) {
  return createGuestPageCache({ ...options, keptSeconds: accountPageKeptSeconds });
}
