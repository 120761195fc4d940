/** The highest page number a list's address may ask for; beyond it a list is searched, not paged. */
const MAX_PAGE = 10_000;

/**
 * The page of a paged list from its address (`?page=`): a whole number from 1 to 10 000, and
 * 1 for anything else (a typed or stale address never reaches the gateway as a bad page).
 */
export function listPage(url: URL): number {
  const asked = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return Number.isNaN(asked) ? 1 : Math.min(MAX_PAGE, Math.max(1, asked));
}
