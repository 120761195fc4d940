/**
 * The public face of the cabinet module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { loadSnapshot, paymentItems } from './account-snapshot.ts';
export { accountOrders, accountPayments, findOwnOrder, productsOfApplications } from './queries.ts';
export { dashboardMessages } from './service.ts';
