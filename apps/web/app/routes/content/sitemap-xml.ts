import { content } from '@agrolease/contracts';
import { getGateway } from '../../lib/gateway.server';
import type { Route } from './+types/sitemap-xml';

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** /sitemap.xml: every public page, category and product (GetDynamicSitemap). */
export async function loader({ context }: Route.LoaderArgs) {
  const { items } = await getGateway(context).call(content.getDynamicSitemap);
  const urls = items
    .map(
      (item) =>
        `<url><loc>${escapeXml(`${context.origin}${item.loc}`)}</loc>${item.lastmod ? `<lastmod>${item.lastmod}</lastmod>` : ''}<priority>${item.priority.toFixed(1)}</priority></url>`,
    )
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
