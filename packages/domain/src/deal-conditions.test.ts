import { describe, expect, it } from 'vitest';
import {
  availableDelays,
  DEAL_ADVANCE_PARTS,
  DEAL_INSURERS,
  DEAL_PAYS_DELAY_MONTHS,
  type DealTerms,
  dealContractPayments,
  dealEditRights,
  dealLeasing,
  dealTermErrors,
  dealTermLimits,
  insurersAreValid,
  patchTerms,
  repaymentOfCode,
  splitKopecks,
  storedTerms,
  termsFromOffer,
  toRoublePayments,
} from './deal-conditions.ts';
import { contractPayments, contractTotal, offerLeasing } from './lease-offer.ts';
import { calculateLeasing, LeasingInputInvalid } from './leasing-schedule.ts';

const OFFER = { sum: 4_800_000, advancePercent: 20, termMonths: 24, scheduleType: 'annuity' as const };
const START = '2026-11-25';
const TERMS = termsFromOffer(OFFER);
const LIMITS = dealTermLimits(OFFER);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('deal conditions: bounds and validation', () => {
  it('the offer bounds: the advance from the approved one up, the term from the approved one down', () => {
    expect(LIMITS.advancePay).toEqual({ min: 20, max: 49 });
    expect(LIMITS.orderPeriod).toEqual({ min: 6, max: 24 });
    expect(LIMITS.RegressionCoef).toEqual({ min: 0.5, max: 1 });
    // An offer already below the shortest term keeps its own term as both bounds.
    expect(dealTermLimits({ ...OFFER, termMonths: 4 }).orderPeriod).toEqual({ min: 4, max: 4 });
    expect(dealTermLimits({ ...OFFER, advancePercent: 49 }).advancePay).toEqual({ min: 49, max: 49 });
  });

  it('the offered terms themselves are valid and map the schedule type', () => {
    expect(dealTermErrors(TERMS, LIMITS)).toEqual([]);
    expect(TERMS).toMatchObject({ advancePercent: 20, termMonths: 24, repayment: 'annuity', insurerId: 1 });
    expect(termsFromOffer({ ...OFFER, scheduleType: 'decreasing' }).repayment).toBe('regressive');
    expect(termsFromOffer({ ...OFFER, scheduleType: 'seasonal', seasonalMonths: [9, 10] })).toMatchObject({
      repayment: 'seasonal',
      seasonalMonths: [9, 10],
    });
  });

  it('rejects an advance or a term outside the bounds, at the edges exactly', () => {
    expect(dealTermErrors({ ...TERMS, advancePercent: 20 }, LIMITS)).toEqual([]);
    expect(dealTermErrors({ ...TERMS, advancePercent: 49 }, LIMITS)).toEqual([]);
    expect(dealTermErrors({ ...TERMS, advancePercent: 19.9 }, LIMITS)).toEqual([
      { prop: 'advancePay', error: 'Аванс должен быть от 20 до 49 %' },
    ]);
    expect(dealTermErrors({ ...TERMS, advancePercent: 50 }, LIMITS)[0]?.prop).toBe('advancePay');
    expect(dealTermErrors({ ...TERMS, advancePercent: Number.NaN }, LIMITS)[0]?.prop).toBe('advancePay');
    expect(dealTermErrors({ ...TERMS, termMonths: 6 }, LIMITS)).toEqual([]);
    expect(dealTermErrors({ ...TERMS, termMonths: 5 }, LIMITS)).toEqual([
      { prop: 'orderPeriod', error: 'Срок лизинга должен быть от 6 до 24 месяцев' },
    ]);
    expect(dealTermErrors({ ...TERMS, termMonths: 25 }, LIMITS)[0]?.prop).toBe('orderPeriod');
    expect(dealTermErrors({ ...TERMS, termMonths: 12.5 }, LIMITS)[0]?.prop).toBe('orderPeriod');
  });

  it('checks the regression coefficient only for a regressive schedule', () => {
    expect(dealTermErrors({ ...TERMS, regressionCoef: 0.3 }, LIMITS)).toEqual([]);
    expect(dealTermErrors({ ...TERMS, repayment: 'regressive', regressionCoef: 0.3 }, LIMITS)).toEqual([
      { prop: 'RegressionCoef', error: 'Коэффициент регрессии должен быть от 0,5 до 1' },
    ]);
    expect(dealTermErrors({ ...TERMS, repayment: 'regressive', regressionCoef: 0.5 }, LIMITS)).toEqual([]);
  });

  it('a seasonal schedule needs months 1–12; the insurer must be a listed one', () => {
    const seasonal: DealTerms = { ...TERMS, repayment: 'seasonal', seasonalMonths: [] };
    expect(dealTermErrors(seasonal, LIMITS)).toEqual([
      { prop: 'months', error: 'Выберите хотя бы один месяц платежей' },
    ]);
    expect(dealTermErrors({ ...seasonal, seasonalMonths: [0, 13] }, LIMITS)[0]?.prop).toBe('months');
    expect(dealTermErrors({ ...seasonal, seasonalMonths: [8, 9, 10] }, LIMITS)).toEqual([]);
    expect(dealTermErrors({ ...TERMS, insurerId: 99 }, LIMITS)).toEqual([
      { prop: 'Insurer--id', error: 'Выберите страховую компанию' },
    ]);
  });

  it('delays: each only when available, and the two advance delays never together', () => {
    expect(availableDelays(TERMS)).toEqual({
      isRoboDelayPays: true,
      isRoboDelayAdvToPay: true,
      isRoboDelayAdvance: true,
    });
    expect(availableDelays({ ...TERMS, termMonths: 11 })).toEqual({
      isRoboDelayPays: false,
      isRoboDelayAdvToPay: true,
      isRoboDelayAdvance: false,
    });
    expect(availableDelays({ ...TERMS, advancePercent: 0 }).isRoboDelayAdvToPay).toBe(false);
    expect(availableDelays({ ...TERMS, repayment: 'seasonal' }).isRoboDelayPays).toBe(false);
    expect(
      dealTermErrors({ ...TERMS, termMonths: 11, delayPays: true }, LIMITS).map((error) => error.prop),
    ).toEqual(['isRoboDelayPays']);
    expect(
      dealTermErrors({ ...TERMS, delayAdvToPay: true, delayAdvance: true }, LIMITS).map(
        (error) => error.prop,
      ),
    ).toEqual(['isRoboDelayAdvance']);
    const noAdvance = dealTermLimits({ ...OFFER, advancePercent: 0 });
    expect(
      dealTermErrors({ ...TERMS, advancePercent: 0, delayAdvToPay: true }, noAdvance).map(
        (error) => error.prop,
      ),
    ).toEqual(['isRoboDelayAdvToPay']);
  });
});

