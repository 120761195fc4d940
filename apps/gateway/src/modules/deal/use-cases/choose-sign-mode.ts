import type { deal as dealContract } from '@agrolease/contracts';
import type { DbExecutor } from '@agrolease/db';
import { AppError } from '../../../errors/app-error.ts';
import { validationError } from '../conditions.ts';
import type { MethodOutcome } from '../deal-memory.ts';
import { type DealDeps, type DealWizardInput, memoryOf, saveMemory } from '../deal-memory.ts';
import type { DealRow } from '../queries.ts';

/**
 * setSignModeAction / setNoSignAction: how the deal's documents will be signed (SES, CSP or on
 * paper), until they are signed.
 */
export async function chooseSignMode(
  deps: DealDeps,
  tx: DbExecutor,
  deal: DealRow,
  input: DealWizardInput & { method: 'setSignModeAction' | 'setNoSignAction' },
): Promise<MethodOutcome> {
  const { method } = input;
  const memory = memoryOf(deal);
  if (['handover', 'closed'].includes(deal.stage)) {
    throw new AppError('CONFLICT', 'Документы сделки уже подписаны: способ подписания не изменить');
  }
  let signMode: dealContract.TDealSignMode = 'paper';
  if (method === 'setSignModeAction') {
    if (input.sign_mode === undefined) {
      throw validationError([{ prop: 'sign_mode', error: 'Выберите способ подписания' }]);
    }
    signMode = input.sign_mode;
  }
  return { deal: await saveMemory(deps, tx, deal, { ...memory, signMode }) };
}
