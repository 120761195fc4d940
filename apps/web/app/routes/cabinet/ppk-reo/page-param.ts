/** The list page an address asks for (?page=N); anything else is the first page. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
