/**
 * The public face of the calculator module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { renderOfferPdf } from './offer-pdf.ts';
export { listConditions } from './queries.ts';
export {
  ANY_MACHINE_CONDITIONS,
  type CalcConditions,
  calculateWith,
  conditionsByTopCategory,
  conditionsOf,
  conditionsOfProducts,
  DEFAULT_CONDITIONS,
  estimateMonthlyPayment,
  estimateTerms,
} from './service.ts';
