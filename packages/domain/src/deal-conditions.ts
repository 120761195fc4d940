import { isValidInn } from './inn.ts';
import {
  ADVANCE_DUE_DAYS,
  type ContractPayment,
  OFFER_ANNUAL_RATE_PERCENT,
  OFFER_LIMITS,
  type TOfferScheduleType,
} from './lease-offer.ts';
import {
  addMonths,
  calculateLeasing,
  LEASING_LIMITS,
  type LeasingResult,
  REPAYMENT_CODES,
  type TScheduleType,
} from './leasing-schedule.ts';
import { addDays } from './moscow-time.ts';

/**
 * The client's own conditions of a deal (the deal wizard's condition form, spec 1 §3
 * "Condition form fields"; decision 0095). The company's offer fixes the sum and the bounds;
 * the client picks the advance, the term, the schedule (annuity, regressive with its
 * coefficient, seasonal with its months), the insurer and the delays, and the schedule is
 * the calculator's (leasing-schedule.ts) at the offer rate. Pure.
 */

export type TDealRepayment = TScheduleType;

export const DEAL_REPAYMENT_TITLE: Record<TDealRepayment, string> = {
  annuity: 'Аннуитетный (равными платежами)',
  regressive: 'Убывающий (регрессивный)',
  seasonal: 'Сезонный',
};

/** repayment_code on the wire → schedule type ('1' annuity, '2' regressive, '9' seasonal). */
export function repaymentOfCode(code: string): TDealRepayment | undefined {
  const found = (Object.entries(REPAYMENT_CODES) as [TDealRepayment, string][]).find(
    ([, value]) => value === code,
  );
  return found?.[0];
}

export const MONTH_TITLES = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const;

/** Insurers of the machinery (Insurer--id): is_self means the lessee insures it itself. */
export interface DealInsurer {
  id: number;
  is_self: boolean;
  inn: string;
  company_name: string;
  /** Per cent of the machinery's price per year. */
  tariff: number;
}

export const DEAL_INSURERS: readonly DealInsurer[] = [
  { id: 1, is_self: false, inn: '7736035485', company_name: 'АО «СОГАЗ»', tariff: 1.1 },
  { id: 2, is_self: false, inn: '7705042179', company_name: 'СПАО «Ингосстрах»', tariff: 1.3 },
  { id: 3, is_self: false, inn: '7713056834', company_name: 'АО «АльфаСтрахование»', tariff: 1.2 },
  { id: 4, is_self: true, inn: '', company_name: 'Страхование лизингополучателем', tariff: 0 },
];

export function insurerById(id: number): DealInsurer | undefined {
  return DEAL_INSURERS.find((insurer) => insurer.id === id);
}

/** Every listed insurer company carries a valid INN (checked by the unit tests). */
export function insurersAreValid(): boolean {
  return DEAL_INSURERS.every((insurer) => insurer.is_self || isValidInn(insurer.inn));
}

/** Months of payments a delay of payments (isRoboDelayPays) leaves empty at the start. */
export const DEAL_PAYS_DELAY_MONTHS = 3;
/** Parts of an advance spread over the first payments (isRoboDelayAdvance). */
export const DEAL_ADVANCE_PARTS = 3;
/** The shortest term that admits a delay of payments or of the advance. */
export const DEAL_DELAY_MIN_TERM = 12;

export interface DealTerms {
  advancePercent: number;
  termMonths: number;
  repayment: TDealRepayment;
  regressionCoef: number;
  /** 1–12, the months carrying payments of a seasonal schedule. */
  seasonalMonths: number[];
  insurerId: number;
  /** The first DEAL_PAYS_DELAY_MONTHS monthly payments are deferred. */
  delayPays: boolean;
  /** The advance falls due with the first monthly payment instead of at signing. */
  delayAdvToPay: boolean;
  /** The advance is paid in DEAL_ADVANCE_PARTS parts with the first monthly payments. */
  delayAdvance: boolean;
}

export interface DealOfferBasis {
  /** Roubles. */
  sum: number;
  advancePercent: number;
  termMonths: number;
  scheduleType: TOfferScheduleType;
  seasonalMonths?: readonly number[];
}

export interface DealRange {
  min: number;
  max: number;
}

export interface DealTermLimits {
  advancePay: DealRange;
  orderPeriod: DealRange;
  RegressionCoef: DealRange;
}

