/**
 * The deal wizard (spec 1 §4, decisions 0064, 0095, 0101): the use cases (use-cases/, one a
 * file) answer the wizard's methods on the deal's conditions, signing mode and documents.
 */
export { conditionBasisOf, type DealConditionBasis, dealTermsOf, termsOnBasis } from './conditions.ts';
export type { DealDeps, DealWizardInput } from './deal-memory.ts';
export { commissionDocuments } from './use-cases/commission-documents.ts';
export { dealWizard, dealWizardFor } from './use-cases/deal-wizard.ts';
export { dealShippingCost, shippingCostOf } from './use-cases/shipping-cost.ts';
export { clientDealSide, type DealWizardSide } from './wizard-side.ts';
