import type { Route } from './+types/robots-txt';

/** /robots.txt: the cabinet and the gateway stay out of search; the sitemap is named. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cabinet/',
    'Disallow: /srv/',
    'Disallow: /api/',
    '',
    `Sitemap: ${context.origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
