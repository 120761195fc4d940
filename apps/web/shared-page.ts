/**
 * A page that is the same for every visitor (a route declaring `pageCache`, decision 0074) is
 * the same for a signed-in one too (decision 0157): the site renders and keeps it without the
 * visitor, and the only personal part on it, the account in the header, comes from one
 * CheckAuth call after load. The server marks the answer's <html> so that the browser knows to
 * make that call and keeps the header's place for the account from the first paint.
 */
import { hasSessionCookie } from '@agrolease/contracts';
import { carriesSessionToken } from './guest-page-cache.ts';

/** The mark on <html> of a kept page answered to a visitor with a session. */
export const SIGNED_IN_MARK = 'data-account';

/** A signed-in visitor's document request (not a `.data` one: those carry the visitor's own data). */
export function isSignedInDocumentRequest(
  method: string,
  url: string,
  cookieHeader: string | undefined,
): boolean {
  if (method !== 'GET' || !hasSessionCookie(cookieHeader) || carriesSessionToken(url)) return false;
  const query = url.indexOf('?');
  const pathname = query < 0 ? url : url.slice(0, query);
  return !pathname.endsWith('.data');
}

/** The Cookie header without the session cookies (authToken, __at, with or without __Host-): a guest's. */
export function withoutSessionCookies(cookieHeader: string): string {
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !hasSessionCookie(part))
    .join('; ');
}

/** The page with its <html> marked as answered to a signed-in visitor. */
export function markedSignedIn(body: Buffer): Buffer {
  const at = body.indexOf('<html');
  if (at < 0) return body;
  const end = at + '<html'.length;
  return Buffer.concat([body.subarray(0, end), Buffer.from(` ${SIGNED_IN_MARK}=""`), body.subarray(end)]);
}
