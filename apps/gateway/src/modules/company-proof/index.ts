/**
 * The public face of the company-proof module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { tellCompanyOfClaim } from './claims.ts';
export { type DetachedClaimant, proveCompany, tellAboutDetached } from './prove-company.ts';
export { requireCompanyProven } from './require-company.ts';
