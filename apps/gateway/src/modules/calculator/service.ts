import type { calculator, TCallReply, TFieldError } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import {
  calculateLeasing,
  findProgramme,
  LEASING_LIMITS,
  type LeasingInput,
  type LeasingResult,
  leasingInputErrors,
  moscowDay,
  rateWithProgramme,
  STATE_SUPPORT_PROGRAMMES,
  type TScheduleType,
} from '@agrolease/domain';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import {
  type ConditionsRow,
  findConditionsOfCategory,
  findProduct,
  findTopCategoryIdsOf,
  listConditions,
} from './queries.ts';

type CalcParams = z.output<typeof calculator.ZCalcParams>;
type CalcResult = TCallReply<typeof calculator.calc>;
type BorderConditions = TCallReply<typeof calculator.getBorderConditions>;

/** Bounds used when no category is chosen (the widest of the seeded ones). */
export const DEFAULT_CONDITIONS = {
  minAdvance: 0,
  maxAdvance: 49,
  defaultAdvance: 20,
  minTerm: 12,
  maxTerm: 84,
  defaultTerm: 36,
  rateBp: 1700,
} as const;

export type CalcConditions = Omit<NonNullable<ConditionsRow>, 'guid' | 'categoryId' | 'title' | 'uri'> & {
  guid: string | null;
  title: string;
};

const SCHEDULE_TYPE: Record<CalcParams['repayment_code'], TScheduleType> = {
  '1': 'annuity',
  '2': 'regressive',
  '9': 'seasonal',
};

/** Domain field → the wire parameter the visitor sent. */
const WIRE_FIELD: Record<keyof LeasingInput, string> = {
  priceKopecks: 'price',
  advancePercent: 'advance',
  termMonths: 'term',
  annualRatePercent: 'rate',
  scheduleType: 'repayment_code',
  regressionCoef: 'RegressionCoef',
  seasonalMonths: 'months',
  graceMonths: 'grace_months',
  startDate: 'date_start',
};

const DEFAULT_SEASON = [9, 10, 11];
const DEFAULT_PRICE = 5_000_000;

const toRoubles = (kopecks: number) => kopecks / 100;
const percentOf = (bp: number) => bp / 100;

function invalid(fieldErrors: TFieldError[]): AppError {
  return new AppError('VALIDATION', fieldErrors[0]?.error ?? 'Неверные параметры расчёта', { fieldErrors });
}

/** The calculator's «Любая техника»: no category chosen. */
export const ANY_MACHINE_CONDITIONS: CalcConditions = {
  ...DEFAULT_CONDITIONS,
  guid: null,
  title: 'Любая техника',
};

export async function conditionsOf(db: Database, guidCategory: string | undefined): Promise<CalcConditions> {
  if (guidCategory === undefined || guidCategory === '') return ANY_MACHINE_CONDITIONS;
  const row = await findConditionsOfCategory(db, guidCategory);
  if (!row) {
    throw invalid([{ prop: 'guid_category', error: 'Категория техники не найдена' }]);
  }
  return row;
}

function programmeRates(rateBp: number) {
  return STATE_SUPPORT_PROGRAMMES.map((programme) => ({
    id: programme.code,
    title: programme.title,
    rate: rateWithProgramme(percentOf(rateBp), programme),
  }));
}

function borderReply(conditions: CalcConditions): BorderConditions {
  return {
    guid_category: conditions.guid ?? '',
    title: conditions.title,
    min_advance: conditions.minAdvance,
    max_advance: conditions.maxAdvance,
    default_advance: conditions.defaultAdvance,
    min_term: conditions.minTerm,
    max_term: conditions.maxTerm,
    default_term: conditions.defaultTerm,
    rate: percentOf(conditions.rateBp),
    programmes: programmeRates(conditions.rateBp),
  };
}

export async function getBorderConditions(db: Database, guidCategory: string): Promise<BorderConditions> {
  return borderReply(await conditionsOf(db, guidCategory));
}

export async function listCalcCategories(
  db: Database,
): Promise<TCallReply<typeof calculator.calcListCategory>> {
  const rows = await listConditions(db);
  return {
    items: rows.map((row) => ({
      guid: row.guid,
      id: row.categoryId,
      title: row.title,
      uri: row.uri,
      rate: percentOf(row.rateBp),
    })),
  };
}

