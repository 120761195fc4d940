/**
 * The plain values of the supplier's leads, special offers and consultants, apart from their
 * schemas so that the pages' code (the products' tabs, the leads' states) uses them in the browser
 * without shipping Zod (issue 36, decision 0186; supplier-leads.ts re-exports them).
 */
/** The values of packages/domain supplier-leads.ts (contracts do not import the domain). */
export const LEAD_STATES = ['new', 'in_work', 'closed'] as const;
export const LEAD_SOURCES = ['cart', 'application', 'callback'] as const;
export const SPECIAL_OFFER_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;

export const INTERESTS_PAGE = '/cabinet/v2/supplier/products/interests';
export const OFFERS_PAGE = '/cabinet/v2/supplier/products/offers';
export const CONSULTANT_PAGE = '/cabinet/v2/supplier/products/consultant';
export const BACKOFFICE_OFFERS_PAGE = '/backoffice/supplier-offers';
export const LEADS_PAGE_SIZE = 20;
export const OFFERS_PAGE_SIZE = 20;