describe('deal conditions: rights', () => {
  it('nothing may change once the conditions are answered', () => {
    expect(dealEditRights(false, TERMS, LIMITS)).toEqual({
      canAdv: false,
      canAdvToPay: false,
      canBase: false,
      canPrc: false,
    });
  });

  it('open conditions: everything, but the advance only when the bounds leave room', () => {
    expect(dealEditRights(true, TERMS, LIMITS)).toEqual({
      canAdv: true,
      canAdvToPay: true,
      canBase: true,
      canPrc: true,
    });
    const full = dealTermLimits({ ...OFFER, advancePercent: 49 });
    expect(dealEditRights(true, { ...TERMS, advancePercent: 49 }, full).canAdv).toBe(false);
    const noAdvance = { ...TERMS, advancePercent: 0 };
    expect(dealEditRights(true, noAdvance, dealTermLimits({ ...OFFER, advancePercent: 0 })).canAdvToPay).toBe(
      false,
    );
  });
});

describe('deal conditions: the schedule', () => {
  it('the offered terms give exactly the offer schedule', () => {
    const deal = dealLeasing(OFFER.sum, TERMS, START);
    const offer = offerLeasing(OFFER, START);
    expect(deal.leasing).toEqual(offer);
    expect(deal.payments[0]).toEqual({ number: 0, date: START, payment: offer.advance });
    expect(deal.payments).toHaveLength(25);
    expect(deal.monthlyPayment).toBe(offer.monthlyPayment);
    expect(sum(deal.payments.map((row) => row.payment))).toBe(offer.total);
  });

  it('a higher advance and a shorter term: a larger advance, fewer payments, a smaller total', () => {
    const before = dealLeasing(OFFER.sum, TERMS, START);
    const after = dealLeasing(OFFER.sum, { ...TERMS, advancePercent: 30, termMonths: 12 }, START);
    expect(after.leasing.advance).toBe(144_000_000);
    expect(after.payments).toHaveLength(13);
    expect(after.leasing.total).toBeLessThan(before.leasing.total);
    expect(after.monthlyPayment).toBeGreaterThan(before.monthlyPayment);
    expect(sum(after.payments.map((row) => row.payment))).toBe(after.leasing.total);
    // Financed 3 360 000 ₽ over 12 months at 16 %: the annuity is 304 855,68 ₽ (F·r / (1 − (1 + r)^−12), r = 16 % / 12).
    expect(after.monthlyPayment).toBe(30_485_568);
  });

  it('a regressive schedule falls by the coefficient each year', () => {
    const deal = dealLeasing(OFFER.sum, { ...TERMS, repayment: 'regressive', regressionCoef: 0.5 }, START);
    const first = deal.leasing.schedule[0]?.payment ?? 0;
    const thirteenth = deal.leasing.schedule[12]?.payment ?? 0;
    expect(thirteenth / first).toBeCloseTo(0.5, 3);
  });

  it('a seasonal schedule pays only in the chosen months and still repays everything', () => {
    const deal = dealLeasing(
      OFFER.sum,
      { ...TERMS, repayment: 'seasonal', seasonalMonths: [9, 10, 11] },
      START,
    );
    const paying = deal.leasing.schedule.filter((row) => row.payment > 0);
    expect(paying.map((row) => Number(row.date.slice(5, 7)))).toEqual([9, 10, 11, 9, 10, 11]);
    expect(sum(deal.leasing.schedule.map((row) => row.principal))).toBe(deal.leasing.financed);
    expect(deal.monthlyPayment).toBe(paying[0]?.payment);
    expect(deal.leasing.schedule.at(-1)?.remaining).toBe(0);
  });

  it('seasonal months outside the term are refused by the calculator', () => {
    expect(() =>
      dealLeasing(OFFER.sum, { ...TERMS, termMonths: 6, repayment: 'seasonal', seasonalMonths: [7] }, START),
    ).toThrow(LeasingInputInvalid);
  });

  it('a delay of payments leaves the first months empty, costs interest and repays everything', () => {
    const plain = dealLeasing(OFFER.sum, TERMS, START);
    const delayed = dealLeasing(OFFER.sum, { ...TERMS, delayPays: true }, START);
    const rows = delayed.leasing.schedule;
    expect(rows.slice(0, DEAL_PAYS_DELAY_MONTHS).every((row) => row.payment === 0)).toBe(true);
    expect(rows[DEAL_PAYS_DELAY_MONTHS]?.payment).toBeGreaterThan(0);
    expect(sum(rows.map((row) => row.principal))).toBe(delayed.leasing.financed);
    expect(delayed.leasing.total).toBeGreaterThan(plain.leasing.total);
    expect(delayed.monthlyPayment).toBe(rows[DEAL_PAYS_DELAY_MONTHS]?.payment);
  });

  it('a grace period must be shorter than the term', () => {
    expect(() =>
      calculateLeasing({
        priceKopecks: 100_000_000,
        advancePercent: 0,
        termMonths: 3,
        annualRatePercent: 10,
        scheduleType: 'annuity',
        graceMonths: 3,
        startDate: START,
      }),
    ).toThrow('Отсрочка платежей должна быть короче срока лизинга');
  });

  it('the advance with the first payment moves only its date', () => {
    const moved = dealLeasing(OFFER.sum, { ...TERMS, delayAdvToPay: true }, START);
    expect(moved.payments[0]).toMatchObject({ number: 0, date: '2026-12-25' });
    expect(moved.leasing.total).toBe(dealLeasing(OFFER.sum, TERMS, START).leasing.total);
  });

  it('a spread advance joins the first three payments in parts and disappears as a row', () => {
    const spread = dealLeasing(OFFER.sum, { ...TERMS, delayAdvance: true }, START);
    const plain = dealLeasing(OFFER.sum, TERMS, START);
    expect(spread.payments.some((row) => row.number === 0)).toBe(false);
    expect(spread.payments).toHaveLength(24);
    const parts = splitKopecks(plain.leasing.advance, DEAL_ADVANCE_PARTS);
    expect(spread.payments[0]?.payment).toBe((plain.payments[1]?.payment ?? 0) + (parts[0] ?? 0));
    expect(spread.payments[3]?.payment).toBe(plain.payments[4]?.payment);
    expect(sum(spread.payments.map((row) => row.payment))).toBe(plain.leasing.total);
  });

  it('the insurance premium per year follows the insurer tariff; self-insurance costs the company nothing', () => {
    expect(dealLeasing(OFFER.sum, { ...TERMS, insurerId: 1 }, START).insurancePerYear).toBe(5_280_000);
    expect(dealLeasing(OFFER.sum, { ...TERMS, insurerId: 2 }, START).insurancePerYear).toBe(6_240_000);
    expect(dealLeasing(OFFER.sum, { ...TERMS, insurerId: 4 }, START).insurancePerYear).toBe(0);
  });
});

