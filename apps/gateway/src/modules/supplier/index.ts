/**
 * The public face of the supplier module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { dealCheckLists } from './check-lists.ts';
export { publicDocumentsOf, storesOf } from './content.ts';
export { supplierSubscriptions } from './subscriptions.ts';
export { supplierAnswersOf } from './supplier-complaints.ts';
