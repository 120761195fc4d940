import { redirect } from 'react-router';
import { gatewayStatus } from './not-found.server';

/** A listing call's query: its page size and those of `names` the address carries, empty ones left out. */
export function listingQuery(url: URL, names: readonly string[], pageSize: number): Record<string, string> {
  const query: Record<string, string> = { nPaginator: String(pageSize) };
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value) query[name] = value;
  }
  return query;
}

/**
 * A listing's gateway calls whose 400 (filters that do not parse: a hand-edited address) falls
 * back to the unfiltered list at the same path. Other failures propagate.
 */
export async function orUnfilteredList<T>(url: URL, reply: Promise<T>): Promise<T> {
  try {
    return await reply;
  } catch (error) {
    if (gatewayStatus(error) === 400) throw redirect(url.pathname);
    throw error;
  }
}
