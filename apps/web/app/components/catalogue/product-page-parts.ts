/*
 * The product page's parts that are hydrated after its first load (decision 0135), gathered in
 * one module so that the page imports them once: one chunk request and one list of its
 * dependencies in the page's own code, rather than one per part. The characteristics and the
 * reviews are not here: the page keeps their server HTML and imports each on its own only when it
 * must render it (decision 0186).
 */
export { ProductLeaseEstimate } from '../calculator/product-lease-estimate';
export { ShareLinks } from '../share/share-links';
export { ProductGrid } from './product-grid';
export { ProductPriceLevels } from './product-price-levels';
export { ViewedProducts } from './viewed-products';
