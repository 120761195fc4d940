/**
 * The public face of the deal module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export {
  type DealRow,
  documentsOf,
  findDeal,
  findOfferById,
  findOrderOfDeal,
  findOwnDeal,
  paymentsOf,
} from './queries.ts';
export {
  conditionBasisOf,
  type DealDeps,
  type DealWizardSide,
  dealWizardFor,
  shippingCostOf,
  termsOnBasis,
} from './service.ts';
export { moveDealToNextStage } from './stages.ts';
export { toDealDocument, toDealOrder, toDealProduct, toDealSummary } from './views.ts';
