import { describe, expect, it } from 'vitest';
import { rateWithProgramme, STATE_SUPPORT_PROGRAMMES } from './leasing-programmes.ts';
import {
  addMonths,
  annuityPayment,
  calculateLeasing,
  type LeasingInput,
  LeasingInputInvalid,
  type LeasingResult,
  leasingInputErrors,
  leasingTaxSavings,
  monthlyInternalRate,
} from './leasing-schedule.ts';

const base: LeasingInput = {
  priceKopecks: 100_000_000, // 1 000 000 ₽
  advancePercent: 0,
  termMonths: 12,
  annualRatePercent: 12,
  scheduleType: 'annuity',
  startDate: '2026-01-15',
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The invariants every schedule keeps, whatever its type. */
function expectBalanced(result: LeasingResult) {
  const { schedule } = result;
  expect(sum(schedule.map((row) => row.principal))).toBe(result.financed);
  expect(sum(schedule.map((row) => row.payment))).toBe(result.financed + result.interest);
  expect(result.total).toBe(result.advance + sum(schedule.map((row) => row.payment)));
  for (const row of schedule) {
    expect(
      Number.isInteger(row.payment) && Number.isInteger(row.principal) && Number.isInteger(row.interest),
    ).toBe(true);
    expect(row.payment).toBe(row.principal + row.interest);
    expect(row.principal).toBeGreaterThanOrEqual(0);
    expect(row.interest).toBeGreaterThanOrEqual(0);
  }
  expect(schedule.at(-1)?.remaining).toBe(0);
  // remaining falls by exactly the principal of each row
  let remaining = result.financed;
  for (const row of schedule) {
    remaining -= row.principal;
    expect(row.remaining).toBe(remaining);
  }
}

describe('annuity schedule', () => {
  it('pays the standard PMT to the kopeck: 1 000 000 ₽ at 12 % for 12 months is 88 848,79 ₽', () => {
    const result = calculateLeasing(base);
    expect(result.monthlyPayment).toBe(8_884_879);
    expect(result.schedule).toHaveLength(12);
    expect(result.schedule.slice(0, 11).every((row) => row.payment === 8_884_879)).toBe(true);
    // the last payment absorbs the rounding of the eleven before it
    expect(Math.abs((result.schedule.at(-1)?.payment ?? 0) - 8_884_879)).toBeLessThanOrEqual(11);
    // first month: interest is 1 % of 1 000 000 ₽
    expect(result.schedule[0]).toMatchObject({
      interest: 1_000_000,
      principal: 7_884_879,
      remaining: 92_115_121,
    });
    expectBalanced(result);
  });

  it('pays 89 262,91 ₽ for 500 000 ₽ at 24 % over 6 months', () => {
    const result = calculateLeasing({
      ...base,
      priceKopecks: 50_000_000,
      annualRatePercent: 24,
      termMonths: 6,
    });
    expect(result.monthlyPayment).toBe(8_926_291);
    expectBalanced(result);
  });

  it('matches the PMT formula for a realistic deal with an advance', () => {
    const input = {
      ...base,
      priceKopecks: 456_250_000,
      advancePercent: 20,
      termMonths: 36,
      annualRatePercent: 16.5,
    };
    const result = calculateLeasing(input);
    expect(result.advance).toBe(91_250_000);
    expect(result.financed).toBe(365_000_000);
    expect(result.monthlyPayment).toBe(Math.round(annuityPayment(365_000_000, 0.165 / 12, 36)));
    expect(result.monthlyPayment).toBe(12_922_600);
    expectBalanced(result);
  });

  it('splits the financed amount evenly at a zero rate, the last payment taking the remainder', () => {
    const result = calculateLeasing({
      ...base,
      priceKopecks: 100_000_001,
      annualRatePercent: 0,
      termMonths: 3,
    });
    expect(result.schedule.map((row) => row.payment)).toEqual([33_333_334, 33_333_334, 33_333_333]);
    expect(result.interest).toBe(0);
    expect(result.overpayment).toBe(0);
    expect(result.effectiveAnnualRate).toBe(0);
    expectBalanced(result);
  });

  it('reports total, overpayment and the effective annual rate of the cash flows', () => {
    const result = calculateLeasing({ ...base, advancePercent: 10 });
    expect(result.total).toBe(result.advance + sum(result.schedule.map((row) => row.payment)));
    expect(result.overpayment).toBe(result.total - base.priceKopecks);
    // 1 % a month compounds to 12.68 % a year
    expect(result.effectiveAnnualRate).toBe(12.68);
  });

  it('keeps every kopeck for many sizes, rates and terms', () => {
    for (const priceKopecks of [100_000, 123_456_789, 9_999_999_999]) {
      for (const annualRatePercent of [0, 3.3, 19.9]) {
        for (const termMonths of [1, 7, 60, 120]) {
          expectBalanced(
            calculateLeasing({ ...base, priceKopecks, annualRatePercent, termMonths, advancePercent: 15 }),
          );
        }
      }
    }
  });
});

describe('regressive schedule', () => {
  const regressive: LeasingInput = {
    ...base,
    scheduleType: 'regressive',
    termMonths: 36,
    regressionCoef: 0.8,
  };

  it('starts above the annuity and falls so that a payment is 0.8 of the one a year earlier', () => {
    const result = calculateLeasing(regressive);
    const annuity = calculateLeasing({ ...regressive, scheduleType: 'annuity' });
    const payments = result.schedule.map((row) => row.payment);
    expect(payments[0]).toBeGreaterThan(annuity.monthlyPayment);
    expect(result.monthlyPayment).toBe(payments[0]);
    for (let index = 1; index < payments.length - 1; index++) {
      expect(payments[index]).toBeLessThan(payments[index - 1] ?? 0);
    }
    expect((payments[12] ?? 0) / (payments[0] ?? 1)).toBeCloseTo(0.8, 4);
    expectBalanced(result);
  });

  it('sums to the financed amount plus interest, paying less interest than the annuity', () => {
    const result = calculateLeasing(regressive);
    const annuity = calculateLeasing({ ...regressive, scheduleType: 'annuity' });
    expect(sum(result.schedule.map((row) => row.payment))).toBe(result.financed + result.interest);
    expect(result.interest).toBeLessThan(annuity.interest);
    // the same price of money: effective rate equal to the annuity's
    expect(result.effectiveAnnualRate).toBeCloseTo(annuity.effectiveAnnualRate, 1);
  });

  it('is the annuity when the coefficient is 1', () => {
    const result = calculateLeasing({ ...regressive, regressionCoef: 1 });
    const annuity = calculateLeasing({ ...regressive, scheduleType: 'annuity' });
    expect(result.schedule).toEqual(annuity.schedule);
  });
});

describe('seasonal schedule', () => {
  const seasonal: LeasingInput = {
    ...base,
    scheduleType: 'seasonal',
    termMonths: 24,
    seasonalMonths: [9, 10, 11],
    startDate: '2026-03-01',
  };

  it('puts payments only in the chosen months, the rest at zero', () => {
    const result = calculateLeasing(seasonal);
    for (const row of result.schedule) {
      const month = Number(row.date.slice(5, 7));
      if ([9, 10, 11].includes(month)) expect(row.payment).toBeGreaterThan(0);
      else expect(row.payment).toBe(0);
    }
    expect(result.schedule.filter((row) => row.payment > 0)).toHaveLength(6);
    expect(result.schedule[0]?.date).toBe('2026-04-01');
    expectBalanced(result);
  });

  it('pays the interest accrued over the months without payments, so it sums to financed plus interest', () => {
    const result = calculateLeasing(seasonal);
    expect(sum(result.schedule.map((row) => row.interest))).toBe(result.interest);
    expect(result.interest).toBeGreaterThan(
      calculateLeasing({ ...seasonal, scheduleType: 'annuity' }).interest,
    );
    expect(result.effectiveAnnualRate).toBeCloseTo(12.68, 1);
  });

  it('keeps the trailing months after the last season at zero with nothing owed', () => {
    const result = calculateLeasing({ ...seasonal, termMonths: 12, seasonalMonths: [6] });
    const paying = result.schedule.filter((row) => row.payment > 0);
    expect(paying).toHaveLength(1);
    expect(paying[0]?.principal).toBe(result.financed);
    expectBalanced(result);
  });
});

describe('bounds and invalid input', () => {
  const fields = (input: LeasingInput) => leasingInputErrors(input).map((error) => error.field);

  it('names each field that is out of bounds, in Russian', () => {
    expect(fields({ ...base, priceKopecks: -1 })).toEqual(['priceKopecks']);
    expect(fields({ ...base, priceKopecks: 1.5 })).toEqual(['priceKopecks']);
    expect(fields({ ...base, advancePercent: 100 })).toEqual(['advancePercent']);
    expect(fields({ ...base, advancePercent: Number.NaN })).toEqual(['advancePercent']);
    expect(fields({ ...base, termMonths: 0 })).toEqual(['termMonths']);
    expect(fields({ ...base, termMonths: 12.5 })).toEqual(['termMonths']);
    expect(fields({ ...base, annualRatePercent: -1 })).toEqual(['annualRatePercent']);
    expect(fields({ ...base, startDate: '2026-02-30' })).toEqual(['startDate']);
    expect(fields({ ...base, scheduleType: 'regressive', regressionCoef: 1.2 })).toEqual(['regressionCoef']);
    expect(fields({ ...base, scheduleType: 'seasonal', seasonalMonths: [] })).toEqual(['seasonalMonths']);
    expect(fields({ ...base, scheduleType: 'seasonal', seasonalMonths: [13] })).toEqual(['seasonalMonths']);
    expect(leasingInputErrors({ ...base, termMonths: 0 })[0]?.message).toMatch(/Срок лизинга/);
  });

  it('refuses a season that never falls within the term', () => {
    expect(fields({ ...base, scheduleType: 'seasonal', termMonths: 3, seasonalMonths: [10] })).toEqual([
      'seasonalMonths',
    ]);
  });

  it('throws with every error instead of answering nonsense', () => {
    expect(() => calculateLeasing({ ...base, termMonths: 0, priceKopecks: -5 })).toThrow(LeasingInputInvalid);
    try {
      calculateLeasing({ ...base, termMonths: 0, priceKopecks: -5 });
    } catch (error) {
      expect((error as LeasingInputInvalid).errors.map((item) => item.field)).toEqual([
        'priceKopecks',
        'termMonths',
      ]);
    }
  });
});

describe('dates, internal rate, taxes and programmes', () => {
  it('moves by months and clamps the day to the month length', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 14)).toBe('2028-01-15');
  });

  it('finds the monthly rate of a loan from its payments', () => {
    expect(monthlyInternalRate(100_000_000, Array(12).fill(8_884_879))).toBeCloseTo(0.01, 7);
    expect(monthlyInternalRate(300, [100, 100, 100])).toBe(0);
  });

  it('takes 20/120 of the payments as VAT and 25 % of the rest as profit tax', () => {
    expect(leasingTaxSavings(120_000_00)).toEqual({ vat: 20_000_00, profitTax: 25_000_00, total: 45_000_00 });
    const result = calculateLeasing(base);
    expect(result.taxSavings.vat).toBe(Math.round((result.total * 20) / 120));
  });

  it('lowers the rate under a state-support programme, down to its floor', () => {
    const [federal] = STATE_SUPPORT_PROGRAMMES;
    expect(rateWithProgramme(17, federal)).toBe(7);
    expect(rateWithProgramme(12, federal)).toBe(5);
    expect(rateWithProgramme(4, federal)).toBe(4);
    expect(rateWithProgramme(17, undefined)).toBe(17);
  });
});
