import type { TAccountWizardReply } from '@agrolease/contracts/account';
import { describe, expect, it } from 'vitest';
import { askAgainUnlessVisited } from './visited-rule';

const reply = (step: number, visited: 0 | 1) =>
  ({ visited, wizard: { step } }) as unknown as Pick<TAccountWizardReply, 'visited' | 'wizard'>;

describe('the account wizard visited rule (spec 1 §4)', () => {
  it('asks step 1 again without a step while the reply does not say visited=1', () => {
    expect(askAgainUnlessVisited(reply(1, 0), { step: 1, id_object: 7 })).toEqual({});
  });

  it('takes the reply once it says visited=1, and never asks again for other steps', () => {
    expect(askAgainUnlessVisited(reply(1, 1), { step: 1 })).toBeNull();
    expect(askAgainUnlessVisited(reply(3, 0), { step: 3 })).toBeNull();
    expect(askAgainUnlessVisited(reply(1, 0), {})).toBeNull();
  });
});
