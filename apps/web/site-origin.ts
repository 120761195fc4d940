import { siteAddress } from '@agrolease/gateway/config';

/**
 * The origin written into canonical links, og:url, the sitemap, robots.txt and the pages guests
 * share, and the origin of the request React Router renders: PUBLIC_URL, else the address the
 * server is configured to listen on (HOST:PORT). Never the Host or X-Forwarded-Host a request
 * names: any client, or a proxy passing the client's header on, could put another site into
 * links that caches and crawlers keep (decision 0155). A deploy sets PUBLIC_URL; production
 * warns at start without it (publicUrlWarning).
 */
export function siteOrigin(config: { PUBLIC_URL?: string; HOST: string; PORT: number }): string {
  return siteAddress(config);
}

/**
 * The origin of the request React Router renders: the one the browser used (the scheme from a
 * trusted proxy, the Host it sent to), so that React Router's check of an action's Origin header
 * holds behind a proxy and on each instance's own address. Only the request's own URL: links
 * for others take siteOrigin; a cross-site action never gets here (decision 0079).
 */
export function requestOrigin(
  request: { protocol: string; headers: { host?: string } },
  publicUrl?: string,
): string {
  return (publicUrl ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`).replace(/\/+$/, '');
}
