/**
 * The application wizard (spec 1 §3–4, decision 0062): the domain decides the steps and what
 * they need; the use cases (use-cases/, one a file) load and save the draft, its machines and its
 * document, and answer with the common wizard reply. Client role only; another client's draft is
 * 404; only a draft changes (409 otherwise); every change runs in one transaction.
 */
export {
  type ApplicationDeps,
  MESSAGE_AGREEMENTS,
  MESSAGE_NOT_DRAFT,
  requireAgreements,
} from './draft.ts';
export { shippingOfApplication } from './shipping.ts';
export { applicationWizard } from './use-cases/application-wizard.ts';
export { createFromCart, startDraftFor } from './use-cases/create-draft.ts';
export { getShippingCost } from './use-cases/get-shipping-cost.ts';
export { getComplect, setProducts, unsetProducts } from './use-cases/set-machinery.ts';
