/** Local-storage flag of cookie consent (spec 1 §3). */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/** Set on <html> when the visitor has agreed; the cookie bar's stylesheet hides the bar then. */
export const CONSENT_ATTRIBUTE = 'data-cookie-consent';

/**
 * Run in <head> before the first paint (with the page's CSP nonce): marks <html> when the
 * visitor has agreed, so the server-rendered cookie bar stays hidden for them. Its own module:
 * the root imports it without the bar's components.
 */
export const consentScript = `try{if(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})!==null)document.documentElement.setAttribute('${CONSENT_ATTRIBUTE}','')}catch(e){}`;
