import { describe, expect, it } from 'vitest';
import {
  agentCommissionOf,
  agentCommissionPayoutError,
  agentCommissionStatusAt,
  agentCommissionTotals,
} from './agent-commission.ts';

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
    ).toEqual({ earned: 60_000, pending: 45_000, paid: 0 });
  });

  it('is nothing without accruals', () => {
    expect(agentCommissionTotals([])).toEqual({ earned: 0, pending: 0, paid: 0 });
  });

  it('counts a paid commission as earned and as paid (decision 0108)', () => {
    expect(
      agentCommissionTotals([
        { status: 'paid', amount: 40_000 },
        { status: 'earned', amount: 20_000 },
        { status: 'pending', amount: 5_000 },
      ]),
    ).toEqual({ earned: 60_000, pending: 5_000, paid: 40_000 });
  });

  it('is paid out once, after the deal closed, on a day neither before that nor in the future', () => {
    const earned = { status: 'earned', earnedOn: '2026-11-20' };
    expect(agentCommissionPayoutError(earned, '2026-11-25', '2026-11-26')).toBeNull();
    expect(agentCommissionPayoutError(earned, '2026-11-20', '2026-11-26')).toBeNull();
    expect(agentCommissionPayoutError(earned, '2026-11-27', '2026-11-26')).toBe(
      'Дата выплаты не может быть в будущем',
    );
    expect(agentCommissionPayoutError(earned, '2026-11-19', '2026-11-26')).toBe(
      'Дата выплаты раньше закрытия сделки',
    );
    expect(
      agentCommissionPayoutError({ status: 'pending', earnedOn: null }, '2026-11-25', '2026-11-26'),
    ).toBe('Вознаграждение выплачивается после закрытия сделки');
    expect(
      agentCommissionPayoutError({ status: 'paid', earnedOn: '2026-11-20' }, '2026-11-25', '2026-11-26'),
    ).toBe('Вознаграждение уже выплачено');
  });
});
