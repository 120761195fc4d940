import type { TPageInfo } from '@agrolease/contracts/content';

export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Plain text with blank-line paragraphs as HTML. */
export function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
    .join('');
}

export function emptyPage(
  overrides: Partial<TPageInfo> & Pick<TPageInfo, 'url' | 'type' | 'title'>,
): TPageInfo {
  return {
    id: 0,
    description: '',
    fullDescription: '',
    meta_title: overrides.title,
    meta_description: overrides.description ?? '',
    meta_keywords: '',
    canonical: overrides.url,
    tags: [],
    h1: overrides.title,
    h2: '',
    content: '',
    customHTMl: '',
    url_redirect: '',
    date: '',
    photo: '',
    items: [],
    point: null,
    ...overrides,
  };
}
