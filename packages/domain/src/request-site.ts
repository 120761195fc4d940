/**
 * Where a browser request comes from, as its headers tell (ARCHITECTURE.md §6 "Cross-site";
 * decision 0079). Fetch Metadata first: a browser that sends `Sec-Fetch-Site` says whether the
 * page that made the request is of this origin. Older browsers send `Origin` with most
 * requests, or at least a `Referer`; a request with none of the three is not a browser's
 * cross-site request (a script, a server, a typed address) and passes.
 */
export interface RequestProvenance {
  secFetchSite?: string | null;
  origin?: string | null;
  referer?: string | null;
}

/**
 * Fetch Metadata values of a request this site may act on: its own pages (`same-origin`) and
 * what the user did by hand (`none`: the address bar, a bookmark). `same-site` is another
 * origin of the same site (another port, a sibling subdomain) and is refused like `cross-site`.
 */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** Whether the request was made by a page of another origin than siteOrigin. */
export function isCrossSiteRequest(provenance: RequestProvenance, siteOrigin: string): boolean {
  const own = originOf(siteOrigin);
  const fetchSite = provenance.secFetchSite?.trim().toLowerCase();
  if (fetchSite) return !OWN_FETCH_SITES.has(fetchSite);
  // "null" (an opaque origin: a sandboxed frame, a data: page) parses to no origin: cross-site.
  if (provenance.origin) return originOf(provenance.origin) !== own;
  if (provenance.referer) return originOf(provenance.referer) !== own;
  return false;
}

/** The three headers of a Node or Fetch API request (names in lower case). */
export function provenanceOf(
  header: (name: string) => string | string[] | null | undefined,
): RequestProvenance {
  const one = (name: string) => {
    const value = header(name);
    return Array.isArray(value) ? value[0] : (value ?? undefined);
  };
  return { secFetchSite: one('sec-fetch-site'), origin: one('origin'), referer: one('referer') };
}
