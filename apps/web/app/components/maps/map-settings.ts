/**
 * Which map the site draws (ARCHITECTURE.md §6, decision 0070): Yandex Maps JS API v3 when a
 * key is configured (YANDEX_MAPS_API_KEY), else the local drawn map. The key is a browser key:
 * Yandex restricts it by the site's domain, so it is safe in the page.
 */
export type TMapSettings = { provider: 'yandex'; apiKey: string } | { provider: 'local' };

export const LOCAL_MAP: TMapSettings = { provider: 'local' };
