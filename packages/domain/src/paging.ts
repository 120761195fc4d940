/** Paging of catalogue-like lists: pages start at 1 and there is always at least one. */
export function pageCount(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** Rows to skip before the given page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** What a paged listing reports of its paging: the page shown, how many pages, how many items, the page size. */
export function listingPaging(page: number, pageSize: number, totalItems: number) {
  return { paginator: { page, pages: pageCount(totalItems, pageSize) }, totalItems, pageSize };
}
