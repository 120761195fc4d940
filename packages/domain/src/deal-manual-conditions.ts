import { DEAL_INSURERS, type DealTermError, type DealTerms } from './deal-conditions.ts';
import { OFFER_LIMITS } from './lease-offer.ts';
import { LEASING_LIMITS } from './leasing-schedule.ts';

/**
 * Robotic or manual conditions of an agent's deal (docs/decisions/0113; spec 1 §3 "agent deal
 * with manual or robotic conditions"). Robotic: the company's offer, which the agent (or the
 * company) may adjust within its bounds. Manual: the manager sets the advance, the term and the
 * annual rate himself; nobody edits them in the wizard, the agent or the company only agrees or
 * disagrees. Pure.
 */

export const DEAL_CONDITION_MODES = ['robotic', 'manual'] as const;
export type TDealConditionMode = (typeof DEAL_CONDITION_MODES)[number];

export const DEAL_CONDITION_MODE_TITLE: Record<TDealConditionMode, string> = {
  robotic: 'Роботизированные условия',
  manual: 'Ручные условия',
};

/** The server's bounds of manual conditions: the offer's advance and term, a rate of 1–40 % a year. */
export const MANUAL_CONDITION_LIMITS = {
  minAdvancePercent: OFFER_LIMITS.minAdvancePercent,
  maxAdvancePercent: OFFER_LIMITS.maxAdvancePercent,
  minTermMonths: OFFER_LIMITS.minTermMonths,
  maxTermMonths: OFFER_LIMITS.maxTermMonths,
  minRatePercent: 1,
  maxRatePercent: 40,
} as const;

export interface ManualConditions {
  /** Whole per cent of the machinery's price. */
  advancePercent: number;
  /** Whole months. */
  termMonths: number;
  /** Per cent a year, at most two decimals. */
  ratePercent: number;
}

function formatNumber(value: number): string {
  return String(value).replace('.', ',');
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Every rule the manager's conditions break, in the back office form's field names. */
export function manualConditionErrors(conditions: ManualConditions): DealTermError[] {
  const L = MANUAL_CONDITION_LIMITS;
  const errors: DealTermError[] = [];
  const { advancePercent, termMonths, ratePercent } = conditions;
  if (
    !Number.isInteger(advancePercent) ||
    advancePercent < L.minAdvancePercent ||
    advancePercent > L.maxAdvancePercent
  ) {
    errors.push({
      prop: 'advance_percent',
      error: `Аванс — целое число от ${L.minAdvancePercent} до ${L.maxAdvancePercent} %`,
    });
  }
  if (!Number.isInteger(termMonths) || termMonths < L.minTermMonths || termMonths > L.maxTermMonths) {
    errors.push({
      prop: 'term_months',
      error: `Срок — целое число от ${L.minTermMonths} до ${L.maxTermMonths} месяцев`,
    });
  }
  if (
    !Number.isFinite(ratePercent) ||
    ratePercent < L.minRatePercent ||
    ratePercent > L.maxRatePercent ||
    !hasAtMostTwoDecimals(ratePercent)
  ) {
    errors.push({
      prop: 'rate_percent',
      error: `Ставка — от ${formatNumber(L.minRatePercent)} до ${formatNumber(L.maxRatePercent)} % годовых, не более двух знаков после запятой`,
    });
  }
  return errors;
}

/** The manual conditions as the wizard's terms: an annuity, the first insurer, no delays. */
export function termsFromManual(conditions: ManualConditions): DealTerms {
  return {
    advancePercent: conditions.advancePercent,
    termMonths: conditions.termMonths,
    repayment: 'annuity',
    regressionCoef: LEASING_LIMITS.defaultRegressionCoef,
    seasonalMonths: [],
    insurerId: DEAL_INSURERS[0]?.id ?? 1,
    delayPays: false,
    delayAdvToPay: false,
    delayAdvance: false,
  };
}

/** Reads the manager's conditions kept with the deal back, or undefined when there are none. */
export function storedManualConditions(value: unknown): ManualConditions | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const { advancePercent, termMonths, ratePercent } = raw;
  if (
    typeof advancePercent !== 'number' ||
    typeof termMonths !== 'number' ||
    typeof ratePercent !== 'number'
  ) {
    return undefined;
  }
  return { advancePercent, termMonths, ratePercent };
}

/**
 * The mode a deal is in: manual when the manager set conditions, or when there is no offer to
 * be robotic about (decision 0101: a deal without an offer is manual); robotic otherwise.
 */
export function dealConditionMode(facts: { hasOffer: boolean; manual: boolean }): TDealConditionMode {
  return facts.manual || !facts.hasOffer ? 'manual' : 'robotic';
}

export interface ConditionSwitchFacts {
  stage: string;
  /** The agent or the company agreed the conditions (approveAction). */
  conditionsAgreed: boolean;
  hasOffer: boolean;
}

export type ConditionSwitchRefusal = { kind: 'conflict' | 'invalid'; message: string };

/**
 * Whether the manager may set the deal's conditions in the mode: only while they are open (the
 * deal at its conditions, not yet agreed: agreed conditions are what the contract is made of),
 * and robotic only on a deal with the company's offer. Null when allowed.
 */
export function conditionSwitchRefusal(
  facts: ConditionSwitchFacts,
  mode: TDealConditionMode,
): ConditionSwitchRefusal | null {
  if (facts.stage !== 'conditions' || facts.conditionsAgreed) {
    return { kind: 'conflict', message: 'Условия сделки уже согласованы: изменить их нельзя' };
  }
  if (mode === 'robotic' && !facts.hasOffer) {
    return {
      kind: 'invalid',
      message: 'У сделки нет одобренного предложения: роботизированные условия недоступны',
    };
  }
  return null;
}
