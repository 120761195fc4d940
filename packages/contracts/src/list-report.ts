/**
 * The export links of the list pages, apart from the paging schemas so that a page's code builds
 * its link without shipping Zod (issue 36); the package's index exports them for the gateway.
 */

/**
 * The export link of a list page: the page's own query (its filters) without paging, so the
 * file holds what the user filtered, every page of it.
 */
export function listReportUrl(
  path: string,
  pageQuery: ConstructorParameters<typeof URLSearchParams>[0] = '',
): string {
  const query = new URLSearchParams(pageQuery);
  query.delete('page');
  query.delete('items_per_page');
  const text = query.toString();
  return `/srv${path}${text ? `?${text}` : ''}`;
}

/**
 * Where a list call's XLSX is (decision 0184): the call's own path and `/Report`
 * (`/Backoffice/Applications` → `/Backoffice/Applications/Report`), with the list's filters.
 */
export function listReportPath(def: { path: `/${string}` }): `/${string}` {
  return `${def.path}/Report`;
}
