import type { TAttorney } from '@agrolease/contracts/attorney';
import { findAccountAttorneys } from './queries.ts';
import { type AttorneyDeps, toAttorney } from './service.ts';

/**
 * The power of attorney each contact of an account has in force or last had (decision 0099),
 * by contact: the paper attorney waiting for the manager, else the one in force, else the latest
 * refused or revoked (decision 0155). The contacts list shows it through a port given to the
 * contacts module when the gateway is built (decision 0181), since the attorney is for a contact.
 */
export async function attorneysByContact(
  deps: AttorneyDeps,
  accountId: number,
): Promise<Map<number, TAttorney>> {
  const rank = (status: string) => (status === 'pending' ? 2 : status === 'active' ? 1 : 0);
  const chosen = new Map<number, Awaited<ReturnType<typeof findAccountAttorneys>>[number]>();
  for (const row of await findAccountAttorneys(deps.db, accountId)) {
    const kept = chosen.get(row.contactId);
    if (!kept || rank(row.status) >= rank(kept.status)) chosen.set(row.contactId, row);
  }
  const attorneys = new Map<number, TAttorney>();
  for (const [contactId, row] of chosen) attorneys.set(contactId, await toAttorney(deps, row));
  return attorneys;
}
