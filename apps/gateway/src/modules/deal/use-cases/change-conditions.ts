import type { DbExecutor } from '@agrolease/db';
import {
  availableDelays,
  DEAL_REPAYMENT_TITLE,
  dealLeasing,
  formatRoubles,
  patchTerms,
} from '@agrolease/domain';
import { AppError } from '../../../errors/app-error.ts';
import { postToFeed } from '../../cabinet-feed/index.ts';
import { checkTerms, conditionBasisOf, patchOf, termsOnBasis } from '../conditions.ts';
import type { MethodOutcome } from '../deal-memory.ts';
import {
  conditionsOpen,
  type DealDeps,
  type DealWizardInput,
  type DealWizardMemory,
  isoDay,
  memoryOf,
  roubles,
  saveMemory,
} from '../deal-memory.ts';
import type { DealRow } from '../queries.ts';

/** The methods that change the conditions or ask what a change would give. */
export type ConditionMethod = 'DynConditionsAction' | 'isAvailableDelaysAction' | 'updateConditionAction';

/**
 * The client changes the deal's conditions within the offer's bounds: DynConditionsAction
 * previews them, isAvailableDelaysAction answers which delays they admit, updateConditionAction
 * saves them and tells the company's feed. The manager's manual conditions are not changed here.
 */
export async function changeConditions(
  deps: DealDeps,
  tx: DbExecutor,
  deal: DealRow,
  input: DealWizardInput & { method: ConditionMethod },
): Promise<MethodOutcome> {
  const { method } = input;
  const memory = memoryOf(deal);
  const open = conditionsOpen(deal);
  const today = isoDay(deps.clock.now());
  const on = await conditionBasisOf(tx, deal);
  if (!on) throw new AppError('CONFLICT', 'У сделки нет предложения: условия не из чего составить');
  if (on.manual && method !== 'isAvailableDelaysAction') {
    throw new AppError('CONFLICT', 'Условия сделки установил менеджер: изменить их в мастере нельзя');
  }
  const { basis } = on;
  const terms = patchTerms(termsOnBasis(deal, on), patchOf(input));
  // isAvailableDelaysAction only answers which delays the posted terms admit.
  if (method === 'isAvailableDelaysAction') return { deal, delays: availableDelays(terms) };
  if (!open) throw new AppError('CONFLICT', 'Условия сделки уже согласованы: изменить их нельзя');
  checkTerms(basis, terms, today);
  if (method === 'DynConditionsAction') return { deal, preview: terms };
  const next: DealWizardMemory = { ...memory, terms, lastAction: method };
  const row = await saveMemory(deps, tx, deal, next);
  const computed = dealLeasing(basis.sum, terms, today);
  await postToFeed(tx, deal.accountId, {
    title: `Сделка ${deal.code}: условия изменены`,
    body: `Аванс ${terms.advancePercent} %, срок ${terms.termMonths} мес., ${DEAL_REPAYMENT_TITLE[terms.repayment].toLowerCase()} график, платёж ${formatRoubles(roubles(computed.monthlyPayment))}. Согласуйте условия, чтобы менеджер подготовил договор.`,
    entity: 'deal',
    entityId: deal.id,
  });
  return { deal: row };
}
