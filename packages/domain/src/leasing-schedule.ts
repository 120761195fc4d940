/**
 * Leasing payment schedules (the calculator of spec 1 §2 "/calculator/"). Pure arithmetic in
 * integer kopecks: every payment, principal and interest figure is a whole number of kopecks,
 * and the principal of the schedule always sums exactly to the financed amount (the last
 * payment absorbs the rounding). Assumptions are recorded in docs/decisions/0020.
 */

export type TScheduleType = 'annuity' | 'regressive' | 'seasonal';

/** Wire codes of the schedule types (repayment_code); '9' is the seasonal schedule. */
export const REPAYMENT_CODES = { annuity: '1', regressive: '2', seasonal: '9' } as const satisfies Record<
  TScheduleType,
  string
>;

export const LEASING_LIMITS = {
  /** 1 000 roubles .. 2 billion roubles, in kopecks. */
  minPriceKopecks: 100_000,
  maxPriceKopecks: 200_000_000_000,
  maxAdvancePercent: 99,
  maxTermMonths: 120,
  maxAnnualRatePercent: 100,
  /** Ratio of a payment to the one twelve months earlier in a regressive schedule. */
  minRegressionCoef: 0.5,
  maxRegressionCoef: 1,
  defaultRegressionCoef: 0.8,
} as const;

export interface LeasingInput {
  /** Price of the machine with VAT, kopecks. */
  priceKopecks: number;
  /** Advance (initial payment) as a percentage of the price. */
  advancePercent: number;
  termMonths: number;
  /** Annual interest rate of the financing, percent. */
  annualRatePercent: number;
  scheduleType: TScheduleType;
  /** Regressive schedules: each payment is this fraction of the payment 12 months earlier. */
  regressionCoef?: number;
  /** Seasonal schedules: the months of the year (1–12) that carry payments. */
  seasonalMonths?: readonly number[];
  /** Months at the start without payments (a delay of payments); interest accrues meanwhile. */
  graceMonths?: number;
  /** yyyy-MM-dd: the day of signing and the advance; payment k falls k months later. */
  startDate: string;
}

export interface LeasingScheduleRow {
  number: number;
  /** yyyy-MM-dd */
  date: string;
  payment: number;
  principal: number;
  interest: number;
  /** Principal still owed after this payment. */
  remaining: number;
}

export interface LeasingResult {
  advance: number;
  financed: number;
  /** The regular payment: the annuity, the first regressive payment, the in-season payment. */
  monthlyPayment: number;
  /** Advance plus every scheduled payment. */
  total: number;
  /** Total minus price. */
  overpayment: number;
  interest: number;
  /** Annual percentage (two decimals) of the actual cash flows, compounded monthly. */
  effectiveAnnualRate: number;
  taxSavings: { vat: number; profitTax: number; total: number };
  schedule: LeasingScheduleRow[];
}

export interface LeasingInputError {
  field: keyof LeasingInput;
  message: string;
}

/** VAT inside lease payments (20/120) and profit tax on payments net of VAT (25 %). */
export const VAT_RATE_PERCENT = 20;
export const PROFIT_TAX_PERCENT = 25;

