/**
 * The public face of the application module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { type ApplicationRow, findOwnApplication, submitApplication } from './lifecycle.ts';
export {
  applicationWizard,
  getShippingCost,
  setProducts,
  shippingOfApplication,
  startDraftFor,
  unsetProducts,
} from './service.ts';
export { applicationSubscriptions } from './subscriptions.ts';
