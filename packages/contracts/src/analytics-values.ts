/**
 * The plain values of the site's analytics, apart from its schemas so that the browser's page-view
 * tracker can use them without shipping Zod (issue 12; analytics.ts re-exports them).
 */

/** Release version of the site's analytics (spec 1 §9). */
export const ANALYTICS_VERSION_RELEASE = '1.4';
/** UTM cookie lifetime: 2592000000 ms, 30 days (spec 1 §9). */
export const UTM_COOKIE = 'utm';
export const UTM_MAX_AGE_SECONDS = 2_592_000;

/** Device class by viewport width (spec 1 §4: desktop above 1200, tablet 768–1200, mobile below 768). */
export function deviceTypeOf(width: number): 'desktop' | 'tablet' | 'mobile' {
  if (width > 1200) return 'desktop';
  return width >= 768 ? 'tablet' : 'mobile';
}

export const ANALYTICS_INTAKE_PATH = '/api/nats/';