/**
 * The bounds of the form: the client may raise the advance the company approved (up to the
 * offer maximum) and shorten the approved term (down to the offer minimum), never the other
 * way — a lower advance or a longer term is a new risk the company has not approved.
 */
export function dealTermLimits(offer: DealOfferBasis): DealTermLimits {
  return {
    advancePay: {
      min: offer.advancePercent,
      max: Math.max(offer.advancePercent, OFFER_LIMITS.maxAdvancePercent),
    },
    orderPeriod: { min: Math.min(offer.termMonths, OFFER_LIMITS.minTermMonths), max: offer.termMonths },
    RegressionCoef: { min: LEASING_LIMITS.minRegressionCoef, max: LEASING_LIMITS.maxRegressionCoef },
  };
}

/** The conditions as the company offered them: its advance, term and schedule, insurer 1, no delays. */
export function termsFromOffer(offer: DealOfferBasis): DealTerms {
  const repayment: TDealRepayment =
    offer.scheduleType === 'decreasing'
      ? 'regressive'
      : offer.scheduleType === 'seasonal'
        ? 'seasonal'
        : 'annuity';
  return {
    advancePercent: offer.advancePercent,
    termMonths: offer.termMonths,
    repayment,
    regressionCoef: LEASING_LIMITS.defaultRegressionCoef,
    seasonalMonths: [...(offer.seasonalMonths ?? [])],
    insurerId: DEAL_INSURERS[0]?.id ?? 1,
    delayPays: false,
    delayAdvToPay: false,
    delayAdvance: false,
  };
}

export interface DealDelays {
  isRoboDelayPays: boolean;
  isRoboDelayAdvToPay: boolean;
  isRoboDelayAdvance: boolean;
}

/**
 * Which delays the terms admit (isAvailableDelaysAction): deferring payments needs a term of
 * at least a year and a non-seasonal schedule (a seasonal one already has its pauses); moving
 * the advance needs an advance, and spreading it also a year's term.
 */
export function availableDelays(
  terms: Pick<DealTerms, 'advancePercent' | 'termMonths' | 'repayment'>,
): DealDelays {
  const longEnough = terms.termMonths >= DEAL_DELAY_MIN_TERM;
  return {
    isRoboDelayPays: longEnough && terms.repayment !== 'seasonal',
    isRoboDelayAdvToPay: terms.advancePercent > 0,
    isRoboDelayAdvance: terms.advancePercent > 0 && longEnough,
  };
}

export interface DealTermError {
  /** The form field the message belongs to. */
  prop: string;
  error: string;
}

function formatNumber(value: number): string {
  return String(value).replace('.', ',');
}

/** Every rule the terms break against the form's bounds, in the form's field names. */
export function dealTermErrors(terms: DealTerms, limits: DealTermLimits): DealTermError[] {
  const errors: DealTermError[] = [];
  const { advancePay, orderPeriod, RegressionCoef } = limits;
  if (
    !Number.isFinite(terms.advancePercent) ||
    terms.advancePercent < advancePay.min ||
    terms.advancePercent > advancePay.max
  ) {
    errors.push({
      prop: 'advancePay',
      error: `Аванс должен быть от ${formatNumber(advancePay.min)} до ${formatNumber(advancePay.max)} %`,
    });
  }
  if (
    !Number.isInteger(terms.termMonths) ||
    terms.termMonths < orderPeriod.min ||
    terms.termMonths > orderPeriod.max
  ) {
    errors.push({
      prop: 'orderPeriod',
      error: `Срок лизинга должен быть от ${orderPeriod.min} до ${orderPeriod.max} месяцев`,
    });
  }
  if (
    terms.repayment === 'regressive' &&
    (!Number.isFinite(terms.regressionCoef) ||
      terms.regressionCoef < RegressionCoef.min ||
      terms.regressionCoef > RegressionCoef.max)
  ) {
    errors.push({
      prop: 'RegressionCoef',
      error: `Коэффициент регрессии должен быть от ${formatNumber(RegressionCoef.min)} до ${formatNumber(RegressionCoef.max)}`,
    });
  }
  if (terms.repayment === 'seasonal') {
    const months = terms.seasonalMonths;
    if (months.length === 0) {
      errors.push({ prop: 'months', error: 'Выберите хотя бы один месяц платежей' });
    } else if (months.some((month) => !Number.isInteger(month) || month < 1 || month > 12)) {
      errors.push({ prop: 'months', error: 'Месяцы платежей — числа от 1 до 12' });
    }
  }
  if (!insurerById(terms.insurerId))
    errors.push({ prop: 'Insurer--id', error: 'Выберите страховую компанию' });
  const delays = availableDelays(terms);
  if (terms.delayPays && !delays.isRoboDelayPays) {
    errors.push({
      prop: 'isRoboDelayPays',
      error: `Отсрочка платежей доступна при сроке от ${DEAL_DELAY_MIN_TERM} месяцев и несезонном графике`,
    });
  }
  if (terms.delayAdvToPay && !delays.isRoboDelayAdvToPay) {
    errors.push({ prop: 'isRoboDelayAdvToPay', error: 'Перенос аванса возможен только при авансе' });
  }
  if (terms.delayAdvance && !delays.isRoboDelayAdvance) {
    errors.push({
      prop: 'isRoboDelayAdvance',
      error: `Рассрочка аванса доступна при авансе и сроке от ${DEAL_DELAY_MIN_TERM} месяцев`,
    });
  }
  if (terms.delayAdvToPay && terms.delayAdvance) {
    errors.push({
      prop: 'isRoboDelayAdvance',
      error: 'Выберите что-то одно: перенос аванса или его рассрочку',
    });
  }
  return errors;
}

