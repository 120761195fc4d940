import { describe, expect, it } from 'vitest';
import { agentCommissionOf, agentCommissionStatusAt, agentCommissionTotals } from './agent-commission.ts';

describe('agent commission (decisions 0087, 0101)', () => {
  it('is 1.5 % of the machinery total, rounded down to whole roubles', () => {
    expect(agentCommissionOf(10_000_000)).toBe(150_000);
    expect(agentCommissionOf(999)).toBe(14);
    expect(agentCommissionOf(-5)).toBe(0);
    expect(agentCommissionOf(1_000_000, 2)).toBe(20_000);
  });

  it('is earned when the deal is closed and pending while it is on its way', () => {
    expect(agentCommissionStatusAt('closed')).toBe('earned');
    expect(agentCommissionStatusAt('conditions')).toBe('pending');
    expect(agentCommissionStatusAt('handover')).toBe('pending');
  });

  it('sums the accruals by status', () => {
    expect(
      agentCommissionTotals([
        { status: 'earned', amount: 60_000 },
        { status: 'pending', amount: 30_000 },
        { status: 'pending', amount: 15_000 },
      ]),
    ).toEqual({ earned: 60_000, pending: 45_000 });
  });

  it('is nothing without accruals', () => {
    expect(agentCommissionTotals([])).toEqual({ earned: 0, pending: 0 });
  });
});
