/**
 * The public face of the accreditation module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { requireAccreditedSupplier } from './guard.ts';
export { findAccreditationOfAccount } from './queries.ts';
export { accreditationItemOf } from './service.ts';
export { ensureSupplierCard } from './supplier-card.ts';