export interface DealEditRights {
  /** The advance may be changed: the conditions are open and the bounds leave room. */
  canAdv: boolean;
  /** The advance may be moved or spread (a delay of the advance). */
  canAdvToPay: boolean;
  /** The base of the schedule may be changed: term and schedule type. */
  canBase: boolean;
  /** The price parts may be changed: the insurer (its tariff) and the regression coefficient. */
  canPrc: boolean;
}

/** What the client may still change (decision 0095): nothing once the conditions are answered. */
export function dealEditRights(open: boolean, terms: DealTerms, limits: DealTermLimits): DealEditRights {
  const delays = availableDelays(terms);
  return {
    canAdv: open && limits.advancePay.max > limits.advancePay.min,
    canAdvToPay: open && (delays.isRoboDelayAdvToPay || delays.isRoboDelayAdvance),
    canBase: open,
    canPrc: open && DEAL_INSURERS.length > 1,
  };
}

export interface DealPayment {
  /** 0 is the advance. */
  number: number;
  /** yyyy-MM-dd */
  date: string;
  /** Kopecks. */
  payment: number;
}

export interface DealLeasing {
  leasing: LeasingResult;
  /** Every payment in order: the advance (unless spread) and the monthly payments, kopecks. */
  payments: DealPayment[];
  /** The first non-zero monthly payment, kopecks (the advance parts included). */
  monthlyPayment: number;
  /** Kopecks of the insurance premium per year at the insurer's tariff. */
  insurancePerYear: number;
}

/**
 * The calculator's input for the terms (sum in roubles, start yyyy-MM-dd) at the annual rate:
 * the offer rate, or the rate a manager set on manual conditions (deal-manual-conditions.ts).
 */
function leasingOf(sum: number, terms: DealTerms, startDate: string, ratePercent: number): LeasingResult {
  return calculateLeasing({
    priceKopecks: sum * 100,
    advancePercent: terms.advancePercent,
    termMonths: terms.termMonths,
    annualRatePercent: ratePercent,
    scheduleType: terms.repayment,
    ...(terms.repayment === 'regressive' ? { regressionCoef: terms.regressionCoef } : {}),
    ...(terms.repayment === 'seasonal' ? { seasonalMonths: terms.seasonalMonths } : {}),
    ...(terms.delayPays ? { graceMonths: DEAL_PAYS_DELAY_MONTHS } : {}),
    startDate,
  });
}

/** Splits kopecks into parts that differ by at most one kopeck and sum exactly. */
export function splitKopecks(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const rest = total - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < rest ? 1 : 0));
}

/**
 * The deal's payments from a start date (the day of signing): the calculator's schedule with
 * the advance at signing, or with the first payment (isRoboDelayAdvToPay), or spread over the
 * first paying months (isRoboDelayAdvance). The payments always sum to leasing.total.
 */
