/**
 * The public face of the catalogue module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { applyProductCard } from './apply-product-card.ts';
export { categoryCardFields, createCatalogueProduct, leafCategories } from './new-product.ts';
export { formatValue } from './product-cards.ts';
export { productReviewOf, productReviewsQuery, publicProductReviews } from './product-reviews.ts';
export { findCategoryRows, findPriceLevels, searchProductIds } from './queries.ts';
