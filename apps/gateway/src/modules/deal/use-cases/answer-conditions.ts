import type { DbExecutor } from '@agrolease/db';
import { DEAL_REJECT_ACTION } from '@agrolease/domain';
import { AppError } from '../../../errors/app-error.ts';
import { postToFeed } from '../../cabinet-feed/index.ts';
import type { MethodOutcome } from '../deal-memory.ts';
import {
  conditionsOpen,
  type DealDeps,
  type DealWizardInput,
  type DealWizardMemory,
  memoryOf,
  saveMemory,
} from '../deal-memory.ts';
import type { DealRow } from '../queries.ts';
import type { DealWizardSide } from '../wizard-side.ts';

/**
 * checkStatusAction marks the conditions read; approveAction agrees to them (the manager then
 * prepares the contract) and any other answer rejects them; both tell the company's feed.
 */
export async function answerConditions(
  deps: DealDeps,
  tx: DbExecutor,
  deal: DealRow,
  method: DealWizardInput['method'],
  side: DealWizardSide,
): Promise<MethodOutcome> {
  const memory = memoryOf(deal);
  const open = conditionsOpen(deal);
  let next: DealWizardMemory;
  let feed: { title: string; body: string } | undefined;
  if (method === 'checkStatusAction') {
    next = { ...memory, conditionsChecked: true };
  } else if (!open) {
    throw new AppError('CONFLICT', 'Условия сделки уже согласованы');
  } else if (method === 'approveAction') {
    next = { ...memory, isready: true, conditionsChecked: true, lastAction: method };
    feed = {
      title: `Сделка ${deal.code}: условия согласованы`,
      body: side.feed.approved,
    };
  } else {
    if (memory.lastAction === DEAL_REJECT_ACTION) throw new AppError('CONFLICT', 'Условия уже отклонены');
    next = { ...memory, conditionsChecked: true, lastAction: method };
    feed = {
      title: `Сделка ${deal.code}: условия отклонены`,
      body: side.feed.rejected,
    };
  }
  const row = await saveMemory(deps, tx, deal, next);
  if (feed) await postToFeed(tx, deal.accountId, { ...feed, entity: 'deal', entityId: deal.id });
  return { deal: row };
}
