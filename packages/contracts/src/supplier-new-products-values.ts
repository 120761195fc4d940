/**
 * The new product card's page, apart from the card's schemas so that the nomenclature's link to it
 * does not ship Zod (issue 36, decision 0186; supplier-new-products.ts re-exports it).
 */
export const NEW_PRODUCT_PAGE = '/cabinet/v2/supplier/products/new';
