import type { deal as dealContract } from '@agrolease/contracts';
import type { DbExecutor } from '@agrolease/db';
import {
  availableDelays,
  DEAL_INSURERS,
  DEAL_REPAYMENT_TITLE,
  type DealOfferBasis,
  type DealTerms,
  type DealTermsPatch,
  dealLeasing,
  dealTermErrors,
  dealTermLimits,
  isOfferScheduleType,
  LeasingInputInvalid,
  MONTH_TITLES,
  OFFER_ANNUAL_RATE_PERCENT,
  REPAYMENT_CODES,
  repaymentOfCode,
  storedManualConditions,
  storedTerms,
  termsFromManual,
  termsFromOffer,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import { memoryOf } from './deal-memory.ts';
import { type DealRow, findOfferById } from './queries.ts';

/** The company's offer of the deal as the basis of the client's conditions. */
export async function offerBasisOf(db: DbExecutor, deal: DealRow): Promise<DealOfferBasis | undefined> {
  const offer = await findOfferById(db, deal.offerId);
  if (!offer) return undefined;
  return {
    sum: offer.sum,
    advancePercent: offer.advancePercent,
    termMonths: offer.termMonths,
    scheduleType: isOfferScheduleType(offer.scheduleType) ? offer.scheduleType : 'annuity',
    seasonalMonths: offer.seasonalMonths,
  };
}

/** The conditions in force: the client's saved ones, else the offer's. */
export function dealTermsOf(deal: DealRow, basis: DealOfferBasis): DealTerms {
  return storedTerms(memoryOf(deal).terms) ?? termsFromOffer(basis);
}

/**
 * What the deal's conditions stand on: the manager's manual conditions when set (decision 0113:
 * fixed terms at the manager's rate, on the offer's sum or, without an offer, the machinery's
 * total), else the company's offer at the offer rate; undefined when there is neither.
 */
export interface DealConditionBasis {
  basis: DealOfferBasis;
  ratePercent: number;
  /** The manager's conditions: nobody edits them in the wizard. */
  manual: DealTerms | undefined;
}

export async function conditionBasisOf(
  db: DbExecutor,
  deal: DealRow,
): Promise<DealConditionBasis | undefined> {
  const manual = storedManualConditions(memoryOf(deal).manual);
  if (manual) {
    const offer = await findOfferById(db, deal.offerId);
    return {
      basis: {
        sum: offer?.sum ?? deal.productsSum,
        advancePercent: manual.advancePercent,
        termMonths: manual.termMonths,
        scheduleType: 'annuity',
      },
      ratePercent: manual.ratePercent,
      manual: termsFromManual(manual),
    };
  }
  const basis = await offerBasisOf(db, deal);
  return basis ? { basis, ratePercent: OFFER_ANNUAL_RATE_PERCENT, manual: undefined } : undefined;
}

/** The terms in force on a basis: the manager's, or the client's saved ones, or the offer's. */
export function termsOnBasis(deal: DealRow, on: DealConditionBasis): DealTerms {
  return on.manual ?? dealTermsOf(deal, on.basis);
}

/** The posted form fields as a change of the terms (absent fields keep their value). */
export function patchOf(input: dealContract.TDealConditionFields): DealTermsPatch {
  return {
    repayment: input.RepaymentType === undefined ? undefined : repaymentOfCode(input.RepaymentType),
    advancePercent: input.advancePay,
    termMonths: input.orderPeriod,
    regressionCoef: input.RegressionCoef,
    seasonalMonths: input.months,
    insurerId: input['Insurer--id'],
    delayPays: input.isRoboDelayPays,
    delayAdvToPay: input.isRoboDelayAdvToPay,
    delayAdvance: input.isRoboDelayAdvance,
  };
}

export function validationError(errors: { prop: string; error: string }[]): AppError {
  return new AppError('VALIDATION', errors[0]?.error ?? 'Проверьте условия', { fieldErrors: errors });
}

/** Checks changed terms against the offer's bounds and the calculator; throws 400 with field errors. */
export function checkTerms(basis: DealOfferBasis, terms: DealTerms, today: string): void {
  const errors = dealTermErrors(terms, dealTermLimits(basis));
  if (errors.length > 0) throw validationError(errors);
  try {
    dealLeasing(basis.sum, terms, today);
  } catch (error) {
    if (!(error instanceof LeasingInputInvalid)) throw error;
    throw validationError(
      error.errors.map((item) => ({
        prop:
          item.field === 'seasonalMonths'
            ? 'months'
            : item.field === 'graceMonths'
              ? 'isRoboDelayPays'
              : item.field,
        error: item.message,
      })),
    );
  }
}

/** The condition form (spec 1 §3): values, the offer's bounds, the insurers and the delays. */
export function conditionForm(basis: DealOfferBasis, terms: DealTerms): dealContract.TDealConditionForm {
  const limits = dealTermLimits(basis);
  const delays = availableDelays(terms);
  return {
    RepaymentType: REPAYMENT_CODES[terms.repayment],
    repayment_types: (Object.keys(REPAYMENT_CODES) as (keyof typeof REPAYMENT_CODES)[]).map((type) => ({
      code: REPAYMENT_CODES[type],
      title: DEAL_REPAYMENT_TITLE[type],
    })),
    advancePay: { ...limits.advancePay, value: terms.advancePercent },
    orderPeriod: { ...limits.orderPeriod, value: terms.termMonths },
    RegressionCoef: { ...limits.RegressionCoef, value: terms.regressionCoef },
    months: MONTH_TITLES.map((title, index) => ({
      value: index + 1,
      title,
      checked: terms.seasonalMonths.includes(index + 1),
    })),
    isRoboDelayPays: { available: delays.isRoboDelayPays, checked: terms.delayPays },
    isRoboDelayAdvToPay: { available: delays.isRoboDelayAdvToPay, checked: terms.delayAdvToPay },
    isRoboDelayAdvance: { available: delays.isRoboDelayAdvance, checked: terms.delayAdvance },
    'Insurer--id': { value: terms.insurerId, options: DEAL_INSURERS.map((insurer) => ({ ...insurer })) },
  };
}
