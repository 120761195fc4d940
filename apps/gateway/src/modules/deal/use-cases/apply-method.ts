import type { DbExecutor } from '@agrolease/db';
import type { DealDeps, DealWizardInput, MethodOutcome } from '../deal-memory.ts';
import type { DealRow } from '../queries.ts';
import type { DealWizardSide } from '../wizard-side.ts';

import { answerConditions } from './answer-conditions.ts';
import { changeConditions } from './change-conditions.ts';
import { chooseSignMode } from './choose-sign-mode.ts';

/** One method of the deal wizard (spec 1 §4), each a use case of its own, in the wizard's transaction. */
export async function applyMethod(
  deps: DealDeps,
  tx: DbExecutor,
  deal: DealRow,
  input: DealWizardInput,
  side: DealWizardSide,
): Promise<MethodOutcome> {
  const { method } = input;
  if (method === 'get') return { deal };
  if (
    method === 'DynConditionsAction' ||
    method === 'isAvailableDelaysAction' ||
    method === 'updateConditionAction'
  ) {
    return changeConditions(deps, tx, deal, { ...input, method });
  }
  if (method === 'setSignModeAction' || method === 'setNoSignAction') {
    return chooseSignMode(deps, tx, deal, { ...input, method });
  }
  return answerConditions(deps, tx, deal, method, side);
}
