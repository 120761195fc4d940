import { isGuestRequest } from '../../guest-page-cache';

/** How long a guest's catalogue page may be kept by shared caches (decision 0074). */
export const GUEST_PAGE_SECONDS = 30;

/**
 * Cache-Control of a page that every guest gets alike: shared caches (ours in
 * guest-page-cache.ts, or a CDN) may keep a guest's copy; a signed-in visitor's copy is private.
 */
export function guestPageHeaders(request: Request, seconds = GUEST_PAGE_SECONDS): Record<string, string> {
  const url = new URL(request.url);
  const guest = isGuestRequest(
    request.method,
    `${url.pathname}${url.search}`,
    request.headers.get('cookie') ?? undefined,
  );
  return { 'Cache-Control': guest ? `public, max-age=0, s-maxage=${seconds}` : 'private, no-cache' };
}
