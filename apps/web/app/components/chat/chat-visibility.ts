/**
 * Where the support chat shows (spec 1 §2): on every public page; in the new cabinet only on
 * the client, agent and supplier dashboards, and always on ppk-reo pages.
 */
export function isChatVisible(pathname: string): boolean {
  // The consultants' own console (decision 0056) is no place for the visitor widget.
  if (/^\/backoffice(\/|$)/.test(pathname)) return false;
  if (!pathname.startsWith('/cabinet/v2')) return true;
  if (/^\/cabinet\/v2\/ppk-reo(\/|$)/.test(pathname)) return true;
  return /^\/cabinet\/v2\/(client|agent|supplier)\/dashboard\/?$/.test(pathname);
}
