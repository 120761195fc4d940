import type { TAccountWizardReply } from '@agrolease/contracts/account';
import type { WizardRequest } from '../wizard/use-wizard';

/**
 * Spec 1 §4: the account wizard's step 1 is asked again without step parameters unless the
 * reply says visited=1. Answers the request to make once more, or null.
 */
export function askAgainUnlessVisited(
  reply: Pick<TAccountWizardReply, 'visited' | 'wizard'>,
  body: WizardRequest,
): WizardRequest | null {
  return body.step === 1 && reply.wizard.step === 1 && reply.visited !== 1 ? {} : null;
}