export function calcInit(isshtp: '0' | '1' | undefined): TCallReply<typeof calculator.calcInit> {
  const [firstProgramme] = STATE_SUPPORT_PROGRAMMES;
  return {
    initialValues: {
      price: DEFAULT_PRICE,
      advance: DEFAULT_CONDITIONS.defaultAdvance,
      term: DEFAULT_CONDITIONS.defaultTerm,
      repayment_code: '1',
      RegressionCoef: LEASING_LIMITS.defaultRegressionCoef,
      months: DEFAULT_SEASON,
      guid_category: null,
      state_support: isshtp === '1' ? '1' : '0',
      id_programme: firstProgramme?.code ?? '',
    },
    limits: {
      price: { min: LEASING_LIMITS.minPriceKopecks / 100, max: LEASING_LIMITS.maxPriceKopecks / 100 },
      advance: { min: DEFAULT_CONDITIONS.minAdvance, max: DEFAULT_CONDITIONS.maxAdvance },
      term: { min: DEFAULT_CONDITIONS.minTerm, max: DEFAULT_CONDITIONS.maxTerm },
      RegressionCoef: { min: LEASING_LIMITS.minRegressionCoef, max: LEASING_LIMITS.maxRegressionCoef },
    },
    rate: percentOf(DEFAULT_CONDITIONS.rateBp),
    repayment_types: [
      { code: '1', title: 'Аннуитетный' },
      { code: '2', title: 'Регрессивный' },
      { code: '9', title: 'Сезонный' },
    ],
    programmes: STATE_SUPPORT_PROGRAMMES.map((programme) => ({
      id: programme.code,
      title: programme.title,
      description: programme.description,
      rate_reduction: programme.rateReduction,
      min_rate: programme.minRate,
    })),
  };
}

/** The calendar day in Moscow, where contracts, offers and schedules are dated (decision 0093). */
function todayIso(now: Date): string {
  return moscowDay(now);
}

function figures(result: LeasingResult, priceKopecks: number, advancePercent: number, term: number) {
  return {
    price: toRoubles(priceKopecks),
    advance_percent: advancePercent,
    advance: toRoubles(result.advance),
    financed: toRoubles(result.financed),
    term,
    monthly_payment: toRoubles(result.monthlyPayment),
    total: toRoubles(result.total),
    overpayment: toRoubles(result.overpayment),
    interest: toRoubles(result.interest),
    effective_rate: result.effectiveAnnualRate,
    tax_savings: {
      vat: toRoubles(result.taxSavings.vat),
      profit_tax: toRoubles(result.taxSavings.profitTax),
      total: toRoubles(result.taxSavings.total),
    },
  };
}

/** Checks the parameters against the category's bounds and the domain's, then calculates. */
export async function calculate(db: Database, params: CalcParams, now = new Date()): Promise<CalcResult> {
  return calculateWith(await conditionsOf(db, params.guid_category), params, now);
}

/** The calculation under conditions already read (a term out of their bounds is 400). */
export function calculateWith(conditions: CalcConditions, params: CalcParams, now = new Date()): CalcResult {
  const errors: TFieldError[] = [];
  if (params.advance < conditions.minAdvance || params.advance > conditions.maxAdvance) {
    errors.push({
      prop: 'advance',
      error: `Аванс должен быть от ${conditions.minAdvance} до ${conditions.maxAdvance} %`,
    });
  }
  if (
    !Number.isInteger(params.term) ||
    params.term < conditions.minTerm ||
    params.term > conditions.maxTerm
  ) {
    errors.push({
      prop: 'term',
      error: `Срок лизинга должен быть целым числом месяцев от ${conditions.minTerm} до ${conditions.maxTerm}`,
    });
  }
  let programme: ReturnType<typeof findProgramme>;
  if (params.state_support === '1') {
    programme = findProgramme(params.id_programme ?? STATE_SUPPORT_PROGRAMMES[0]?.code ?? '');
    if (!programme) errors.push({ prop: 'id_programme', error: 'Программа господдержки не найдена' });
  }
  const baseRate = percentOf(conditions.rateBp);
  const scheduleType = SCHEDULE_TYPE[params.repayment_code];
  const input: LeasingInput = {
    priceKopecks: Math.round(params.price * 100),
    advancePercent: params.advance,
    termMonths: params.term,
    annualRatePercent: rateWithProgramme(baseRate, programme),
    scheduleType,
    regressionCoef:
      scheduleType === 'regressive'
        ? (params.RegressionCoef ?? LEASING_LIMITS.defaultRegressionCoef)
        : undefined,
    seasonalMonths:
      scheduleType === 'seasonal'
        ? [...new Set(params.months ?? DEFAULT_SEASON)].sort((a, b) => a - b)
        : undefined,
    startDate: params.date_start ?? todayIso(now),
  };
  if (!(params.price > 0)) {
    errors.push({ prop: 'price', error: 'Стоимость техники должна быть больше нуля' });
  }
  for (const error of leasingInputErrors(input)) {
    const prop = WIRE_FIELD[error.field];
    if (!errors.some((known) => known.prop === prop)) errors.push({ prop, error: error.message });
  }
  if (errors.length > 0) throw invalid(errors);
  const result = calculateLeasing(input);
  return {
    success: true,
    ...figures(result, input.priceKopecks, input.advancePercent, input.termMonths),
    rate: input.annualRatePercent,
    base_rate: baseRate,
    repayment_code: params.repayment_code,
    RegressionCoef: input.regressionCoef ?? null,
    months: input.seasonalMonths ? [...input.seasonalMonths] : [],
    guid_category: conditions.guid,
    id_programme: programme?.code ?? null,
    date_start: input.startDate,
    schedule: result.schedule.map((row) => ({
      number: row.number,
      date: row.date,
      payment: toRoubles(row.payment),
      principal: toRoubles(row.principal),
      interest: toRoubles(row.interest),
      remaining: toRoubles(row.remaining),
    })),
  };
}

