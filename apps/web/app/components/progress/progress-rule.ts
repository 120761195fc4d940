/**
 * Whether a navigation shows the page-load progress bar. The spec excludes a list of paths
 * without naming them: we exclude navigations that change only the query string of the same
 * page (wizard steps write step and id_object into the URL; catalogue filters re-query),
 * where the page itself shows its own loading state.
 */
export function shouldShowProgress(currentPathname: string, nextPathname: string): boolean {
  return currentPathname !== nextPathname;
}