const DATE_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Every rule the input breaks, with a Russian message naming the field. */
export function leasingInputErrors(input: LeasingInput): LeasingInputError[] {
  const errors: LeasingInputError[] = [];
  const limits = LEASING_LIMITS;
  if (
    !Number.isInteger(input.priceKopecks) ||
    input.priceKopecks < limits.minPriceKopecks ||
    input.priceKopecks > limits.maxPriceKopecks
  ) {
    errors.push({
      field: 'priceKopecks',
      message: 'Стоимость техники должна быть от 1 000 до 2 000 000 000 ₽',
    });
  }
  if (
    !isFiniteNumber(input.advancePercent) ||
    input.advancePercent < 0 ||
    input.advancePercent > limits.maxAdvancePercent
  ) {
    errors.push({
      field: 'advancePercent',
      message: `Аванс должен быть от 0 до ${limits.maxAdvancePercent} %`,
    });
  }
  if (
    !Number.isInteger(input.termMonths) ||
    input.termMonths < 1 ||
    input.termMonths > limits.maxTermMonths
  ) {
    errors.push({
      field: 'termMonths',
      message: `Срок лизинга должен быть от 1 до ${limits.maxTermMonths} месяцев`,
    });
  }
  if (
    !isFiniteNumber(input.annualRatePercent) ||
    input.annualRatePercent < 0 ||
    input.annualRatePercent > limits.maxAnnualRatePercent
  ) {
    errors.push({ field: 'annualRatePercent', message: 'Ставка должна быть от 0 до 100 % годовых' });
  }
  if (input.scheduleType === 'regressive' && input.regressionCoef !== undefined) {
    const coef = input.regressionCoef;
    if (!isFiniteNumber(coef) || coef < limits.minRegressionCoef || coef > limits.maxRegressionCoef) {
      errors.push({
        field: 'regressionCoef',
        message: 'Коэффициент регрессии должен быть от 0,5 до 1',
      });
    }
  }
  if (input.graceMonths !== undefined) {
    const grace = input.graceMonths;
    if (!Number.isInteger(grace) || grace < 0 || grace >= input.termMonths) {
      errors.push({ field: 'graceMonths', message: 'Отсрочка платежей должна быть короче срока лизинга' });
    }
  }
  if (!parseDate(input.startDate)) {
    errors.push({ field: 'startDate', message: 'Дата начала должна быть в формате yyyy-MM-dd' });
  }
  if (input.scheduleType === 'seasonal') {
    const months = input.seasonalMonths ?? [];
    if (months.length === 0) {
      errors.push({ field: 'seasonalMonths', message: 'Выберите хотя бы один месяц платежей' });
    } else if (months.some((month) => !Number.isInteger(month) || month < 1 || month > 12)) {
      errors.push({ field: 'seasonalMonths', message: 'Месяцы платежей — числа от 1 до 12' });
    } else if (
      errors.length === 0 &&
      !paymentMonthFlags(input.startDate, input.termMonths, months).some(
        (flag, index) => flag && index >= (input.graceMonths ?? 0),
      )
    ) {
      errors.push({
        field: 'seasonalMonths',
        message: 'В выбранный срок не попадает ни один месяц платежей',
      });
    }
  }
  return errors;
}

export class LeasingInputInvalid extends Error {
  constructor(readonly errors: LeasingInputError[]) {
    super(errors.map((error) => error.message).join('; '));
    this.name = 'LeasingInputInvalid';
  }
}