/**
 * The parameters of a product's estimate (decision 0173): its price at its category's default
 * advance and term, annuity, no state support. The product page, the catalogue's cards, compare,
 * favourites, the cart and the application wizard all price a machine by these.
 */
export function productEstimateParams(conditions: CalcConditions, price: number): CalcParams {
  return {
    price,
    advance: conditions.defaultAdvance,
    term: conditions.defaultTerm,
    repayment_code: '1',
    state_support: '0',
    guid_category: conditions.guid ?? undefined,
  };
}

/**
 * «от … ₽/мес.» of a price under a category's conditions: the calculator's own monthly payment
 * for productEstimateParams (null when the calculator refuses the price, e.g. below its minimum).
 */
export function estimateMonthlyPayment(
  conditions: CalcConditions,
  price: number,
  now = new Date(),
): number | null {
  return (
    estimateTerms(conditions, productEstimateParams(conditions, price), now).result?.monthly_payment ?? null
  );
}

/**
 * The conditions several machines are priced under together: their top category's when they all
 * share one, else the calculator's «Любая техника» (as a visitor would choose for a mixed lot).
 */
export async function conditionsOfProducts(
  db: Database,
  productIds: readonly number[],
): Promise<CalcConditions> {
  const [top, ...others] = await findTopCategoryIdsOf(db, productIds);
  if (top === undefined || others.length > 0) return ANY_MACHINE_CONDITIONS;
  return (await findConditionsOfCategory(db, String(top))) ?? ANY_MACHINE_CONDITIONS;
}

/**
 * The calculator's figures for terms a caller chose (the application's advance, term and
 * schedule), or what the calculator says against them, for a page that shows the monthly payment
 * and must not fail when the terms are outside the category's bounds.
 */
export function estimateTerms(
  conditions: CalcConditions,
  params: CalcParams,
  now = new Date(),
): { result: CalcResult; error: null } | { result: null; error: string } {
  try {
    return { result: calculateWith(conditions, params, now), error: null };
  } catch (error) {
    if (error instanceof AppError) return { result: null, error: error.message };
    throw error;
  }
}

/**
 * Every category's conditions at once, by top category id, for pricing several lines in one
 * read; a category without its own conditions (or a subcategory's id) is the caller's to map to
 * its top one, as findConditionsOfCategory does, and else ANY_MACHINE_CONDITIONS.
 */
export async function conditionsByTopCategory(db: Database): Promise<Map<number, CalcConditions>> {
  const rows = await listConditions(db);
  return new Map(rows.map((row) => [row.categoryId, row]));
}

/** The product page's estimate: the product's price at its category's default conditions, annuity. */
export async function calcOnProduct(
  db: Database,
  idProduct: number,
  now = new Date(),
): Promise<TCallReply<typeof calculator.calcOnProduct>> {
  const product = await findProduct(db, idProduct);
  if (!product) throw new AppError('NOT_FOUND', 'Товар не найден');
  const conditions = await conditionsOf(db, String(product.categoryId));
  const result = calculateWith(conditions, productEstimateParams(conditions, product.price), now);
  const query = new URLSearchParams({
    price: String(product.price),
    advance: String(conditions.defaultAdvance),
    term: String(conditions.defaultTerm),
    guid_category: conditions.guid ?? '',
  });
  const { success: _success, schedule: _schedule, repayment_code: _code, ...rest } = result;
  return {
    price: rest.price,
    advance_percent: rest.advance_percent,
    advance: rest.advance,
    financed: rest.financed,
    term: rest.term,
    rate: rest.rate,
    base_rate: rest.base_rate,
    monthly_payment: rest.monthly_payment,
    total: rest.total,
    overpayment: rest.overpayment,
    interest: rest.interest,
    effective_rate: rest.effective_rate,
    tax_savings: rest.tax_savings,
    id_product: product.id,
    title: product.title,
    guid_category: conditions.guid ?? '',
    category: conditions.title,
    calculator_url: `/calculator/?${query}`,
  };
}
