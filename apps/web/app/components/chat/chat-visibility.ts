/**
 * Where the support chat shows (spec 1 §2): on every public page; in the new cabinet only on
 * the client, agent and supplier dashboards, and always on ppk-reo pages.
 */
export function isChatVisible(pathname: string): boolean {
  if (!pathname.startsWith('/cabinet/v2')) return true;
  if (/^\/cabinet\/v2\/ppk-reo(\/|$)/.test(pathname)) return true;
  return /^\/cabinet\/v2\/(client|agent|supplier)\/dashboard\/?$/.test(pathname);
}
