/**
 * The plain values of the supplier's reports, apart from their schemas so that the pages' code
 * (the reports' tabs, the check lists' kinds) uses them in the browser without shipping Zod
 * (issue 36, decision 0186; supplier-reports.ts re-exports them).
 */
/** The values of packages/domain supplier-check-lists.ts (contracts do not import the domain). */
export const CHECK_LIST_KINDS = ['presale', 'shipment', 'commissioning', 'other'] as const;

export const REPORTS_PAGE = '/cabinet/v2/supplier/reports';
export const CHECK_LISTS_PAGE = '/cabinet/v2/supplier/reports/checklists';
export const SPECIAL_REPORT_PAGE = '/cabinet/v2/supplier/reports/special';
export const SPECIAL_REPORT_XLSX_PATH = '/SupplierSpecialReport/Report';
export const CHECK_LISTS_PAGE_SIZE = 20;
