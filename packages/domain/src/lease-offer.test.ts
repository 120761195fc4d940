import { describe, expect, it } from 'vitest';
import {
  ADVANCE_DUE_DAYS,
  contractPayments,
  contractTotal,
  offerLeasing,
  productsTotal,
} from './lease-offer.ts';

const OFFER = { sum: 3_600_000, advancePercent: 20, termMonths: 24, scheduleType: 'annuity' as const };

describe('lease offer', () => {
  it('computes the schedule of the offer with the calculator: advance from the sum, one payment a month', () => {
    const leasing = offerLeasing(OFFER, '2026-11-23');
    expect(leasing.advance).toBe(72_000_000);
    expect(leasing.schedule).toHaveLength(24);
    expect(leasing.schedule[0]?.date).toBe('2026-12-23');
  });

  it('a decreasing schedule pays less at the end than at the start', () => {
    const leasing = offerLeasing({ ...OFFER, scheduleType: 'decreasing' }, '2026-11-23');
    const first = leasing.schedule[0]?.payment ?? 0;
    const last = leasing.schedule.at(-1)?.payment ?? 0;
    expect(last).toBeLessThan(first);
  });

  it('contract payments in roubles: the advance ten days after the contract, then each month, summing to the total', () => {
    const payments = contractPayments(OFFER, '2026-11-23');
    expect(payments[0]).toEqual({ number: 0, dueDate: '2026-12-03', sum: 720_000 });
    expect(ADVANCE_DUE_DAYS).toBe(10);
    expect(payments).toHaveLength(25);
    expect(payments.every((payment) => Number.isInteger(payment.sum))).toBe(true);
    expect(payments.reduce((sum, payment) => sum + payment.sum, 0)).toBe(contractTotal(OFFER, '2026-11-23'));
  });

  it('a seasonal offer pays only in its months and its contract payments still sum to the total', () => {
    const seasonal = { ...OFFER, scheduleType: 'seasonal' as const, seasonalMonths: [8, 9] };
    const leasing = offerLeasing(seasonal, '2026-11-23');
    const paying = leasing.schedule.filter((row) => row.payment > 0);
    expect(paying.map((row) => row.date.slice(5, 7))).toEqual(['08', '09', '08', '09']);
    const payments = contractPayments(seasonal, '2026-11-23');
    expect(payments).toHaveLength(5);
    expect(payments.reduce((sum, payment) => sum + payment.sum, 0)).toBe(
      contractTotal(seasonal, '2026-11-23'),
    );
    expect(() => offerLeasing({ ...OFFER, scheduleType: 'seasonal' }, '2026-11-23')).toThrow(
      'Выберите хотя бы один месяц платежей',
    );
  });

  it("every monthly payment but the last is the offer's monthly payment in roubles", () => {
    for (const conditions of [OFFER, { ...OFFER, sum: 15_594_003, termMonths: 36 }]) {
      const leasing = offerLeasing(conditions, '2026-11-23');
      const payments = contractPayments(conditions, '2026-11-23');
      const monthly = payments.filter((payment) => payment.number > 0);
      expect(
        monthly.slice(0, -1).every((payment) => payment.sum === Math.round(leasing.monthlyPayment / 100)),
      ).toBe(true);
      expect(
        Math.abs((monthly.at(-1)?.sum ?? 0) - Math.round(leasing.monthlyPayment / 100)),
      ).toBeLessThanOrEqual(conditions.termMonths);
      expect(payments.reduce((sum, payment) => sum + payment.sum, 0)).toBe(
        contractTotal(conditions, '2026-11-23'),
      );
    }
  });

  it('no advance row when the advance is zero', () => {
    const payments = contractPayments({ ...OFFER, advancePercent: 0 }, '2026-11-23');
    expect(payments[0]?.number).toBe(1);
    expect(payments).toHaveLength(24);
  });

  it('products total: price times quantity plus the complect of each unit', () => {
    expect(
      productsTotal([
        { price: 1_000_000, quantity: 2, complect: [{ price: 50_000, quantity: 1 }] },
        { price: 300_000, quantity: 1 },
      ]),
    ).toBe(2_400_000);
  });
});
