import { GEO_STORAGE_KEY } from '../geo/geo-choice';

/** Local-storage flag of cookie consent (spec 1 §3). */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/** Set on <html> when the visitor has agreed; the cookie bar's stylesheet hides the bar then. */
export const CONSENT_ATTRIBUTE = 'data-cookie-consent';

/**
 * Set on <html> while the city's steps of a first visit (its question, the branch notice) are
 * to come: the cookie bar, the last notice, waits hidden until site-widgets.tsx removes it.
 */
export const NOTICES_WAIT_ATTRIBUTE = 'data-notices-wait';

/**
 * Run in <head> before the first paint (with the page's CSP nonce): marks <html> when the
 * visitor has agreed, so the server-rendered cookie bar stays hidden for them, and while the
 * kept city is not yet confirmed with its branch notice shown (geoSettled in geo-choice.ts), so
 * that the bar does not show before the city's question (issue 39). Its own module: the root
 * imports it without the bar's components.
 */
export const consentScript = `try{var h=document.documentElement;if(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})!==null)h.setAttribute('${CONSENT_ATTRIBUTE}','');var g=JSON.parse(localStorage.getItem(${JSON.stringify(GEO_STORAGE_KEY)})||'null');if(!(g&&g.confirmed===true&&g.geo&&g.branchShownFor===g.geo.region_fias_id))h.setAttribute('${NOTICES_WAIT_ATTRIBUTE}','')}catch(e){}`;
