import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Агролизинг';

interface MetaArgs {
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** The canonical path: lower noise, trailing slash like the site's URLs (spec routes end with /). */
export function canonicalPath(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * Title, description and canonical link for a page (every page has all three). The
 * origin comes from the root loader (PUBLIC_URL or the request's origin).
 */
export function pageMeta(args: MetaArgs, page: { title: string; description: string }): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === 'root')?.data as { origin?: string } | undefined;
  const href = `${root?.origin ?? ''}${canonicalPath(args.location.pathname)}`;
  return [
    { title: `${page.title} — ${SITE_NAME}` },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: href },
  ];
}
