import type { FastifyRequest } from 'fastify';

/**
 * The origin written into canonical links, the sitemap and the pages guests share: PUBLIC_URL,
 * else the scheme (X-Forwarded-Proto only from TRUSTED_PROXIES) and the Host the request was
 * sent to. X-Forwarded-Host is never read: any client could name another site with it.
 */
export function siteOrigin(
  request: Pick<FastifyRequest, 'protocol' | 'headers'>,
  publicUrl?: string,
): string {
  return publicUrl ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}
