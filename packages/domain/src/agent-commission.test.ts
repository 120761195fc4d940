import { describe, expect, it } from 'vitest';
import { agentCommission, agentCommissionOf } from './agent-commission.ts';

describe('agent commission (decision 0087)', () => {
  it('is 1.5 % of the machinery total, rounded down to whole roubles', () => {
    expect(agentCommissionOf(10_000_000)).toBe(150_000);
    expect(agentCommissionOf(999)).toBe(14);
    expect(agentCommissionOf(-5)).toBe(0);
  });

  it('is earned for closed deals and pending for the deals on their way', () => {
    expect(
      agentCommission([
        { stage: 'closed', productsSum: 4_000_000 },
        { stage: 'contract', productsSum: 2_000_000 },
        { stage: 'conditions', productsSum: 1_000_000 },
      ]),
    ).toEqual({ earned: 60_000, pending: 45_000, closedDeals: 1, openDeals: 2 });
  });

  it('is nothing without deals', () => {
    expect(agentCommission([])).toEqual({ earned: 0, pending: 0, closedDeals: 0, openDeals: 0 });
  });
});
