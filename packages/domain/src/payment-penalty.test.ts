import { describe, expect, it } from 'vitest';
import { daysOverdue, paymentPenalty, penaltyRateMillionths, roublesToKopecks } from './payment-penalty.ts';

describe('the penalty of a late payment', () => {
  it('reads the rate as per cent a day with up to four places', () => {
    expect(penaltyRateMillionths('0.1')).toBe(1000);
    expect(penaltyRateMillionths('0,1')).toBe(1000);
    expect(penaltyRateMillionths('0.0333')).toBe(333);
    expect(penaltyRateMillionths('1')).toBe(10_000);
    expect(penaltyRateMillionths('0')).toBe(0);
    expect(penaltyRateMillionths('10')).toBe(100_000);
    for (const bad of ['', '-0.1', '0.00001', 'abc', '0.1%', '11', '1e-3']) {
      expect(penaltyRateMillionths(bad)).toBeUndefined();
    }
  });

  it('counts days from the day after the due day, the due day itself being in time', () => {
    expect(daysOverdue('2026-11-01', '2026-10-20')).toBe(0);
    expect(daysOverdue('2026-11-01', '2026-11-01')).toBe(0);
    expect(daysOverdue('2026-11-01', '2026-11-02')).toBe(1);
    expect(daysOverdue('2026-11-01', '2026-12-01')).toBe(30);
    // Across a month end, a leap day and a year end.
    expect(daysOverdue('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysOverdue('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysOverdue('2026-12-31', '2027-01-01')).toBe(1);
    expect(() => daysOverdue('01.11.2026', '2026-11-02')).toThrow(RangeError);
  });

  it('is nothing in time and grows by the rate each day after', () => {
    const base = { dueKopecks: 18_500_000, dueDay: '2026-11-01', rateMillionths: 1000 };
    expect(paymentPenalty({ ...base, onDay: '2026-11-01' })).toEqual({ days: 0, kopecks: 0 });
    // 185 000 ₽ × 0,1 % = 185 ₽ a day.
    expect(paymentPenalty({ ...base, onDay: '2026-11-02' })).toEqual({ days: 1, kopecks: 18_500 });
    expect(paymentPenalty({ ...base, onDay: '2026-11-28' })).toEqual({ days: 27, kopecks: 499_500 });
  });

  it('rounds to the kopeck once, half up, never day by day', () => {
    // 333,33 ₽ × 0,1 % = 0,33333 ₽ a day: 3 days make 0,99999 ₽ → 1,00 ₽ (day by day would be 0,99).
    expect(
      paymentPenalty({ dueKopecks: 33_333, dueDay: '2026-01-01', onDay: '2026-01-04', rateMillionths: 1000 }),
    ).toEqual({ days: 3, kopecks: 100 });
    // 0,5 kopeck rounds up; 0,49 down.
    expect(
      paymentPenalty({ dueKopecks: 500, dueDay: '2026-01-01', onDay: '2026-01-02', rateMillionths: 1000 })
        .kopecks,
    ).toBe(1);
    expect(
      paymentPenalty({ dueKopecks: 490, dueDay: '2026-01-01', onDay: '2026-01-02', rateMillionths: 1000 })
        .kopecks,
    ).toBe(0);
    // 1 ₽ at 0,0333 % for 1 day is 0,0333 kopeck: 0.
    expect(
      paymentPenalty({ dueKopecks: 100, dueDay: '2026-01-01', onDay: '2026-01-02', rateMillionths: 333 })
        .kopecks,
    ).toBe(0);
  });

  it('stays exact for large sums and long delays', () => {
    // 90 000 000 000,00 ₽ for 3 650 days at 10 %: beyond a double's exact integers before dividing.
    const result = paymentPenalty({
      dueKopecks: 9_000_000_000_000,
      dueDay: '2020-01-01',
      onDay: '2029-12-29',
      rateMillionths: 100_000,
    });
    expect(result.days).toBe(3650);
    expect(result.kopecks).toBe(9_000_000_000_000 * 365);
  });

  it('refuses fractional kopecks and negative figures', () => {
    const base = { dueDay: '2026-01-01', onDay: '2026-01-10' };
    expect(() => paymentPenalty({ ...base, dueKopecks: 10.5, rateMillionths: 1000 })).toThrow(RangeError);
    expect(() => paymentPenalty({ ...base, dueKopecks: -1, rateMillionths: 1000 })).toThrow(RangeError);
    expect(() => paymentPenalty({ ...base, dueKopecks: 100, rateMillionths: 0.5 })).toThrow(RangeError);
  });

  it('takes the schedule roubles as kopecks', () => {
    expect(roublesToKopecks(185_000)).toBe(18_500_000);
    expect(roublesToKopecks(0.1 + 0.2)).toBe(30);
  });
});