function parseDate(text: string): { year: number; month: number; day: number } | null {
  const match = DATE_FORMAT.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/** The start date moved by k months, the day clamped to the month's length (31 Jan + 1 → 28/29 Feb). */
export function addMonths(startDate: string, months: number): string {
  const start = parseDate(startDate);
  if (!start) throw new RangeError(`Not a date: ${startDate}`);
  const monthIndex = start.month - 1 + months;
  const year = start.year + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(start.day, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** For payment numbers 1..term: whether its calendar month is one of the chosen months. */
function paymentMonthFlags(startDate: string, termMonths: number, months: readonly number[]): boolean[] {
  const chosen = new Set(months);
  return Array.from({ length: termMonths }, (_, index) =>
    chosen.has(Number(addMonths(startDate, index + 1).slice(5, 7))),
  );
}

/** The standard annuity payment PMT = F·r / (1 − (1 + r)^−n), not rounded. */
export function annuityPayment(financed: number, monthlyRate: number, termMonths: number): number {
  if (monthlyRate === 0) return financed / termMonths;
  return (financed * monthlyRate) / (1 - (1 + monthlyRate) ** -termMonths);
}

/**
 * The exact (unrounded) payment of every month, chosen so that their present value at the
 * monthly rate equals the financed amount: level for annuity, geometric for regressive,
 * level in the chosen months only for seasonal.
 */
function plannedPayments(input: LeasingInput, financed: number, monthlyRate: number): number[] {
  const n = input.termMonths;
  const grace = input.graceMonths ?? 0;
  if (input.scheduleType === 'annuity' && grace === 0) {
    return Array.from({ length: n }, () => annuityPayment(financed, monthlyRate, n));
  }
  const planned =
    input.scheduleType === 'annuity'
      ? Array.from({ length: n }, () => 1)
      : input.scheduleType === 'regressive'
        ? Array.from(
            { length: n },
            (_, index) => (input.regressionCoef ?? LEASING_LIMITS.defaultRegressionCoef) ** (index / 12),
          )
        : paymentMonthFlags(input.startDate, n, input.seasonalMonths ?? []).map((flag) => (flag ? 1 : 0));
  const weights = planned.map((weight, index) => (index < grace ? 0 : weight));
  const discounted = weights.reduce(
    (sum, weight, index) => sum + weight / (1 + monthlyRate) ** (index + 1),
    0,
  );
  const first = financed / discounted;
  return weights.map((weight) => first * weight);
}

/**
 * Turns planned payments into a kopeck schedule. Interest accrues monthly on the principal
 * plus any unpaid interest (months without a payment in a seasonal schedule); a payment
 * first covers the accrued interest, the rest repays principal. The last payment repays
 * whatever principal is left, so rounding never loses or creates a kopeck.
 */
function buildSchedule(input: LeasingInput, financed: number, monthlyRate: number): LeasingScheduleRow[] {
  const planned = plannedPayments(input, financed, monthlyRate);
  const lastPaying = planned.reduce((last, payment, index) => (payment > 0 ? index : last), -1);
  const rows: LeasingScheduleRow[] = [];
  let remaining = financed;
  let accrued = 0;
  planned.forEach((exact, index) => {
    const date = addMonths(input.startDate, index + 1);
    if (index > lastPaying) {
      rows.push({ number: index + 1, date, payment: 0, principal: 0, interest: 0, remaining });
      return;
    }
    accrued += Math.round((remaining + accrued) * monthlyRate);
    if (exact === 0) {
      rows.push({ number: index + 1, date, payment: 0, principal: 0, interest: 0, remaining });
      return;
    }
    const interest = accrued;
    const principal =
      index === lastPaying ? remaining : Math.min(remaining, Math.max(0, Math.round(exact) - interest));
    remaining -= principal;
    accrued = 0;
    rows.push({ number: index + 1, date, payment: principal + interest, principal, interest, remaining });
  });
  return rows;
}

/**
 * Monthly internal rate of return of the lessee's cash flows (+financed at month 0, −payment k
 * at month k), by bisection: the net present value falls as the rate grows.
 */
export function monthlyInternalRate(financed: number, payments: readonly number[]): number {
  const npv = (rate: number) =>
    payments.reduce((sum, payment, index) => sum - payment / (1 + rate) ** (index + 1), financed);
  if (npv(0) >= 0) return 0;
  let low = 0;
  let high = 1;
  for (let iteration = 0; iteration < 200 && high - low > 1e-13; iteration++) {
    const middle = (low + high) / 2;
    if (npv(middle) < 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** Tax effect for a lessee on the general tax system: VAT 20/120 of the payments, 25 % profit tax on the rest. */
export function leasingTaxSavings(leasePaymentsKopecks: number): LeasingResult['taxSavings'] {
  const vat = Math.round((leasePaymentsKopecks * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
  const profitTax = Math.round(((leasePaymentsKopecks - vat) * PROFIT_TAX_PERCENT) / 100);
  return { vat, profitTax, total: vat + profitTax };
}

/** The calculator: figures and the full schedule. Throws LeasingInputInvalid on bad input. */
export function calculateLeasing(input: LeasingInput): LeasingResult {
  const errors = leasingInputErrors(input);
  if (errors.length > 0) throw new LeasingInputInvalid(errors);
  const advance = Math.round((input.priceKopecks * input.advancePercent) / 100);
  const financed = input.priceKopecks - advance;
  const monthlyRate = input.annualRatePercent / 12 / 100;
  const schedule = buildSchedule(input, financed, monthlyRate);
  const payments = schedule.map((row) => row.payment);
  const paid = payments.reduce((sum, payment) => sum + payment, 0);
  const total = advance + paid;
  const firstPayment = payments.find((payment) => payment > 0) ?? 0;
  const internal = monthlyInternalRate(financed, payments);
  return {
    advance,
    financed,
    monthlyPayment: firstPayment,
    total,
    overpayment: total - input.priceKopecks,
    interest: paid - financed,
    effectiveAnnualRate: Math.round(((1 + internal) ** 12 - 1) * 10_000) / 100,
    taxSavings: leasingTaxSavings(total),
    schedule,
  };
}