export function dealLeasing(
  sum: number,
  terms: DealTerms,
  startDate: string,
  ratePercent: number = OFFER_ANNUAL_RATE_PERCENT,
): DealLeasing {
  const leasing = leasingOf(sum, terms, startDate, ratePercent);
  const monthly: DealPayment[] = leasing.schedule.map((row) => ({
    number: row.number,
    date: row.date,
    payment: row.payment,
  }));
  const payments: DealPayment[] = [];
  if (leasing.advance > 0 && terms.delayAdvance) {
    const paying = monthly.filter((row) => row.payment > 0).slice(0, DEAL_ADVANCE_PARTS);
    const parts = splitKopecks(leasing.advance, paying.length);
    paying.forEach((row, index) => {
      row.payment += parts[index] ?? 0;
    });
  } else if (leasing.advance > 0) {
    payments.push({
      number: 0,
      date: terms.delayAdvToPay ? addMonths(startDate, 1) : startDate,
      payment: leasing.advance,
    });
  }
  payments.push(...monthly);
  const insurer = insurerById(terms.insurerId);
  return {
    leasing,
    payments,
    monthlyPayment: monthly.find((row) => row.payment > 0)?.payment ?? 0,
    insurancePerYear: insurer ? Math.round(sum * insurer.tariff) : 0,
  };
}

/**
 * Kopeck payments as whole roubles without losing a rouble, as contractPayments rounds them:
 * each in whole roubles, the last non-zero one absorbing what rounding took or added, so they
 * sum to the rounded total.
 */
export function toRoublePayments<T extends { payment: number }>(rows: readonly T[]): T[] {
  const total = Math.round(rows.reduce((sum, row) => sum + row.payment, 0) / 100);
  const last = rows.reduce((found, row, index) => (row.payment > 0 ? index : found), -1);
  let sum = 0;
  return rows.map((row, index) => {
    const payment = index === last ? total - sum : Math.round(row.payment / 100);
    sum += payment;
    return { ...row, payment };
  });
}

/** Reads the terms a client posted over the current ones; missing fields keep their value. */
export interface DealTermsPatch {
  advancePercent?: number;
  termMonths?: number;
  repayment?: TDealRepayment;
  regressionCoef?: number;
  seasonalMonths?: number[];
  insurerId?: number;
  delayPays?: boolean;
  delayAdvToPay?: boolean;
  delayAdvance?: boolean;
}

export function patchTerms(terms: DealTerms, patch: DealTermsPatch): DealTerms {
  const next = { ...terms, seasonalMonths: [...terms.seasonalMonths] };
  for (const [key, value] of Object.entries(patch) as [keyof DealTerms, unknown][]) {
    if (value !== undefined) (next as Record<keyof DealTerms, unknown>)[key] = value;
  }
  next.seasonalMonths = [...new Set(next.seasonalMonths)].sort((a, b) => a - b);
  return next;
}

/** Reads stored terms (deals.state) back, or undefined when they are not a complete set. */
export function storedTerms(value: unknown): DealTerms | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const numbers = ['advancePercent', 'termMonths', 'regressionCoef', 'insurerId'] as const;
  const flags = ['delayPays', 'delayAdvToPay', 'delayAdvance'] as const;
  if (numbers.some((key) => typeof raw[key] !== 'number')) return undefined;
  if (flags.some((key) => typeof raw[key] !== 'boolean')) return undefined;
  if (raw.repayment !== 'annuity' && raw.repayment !== 'regressive' && raw.repayment !== 'seasonal')
    return undefined;
  if (!Array.isArray(raw.seasonalMonths) || raw.seasonalMonths.some((month) => typeof month !== 'number'))
    return undefined;
  return raw as unknown as DealTerms;
}

/**
 * The payments of a lease contract on the deal's terms signed on contractDate, in whole
 * roubles: the advance ADVANCE_DUE_DAYS later (or with the first payment, or spread), then the
 * monthly payments; they sum to the rounded contract total. On the offered terms this is
 * exactly contractPayments of the offer.
 */
export function dealContractPayments(
  sum: number,
  terms: DealTerms,
  contractDate: string,
  ratePercent: number = OFFER_ANNUAL_RATE_PERCENT,
): ContractPayment[] {
  const { payments } = dealLeasing(sum, terms, contractDate, ratePercent);
  const due = payments
    .filter((row) => row.payment > 0)
    .map((row) =>
      row.number === 0 && !terms.delayAdvToPay
        ? { ...row, date: addDays(contractDate, ADVANCE_DUE_DAYS) }
        : row,
    );
  return toRoublePayments(due).map((row) => ({ number: row.number, dueDate: row.date, sum: row.payment }));
}
