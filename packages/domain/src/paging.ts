/** Paging of catalogue-like lists: pages start at 1 and there is always at least one. */
export function pageCount(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** Rows to skip before the given page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