describe('deal conditions: helpers', () => {
  it('splits kopecks into near-equal parts summing exactly', () => {
    expect(splitKopecks(100, 3)).toEqual([34, 33, 33]);
    expect(splitKopecks(99, 3)).toEqual([33, 33, 33]);
    expect(splitKopecks(1, 3)).toEqual([1, 0, 0]);
  });

  it('rounds kopeck payments to roubles as the contract does, without losing a rouble', () => {
    const rows = [{ payment: 149 }, { payment: 149 }, { payment: 149 }, { payment: 0 }];
    const roubles = toRoublePayments(rows);
    // Each in roubles; the last non-zero payment absorbs the rounding (4 ₽ in all), a zero stays zero.
    expect(roubles.map((row) => row.payment)).toEqual([1, 1, 2, 0]);
    const deal = dealLeasing(OFFER.sum, { ...TERMS, termMonths: 13 }, START);
    expect(sum(toRoublePayments(deal.payments).map((row) => row.payment))).toBe(
      Math.round(deal.leasing.total / 100),
    );
  });

  it('repayment codes: 1 annuity, 2 regressive, 9 seasonal', () => {
    expect(repaymentOfCode('1')).toBe('annuity');
    expect(repaymentOfCode('2')).toBe('regressive');
    expect(repaymentOfCode('9')).toBe('seasonal');
    expect(repaymentOfCode('5')).toBeUndefined();
  });

  it('patching keeps what is not posted and orders the months once', () => {
    const next = patchTerms(TERMS, { advancePercent: 30, seasonalMonths: [10, 9, 10] });
    expect(next).toMatchObject({ advancePercent: 30, termMonths: 24, seasonalMonths: [9, 10] });
    expect(TERMS.advancePercent).toBe(20);
  });

  it('stored terms read back only when complete', () => {
    expect(storedTerms(JSON.parse(JSON.stringify(TERMS)))).toEqual(TERMS);
    expect(storedTerms({ ...TERMS, repayment: 'weekly' })).toBeUndefined();
    expect(storedTerms({ ...TERMS, delayPays: 'yes' })).toBeUndefined();
    expect(storedTerms(null)).toBeUndefined();
    expect(storedTerms({ advancePercent: 20 })).toBeUndefined();
  });

  it('every insurer company has a valid INN and a tariff; one is self-insurance', () => {
    expect(insurersAreValid()).toBe(true);
    expect(DEAL_INSURERS.filter((insurer) => insurer.is_self)).toHaveLength(1);
    expect(DEAL_INSURERS.every((insurer) => insurer.tariff >= 0 && insurer.tariff < 5)).toBe(true);
  });
});

