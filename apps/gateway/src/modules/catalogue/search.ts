import type { catalogue, TCallReply } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import type { CatalogueCache } from './catalogue-cache.ts';
import { type CatalogueIndex, getCatalogueIndex, type IndexedProduct } from './catalogue-index.ts';
import { productUrl } from './product-cards.ts';
import { searchProductIds } from './queries.ts';

/** Most hits a search keeps (relevance order); enough for any page anyone reads. */
const SEARCH_LIMIT = 2000;
const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_CATEGORIES = 4;
/** Shorter input gives no suggestions: two letters match half the catalogue. */
export const SUGGEST_MIN_LENGTH = 2;

/** Lower case, ё as е, single spaces: one cache entry for what reads as the same query. */
export function normaliseQuery(query: string): string {
  return query.toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();
}

/**
 * How exactly a machine's own name answers the (normalised) query: 3 when the query is its
 * title, 2 its brand and model, 1 when its model is one of the query's words, else 0.
 */
export function nameMatch(
  product: Pick<IndexedProduct, 'title' | 'brand' | 'model'>,
  normalised: string,
): number {
  if (normaliseQuery(product.title) === normalised) return 3;
  const model = normaliseQuery(product.model);
  if (!model) return 0;
  if (normaliseQuery(`${product.brand} ${model}`) === normalised) return 2;
  return ` ${normalised} `.includes(` ${model} `) ? 1 : 0;
}

/**
 * Product ids for a search, best first: machines named exactly by the query (its title, brand
 * and model, or model), then full-text and trigram hits (issue 39).
 */
export function searchIds(
  db: Database,
  cache: CatalogueCache,
  index: CatalogueIndex,
  query: string,
): Promise<number[]> {
  const normalised = normaliseQuery(query);
  return cache.getOrCompute(`v${index.generation}:search:${normalised}`, async () => {
    const named = index.products
      .map((product) => ({ id: product.id, match: nameMatch(product, normalised) }))
      .filter((entry) => entry.match > 0)
      .sort((a, b) => b.match - a.match || a.id - b.id)
      .map((entry) => entry.id);
    const exact = new Set(named);
    const hits = await searchProductIds(db, normalised, SEARCH_LIMIT);
    return [...named, ...hits.filter((id) => !exact.has(id))].slice(0, SEARCH_LIMIT);
  });
}

type SuggestReply = TCallReply<typeof catalogue.catalogSearchSuggestions>;

/**
 * Header search suggestions: categories whose title contains the words typed, then the
 * categories of the best hits, and the best products (full-text and trigram search).
 */
export async function getSuggestions(
  db: Database,
  cache: CatalogueCache,
  query: string,
): Promise<SuggestReply> {
  const normalised = normaliseQuery(query);
  const searchUrl = `/catalog/?q=${encodeURIComponent(query.trim())}`;
  if (normalised.length < SUGGEST_MIN_LENGTH)
    return { query: query.trim(), categories: [], items: [], searchUrl };
  const index = await getCatalogueIndex(db);
  return cache.getOrCompute(`v${index.generation}:suggest:${normalised}`, async () => {
    const hits = await searchIds(db, cache, index, normalised);
    const words = normalised.split(' ');
    const counts = new Map<number, number>();
    for (const id of hits) {
      const product = index.productById.get(id);
      if (product) counts.set(product.categoryId, (counts.get(product.categoryId) ?? 0) + 1);
    }
    const byTitle = index.categories.filter((category) => {
      const title = normaliseQuery(category.title);
      return words.every((word) => title.includes(word));
    });
    const byHits = [...counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([id]) => index.categoryById.get(id))
      .filter((category) => category !== undefined);
    const categories = [...new Set([...byTitle, ...byHits])]
      .slice(0, SUGGESTED_CATEGORIES)
      .map((category) => ({
        title: category.title,
        url: category.url,
        count:
          counts.get(category.id) ??
          category.selfAndDescendants.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0),
      }));
    const items = hits.slice(0, SUGGESTED_PRODUCTS).flatMap((id) => {
      const product = index.productById.get(id);
      return product
        ? [{ id, title: product.title, url: productUrl(id), image: product.image, price: product.price }]
        : [];
    });
    return Object.freeze({ query: query.trim(), categories, items, searchUrl });
  });
}
