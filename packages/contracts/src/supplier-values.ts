/**
 * The plain values of the supplier's nomenclature, apart from its schemas so that the pages' code
 * (the products' tabs, the breadcrumbs) uses them in the browser without shipping Zod (issue 36,
 * decision 0186; supplier.ts re-exports them).
 */
export const NOMENCLATURE_PAGE = '/cabinet/v2/supplier/products/nomenclature';
export const PRICE_LEVEL_PAGE = '/cabinet/v2/supplier/products/pricelevel';
export const SUPPLIER_PRODUCTS_REPORT_PATH = '/SupplierCRMProducts/Report';
export const SUPPLIER_PRODUCTS_PAGE_SIZE = 20;