describe('deal conditions: the contract payments', () => {
  it('on the offered terms they are exactly the offer contract payments', () => {
    expect(dealContractPayments(OFFER.sum, TERMS, START)).toEqual(contractPayments(OFFER, START));
  });

  it('on changed terms they sum to the rounded total, the advance ten days after signing', () => {
    const terms = {
      ...TERMS,
      advancePercent: 30,
      termMonths: 12,
      repayment: 'seasonal' as const,
      seasonalMonths: [9, 10],
    };
    const payments = dealContractPayments(OFFER.sum, terms, START);
    expect(payments[0]).toEqual({ number: 0, dueDate: '2026-12-05', sum: 1_440_000 });
    expect(payments).toHaveLength(3);
    expect(payments.map((payment) => payment.dueDate.slice(5, 7))).toEqual(['12', '09', '10']);
    expect(sum(payments.map((payment) => payment.sum))).toBe(
      Math.round(dealLeasing(OFFER.sum, terms, START).leasing.total / 100),
    );
    expect(contractTotal(OFFER, START)).toBe(
      sum(contractPayments(OFFER, START).map((payment) => payment.sum)),
    );
  });

  it('a delayed advance falls due with the first payment; a spread one leaves no advance row', () => {
    expect(dealContractPayments(OFFER.sum, { ...TERMS, delayAdvToPay: true }, START)[0]).toMatchObject({
      number: 0,
      dueDate: '2026-12-25',
    });
    const spread = dealContractPayments(OFFER.sum, { ...TERMS, delayAdvance: true }, START);
    expect(spread[0]?.number).toBe(1);
    expect(spread).toHaveLength(24);
  });
});

