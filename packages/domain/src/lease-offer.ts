import { addMonths, calculateLeasing, type LeasingResult } from './leasing-schedule.ts';
import { addDays } from './moscow-time.ts';

/**
 * The company's offer on an application (docs/decisions/0064): the manager approves a sum
 * (the machinery's price with VAT, roubles), an advance in per cent, a term in months and a
 * schedule type; the schedule is the calculator's (leasing-schedule.ts) at the offer rate.
 */
export const OFFER_SCHEDULE_TYPES = ['annuity', 'decreasing', 'seasonal'] as const;
export type TOfferScheduleType = (typeof OFFER_SCHEDULE_TYPES)[number];

export const OFFER_SCHEDULE_TITLE: Record<TOfferScheduleType, string> = {
  annuity: 'Аннуитетный (равными платежами)',
  decreasing: 'Убывающий (регрессивный)',
  seasonal: 'Сезонный',
};

/** Annual rate of an offer's financing, per cent: one company rate, no programme discount. */
export const OFFER_ANNUAL_RATE_PERCENT = 16;

export const OFFER_LIMITS = {
  minSum: 1_000,
  maxSum: 2_000_000_000,
  minAdvancePercent: 0,
  maxAdvancePercent: 49,
  minTermMonths: 6,
  maxTermMonths: 84,
} as const;

/** Days after the contract date when the advance falls due. */
export const ADVANCE_DUE_DAYS = 10;

export interface OfferConditions {
  /** Roubles. */
  sum: number;
  advancePercent: number;
  termMonths: number;
  scheduleType: TOfferScheduleType;
  /** Seasonal offers: the months of the year (1–12) that carry payments (decision 0095). */
  seasonalMonths?: readonly number[];
}

export function isOfferScheduleType(value: string): value is TOfferScheduleType {
  return (OFFER_SCHEDULE_TYPES as readonly string[]).includes(value);
}

/** The offer's schedule from a start date (yyyy-MM-dd), figures in kopecks. */
export function offerLeasing(conditions: OfferConditions, startDate: string): LeasingResult {
  return calculateLeasing({
    priceKopecks: conditions.sum * 100,
    advancePercent: conditions.advancePercent,
    termMonths: conditions.termMonths,
    annualRatePercent: OFFER_ANNUAL_RATE_PERCENT,
    scheduleType:
      conditions.scheduleType === 'decreasing'
        ? 'regressive'
        : conditions.scheduleType === 'seasonal'
          ? 'seasonal'
          : 'annuity',
    ...(conditions.scheduleType === 'seasonal' ? { seasonalMonths: conditions.seasonalMonths ?? [] } : {}),
    startDate,
  });
}

export interface ContractPayment {
  /** 0 is the advance. */
  number: number;
  /** yyyy-MM-dd */
  dueDate: string;
  /** Roubles. */
  sum: number;
}

/**
 * The payments of a lease contract signed on contractDate, in whole roubles: the advance
 * (if any) ten days later, then the monthly payments. Rounding to roubles never changes the
 * total: the last payment absorbs the difference, so the payments sum to the contract total.
 */
export function contractPayments(conditions: OfferConditions, contractDate: string): ContractPayment[] {
  const leasing = offerLeasing(conditions, contractDate);
  const payments: ContractPayment[] = [];
  if (leasing.advance > 0) {
    payments.push({ number: 0, dueDate: addDays(contractDate, ADVANCE_DUE_DAYS), sum: 0 });
  }
  for (const row of leasing.schedule) {
    if (row.payment > 0) payments.push({ number: row.number, dueDate: row.date, sum: 0 });
  }
  // Each payment in whole roubles, as the offer shows its monthly payment; the last payment
  // absorbs what rounding took or added, so the payments sum to the contract total.
  const kopecks = [
    ...(leasing.advance > 0 ? [leasing.advance] : []),
    ...leasing.schedule.filter((row) => row.payment > 0).map((row) => row.payment),
  ];
  const total = Math.round(leasing.total / 100);
  let sum = 0;
  kopecks.forEach((value, index) => {
    const payment = payments[index];
    if (!payment) return;
    payment.sum = index === kopecks.length - 1 ? total - sum : Math.round(value / 100);
    sum += payment.sum;
  });
  return payments;
}

/** The contract total in roubles: what contractPayments sums to. */
export function contractTotal(conditions: OfferConditions, contractDate: string): number {
  return Math.round(offerLeasing(conditions, contractDate).total / 100);
}

/** The first monthly payment's date of a contract signed on contractDate. */
export function firstPaymentDate(contractDate: string): string {
  return addMonths(contractDate, 1);
}

/** The machinery's total of an application, roubles: price times quantity plus the complect. */
export function productsTotal(
  lines: readonly {
    price: number;
    quantity: number;
    complect?: readonly { price: number; quantity: number }[];
  }[],
): number {
  return lines.reduce(
    (sum, line) =>
      sum +
      line.price * line.quantity +
      (line.complect ?? []).reduce((extra, item) => extra + item.price * item.quantity, 0) * line.quantity,
    0,
  );
}
