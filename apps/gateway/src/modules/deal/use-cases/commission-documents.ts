import type { SessionRecord } from '../../../http/session.ts';
import { documentsOf, toDealDocument } from '../../documents/index.ts';
import { COMMISSION_ENTITY, type DealDeps, memoryOf, ownDeal } from '../deal-memory.ts';

/** getComissionDocuments: the deal's commission documents; a client's deal usually has none. */
export async function commissionDocuments(deps: DealDeps, session: SessionRecord, dealId: number) {
  const deal = await ownDeal(deps.db, session, dealId);
  const rows = await documentsOf(deps.db, COMMISSION_ENTITY, deal.id);
  return {
    success: true as const,
    isCommission: memoryOf(deal).isCommission === true || rows.length > 0,
    items: rows.map(toDealDocument),
  };
}