describe('deal conditions: every valid combination', () => {
  it('keeps every kopeck and every rouble for many advances, terms, schedules and delays', () => {
    const repayments = ['annuity', 'regressive', 'seasonal'] as const;
    let checked = 0;
    for (const advancePercent of [20, 27.5, 49]) {
      for (const termMonths of [6, 12, 13, 24]) {
        for (const repayment of repayments) {
          for (const [delayPays, delayAdvToPay, delayAdvance] of [
            [false, false, false],
            [true, false, false],
            [false, true, false],
            [false, false, true],
            [true, false, true],
          ] as const) {
            const terms: DealTerms = {
              ...TERMS,
              advancePercent,
              termMonths,
              repayment,
              regressionCoef: 0.7,
              seasonalMonths: [1, 5, 9],
              delayPays,
              delayAdvToPay,
              delayAdvance,
            };
            if (dealTermErrors(terms, LIMITS).length > 0) continue;
            const deal = dealLeasing(OFFER.sum, terms, START);
            const label = JSON.stringify(terms);
            expect(sum(deal.payments.map((row) => row.payment)), label).toBe(deal.leasing.total);
            expect(sum(deal.leasing.schedule.map((row) => row.principal)), label).toBe(deal.leasing.financed);
            expect(deal.leasing.schedule, label).toHaveLength(termMonths);
            expect(
              deal.payments.every((row) => row.payment >= 0 && Number.isInteger(row.payment)),
              label,
            ).toBe(true);
            const contract = dealContractPayments(OFFER.sum, terms, START);
            expect(sum(contract.map((row) => row.sum)), label).toBe(Math.round(deal.leasing.total / 100));
            expect(
              contract.every((row) => row.sum > 0),
              label,
            ).toBe(true);
            checked++;
          }
        }
      }
    }
    // Delays of payments need 12 months and no season; spreading the advance needs 12 months.
    expect(checked).toBeGreaterThan(80);
  });
});
