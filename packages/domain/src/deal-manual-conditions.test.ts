import { describe, expect, it } from 'vitest';
import { dealContractPayments, dealLeasing } from './deal-conditions.ts';
import {
  conditionSwitchRefusal,
  dealConditionMode,
  manualConditionErrors,
  storedManualConditions,
  termsFromManual,
} from './deal-manual-conditions.ts';
import { OFFER_ANNUAL_RATE_PERCENT } from './lease-offer.ts';

const MANUAL = { advancePercent: 25, termMonths: 30, ratePercent: 12.5 };
const OPEN = { stage: 'conditions', conditionsAgreed: false, hasOffer: true };

describe('manual conditions of an agent deal (decision 0113)', () => {
  it('accepts an advance, a term and a rate within the server limits', () => {
    expect(manualConditionErrors(MANUAL)).toEqual([]);
    expect(manualConditionErrors({ advancePercent: 0, termMonths: 6, ratePercent: 1 })).toEqual([]);
    expect(manualConditionErrors({ advancePercent: 49, termMonths: 84, ratePercent: 40 })).toEqual([]);
  });

  it('names each field outside its bounds with a readable message', () => {
    const errors = manualConditionErrors({ advancePercent: 50, termMonths: 5, ratePercent: 0.5 });
    expect(errors.map((error) => error.prop)).toEqual(['advance_percent', 'term_months', 'rate_percent']);
    expect(errors[0]?.error).toBe('Аванс — целое число от 0 до 49 %');
    expect(errors[1]?.error).toBe('Срок — целое число от 6 до 84 месяцев');
    expect(errors[2]?.error).toContain('от 1 до 40 % годовых');
  });

  it('refuses a fractional advance or term and a rate with more than two decimals', () => {
    expect(manualConditionErrors({ ...MANUAL, advancePercent: 20.5 }).map((e) => e.prop)).toEqual([
      'advance_percent',
    ]);
    expect(manualConditionErrors({ ...MANUAL, termMonths: 24.5 }).map((e) => e.prop)).toEqual([
      'term_months',
    ]);
    expect(manualConditionErrors({ ...MANUAL, ratePercent: 12.345 }).map((e) => e.prop)).toEqual([
      'rate_percent',
    ]);
    expect(manualConditionErrors({ ...MANUAL, ratePercent: 12.34 })).toEqual([]);
  });

  it('makes annuity terms without delays from the manager conditions', () => {
    const terms = termsFromManual(MANUAL);
    expect(terms).toMatchObject({
      advancePercent: 25,
      termMonths: 30,
      repayment: 'annuity',
      delayPays: false,
      delayAdvToPay: false,
      delayAdvance: false,
    });
  });

  it('prices the schedule at the manager rate, not the offer rate', () => {
    const terms = termsFromManual(MANUAL);
    const atOffer = dealLeasing(1_000_000, terms, '2026-12-01');
    const atManual = dealLeasing(1_000_000, terms, '2026-12-01', MANUAL.ratePercent);
    expect(MANUAL.ratePercent).toBeLessThan(OFFER_ANNUAL_RATE_PERCENT);
    expect(atManual.leasing.total).toBeLessThan(atOffer.leasing.total);
    const payments = dealContractPayments(1_000_000, terms, '2026-12-01', MANUAL.ratePercent);
    expect(payments.reduce((sum, row) => sum + row.sum, 0)).toBe(Math.round(atManual.leasing.total / 100));
  });

  it('reads stored conditions back and nothing else', () => {
    expect(storedManualConditions({ ...MANUAL, setAt: '2026-11-26' })).toEqual(MANUAL);
    expect(storedManualConditions(undefined)).toBeUndefined();
    expect(storedManualConditions({ advancePercent: '25', termMonths: 30, ratePercent: 12 })).toBeUndefined();
  });

  it('is manual when the manager set conditions or the deal has no offer, robotic otherwise', () => {
    expect(dealConditionMode({ hasOffer: true, manual: false })).toBe('robotic');
    expect(dealConditionMode({ hasOffer: true, manual: true })).toBe('manual');
    expect(dealConditionMode({ hasOffer: false, manual: false })).toBe('manual');
  });

  it('lets the manager switch while the conditions are open, in either mode', () => {
    expect(conditionSwitchRefusal(OPEN, 'manual')).toBeNull();
    expect(conditionSwitchRefusal(OPEN, 'robotic')).toBeNull();
  });

  it('refuses a switch once the conditions are agreed or the contract stage is reached', () => {
    expect(conditionSwitchRefusal({ ...OPEN, conditionsAgreed: true }, 'manual')?.kind).toBe('conflict');
    expect(conditionSwitchRefusal({ ...OPEN, stage: 'contract' }, 'robotic')?.kind).toBe('conflict');
  });

  it('refuses robotic conditions on a deal without an offer', () => {
    expect(conditionSwitchRefusal({ ...OPEN, hasOffer: false }, 'robotic')).toEqual({
      kind: 'invalid',
      message: 'У сделки нет одобренного предложения: роботизированные условия недоступны',
    });
    expect(conditionSwitchRefusal({ ...OPEN, hasOffer: false }, 'manual')).toBeNull();
  });
});
