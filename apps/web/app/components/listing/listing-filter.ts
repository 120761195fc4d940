import { useNavigate, useSearchParams } from 'react-router';

/**
 * A listing's address search with some filters changed (set, or dropped where empty) and
 * back on page 1: a changed filter changes what the pages hold.
 */
export function filteredSearch(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  next.delete('page');
  return next.size ? `?${next}` : '';
}

/** The listing's current filters, and a way to change them at once. */
export function useListingFilter() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const applyFilter = (changes: Record<string, string | null>) =>
    navigate({ search: filteredSearch(params, changes) });
  return { params, applyFilter };
}
