/*
 * The product page's parts that are hydrated after its first load (decision 0135), gathered in
 * one module so that the page imports them once: one chunk request and one list of its
 * dependencies in the page's own code, rather than one per part. The characteristics are kept as
 * served (decision 0186) but stay here: this chunk's stylesheets are added again when it arrives,
 * and the page's own must come after `plain`'s. The reviews are not here: the page imports them on
 * their own only when it must render them.
 */
export { ProductLeaseEstimate } from '../calculator/product-lease-estimate';
export { ShareLinks } from '../share/share-links';
export { ProductGrid } from './product-grid';
export { ProductPriceLevels } from './product-price-levels';
export { ProductSpecs } from './product-specs';
export { ViewedProducts } from './viewed-products';
