/**
 * The plain values of the supplier reviews, apart from their schemas so that the browser's code
 * (the client's deal page with its review form) uses them without shipping Zod (issue 36,
 * decision 0186; supplier-reviews.ts re-exports them).
 */
export const REVIEWS_PAGE = '/cabinet/v2/supplier/products/reviews';
export const REVIEWS_PAGE_SIZE = 20;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
