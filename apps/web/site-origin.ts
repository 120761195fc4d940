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
