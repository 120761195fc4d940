/**
 * The public face of the deal module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */

export {
  type DeliveryDocumentRow,
  type DeliveryRow,
  dealDeliveries,
  deliveriesOfDeal,
  deliveryDocumentColumns,
  deliveryDocumentOf,
  deliveryDocuments,
  deliveryOf,
  effectiveDeliveryStatus,
  undeliveredSuppliers,
} from './deliveries-of-deal.ts';
export {
  type DealRow,
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
export { toDealOrder, toDealSummary } from './views.ts';
