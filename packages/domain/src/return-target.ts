/**
 * Where a visitor may be sent back to after signing in or accepting the agreements (`?back=`,
 * `?next=`; ARCHITECTURE.md §6, decision 0079): only an address of this site. The value is
 * resolved by the WHATWG URL parser against the site's origin, as the browser will resolve the
 * redirect, and kept only when the origin stays the same. So `//evil.example`, `/\evil.example`,
 * `/%09/evil.example` (a tab the parser drops), `https://evil.example` and `javascript:` all fail.
 */

/** C0 controls, space and DEL: never in an address the site itself wrote (it percent-encodes them). */
function hasRawControls(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The target as a path of this site (path, query and fragment), or undefined when it would
 * leave the site or is not an address at all; callers then use the role's home.
 */
export function sameSiteReturnTarget(
  value: string | null | undefined,
  siteOrigin: string,
): string | undefined {
  if (!value || hasRawControls(value)) return undefined;
  let site: URL;
  let target: URL;
  try {
    site = new URL(siteOrigin);
    target = new URL(value, site.origin);
  } catch {
    return undefined;
  }
  if (target.origin !== site.origin) return undefined;
  // "//path" would be read as another host by the redirect's reader: one leading slash only.
  return `${target.pathname.replace(/^\/+/, '/')}${target.search}${target.hash}`;
}
