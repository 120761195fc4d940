import type { catalogue, TCallReply } from '@agrolease/contracts';
import { CATALOGUE_PAGE_SIZE } from '@agrolease/contracts/catalogue';
import type { Database } from '@agrolease/db';
import {
  type ChosenFilter,
  computeFacets,
  countRu,
  type Facet,
  formatNumberRu,
  formatRoubles,
  pageCount,
  pageOffset,
  parseChosenFilters,
  pluralRu,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import {
  type CatalogueIndex,
  type FilterPageRow,
  getCatalogueIndex,
  type IndexedCategory,
  type IndexedProduct,
  productsIn,
} from './catalogue-index.ts';
import { toCatalogItems } from './product-cards.ts';
import { findNomenclatureBanners, findPageBanners } from './queries.ts';
import { searchIds } from './search.ts';

type Query = NonNullable<typeof catalogue.catalogV2.query>['_zod']['output'];
type Reply = TCallReply<typeof catalogue.catalogV2>;

export const DEFAULT_TITLE = 'Каталог техники';
const DEFAULT_PAGE_LINKS = 5;
const OFFERS_PER_BLOCK = 4;
const SELLERS_SHOWN = 10;

export function categoryNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Категория не найдена');
}

export interface ResolvedPlace {
  category?: IndexedCategory;
  /** The category products come from: the subcategory when one is given. */
  scope?: IndexedCategory;
  filterPage?: FilterPageRow;
}

/** Reads category / subcategory aliases and id_product_filter: an unknown one is a 404. */
export function resolvePlace(
  index: CatalogueIndex,
  input: { category?: string; subcategory?: string; id_product_filter?: number },
): ResolvedPlace {
  const place: ResolvedPlace = {};
  if (input.category) {
    place.category = index.categoryByUri.get(input.category);
    if (!place.category) throw categoryNotFound();
    place.scope = place.category;
  }
  if (input.subcategory) {
    if (!place.category) throw categoryNotFound();
    const sub = index.categoryByUri.get(input.subcategory);
    if (sub && sub.parentId === place.category.id) {
      place.scope = sub;
    } else {
      const page = index.filterPages.find(
        (row) =>
          row.alias === input.subcategory && place.category?.selfAndDescendants.includes(row.categoryId),
      );
      if (!page) throw categoryNotFound();
      place.filterPage = page;
      place.scope = index.categoryById.get(page.categoryId);
    }
  }
  if (input.id_product_filter !== undefined && !place.filterPage) {
    const page = index.filterPages.find((row) => row.id === input.id_product_filter);
    if (!page || (place.scope && !place.scope.selfAndDescendants.includes(page.categoryId))) {
      throw new AppError('NOT_FOUND', 'Подборка не найдена');
    }
    place.filterPage = page;
    place.scope = index.categoryById.get(page.categoryId);
    place.category ??= place.scope;
  }
  return place;
}

function sortProducts(
  products: IndexedProduct[],
  sort: Query['sort'],
  by: 'asc' | 'desc',
  relevance?: Map<number, number>,
) {
  const sign = by === 'asc' ? 1 : -1;
  const key: (product: IndexedProduct) => number =
    sort === 'price'
      ? (product) => product.price
      : sort === 'year'
        ? (product) => product.year
        : sort === 'title'
          ? (product) => product.rank.title
          : relevance
            ? (product) => relevance.get(product.id) ?? 0
            : (product) => product.rank.popular;
  return products.sort((a, b) => sign * (key(a) - key(b)) || a.id - b.id);
}

const SORT_OPTIONS = [
  { title: 'По популярности', sort: 'popular', by: 'desc' },
  { title: 'Сначала дешевле', sort: 'price', by: 'asc' },
  { title: 'Сначала дороже', sort: 'price', by: 'desc' },
  { title: 'Сначала новые', sort: 'year', by: 'desc' },
  { title: 'По названию', sort: 'title', by: 'asc' },
] as const;

export function paginator(page: number, pages: number, window: number) {
  const half = Math.floor(window / 2);
  const first = Math.max(1, Math.min(page - half, pages - window + 1));
  const last = Math.min(pages, first + window - 1);
  const items = [];
  for (let number = first; number <= last; number++) items.push({ page: number, current: number === page });
  return { items, pages, nPaginator: window };
}

function toFilterField(facet: Facet): Reply['filterData'][number] {
  const base = { field: facet.field, title: facet.title, unit: facet.unit, type: facet.kind };
  if (facet.kind === 'range')
    return { ...base, min: facet.min, max: facet.max, from: facet.from, to: facet.to, count: facet.count };
  if (facet.kind === 'select') return { ...base, options: facet.options };
  return { ...base, count: facet.count, checked: facet.checked };
}

function mergeFilters(preset: ChosenFilter[], chosen: ChosenFilter[]): ChosenFilter[] {
  const fields = new Set(chosen.map((filter) => filter.field));
  return [...preset.filter((filter) => !fields.has(filter.field)), ...chosen];
}

function childrenOf(index: CatalogueIndex, parentId: number | null) {
  return index.categories.filter((category) => category.parentId === parentId);
}

/**
 * The whole reply is a function of the catalogue generation and the input (banners bump the
 * generation too), so repeated pages are answered from the cache.
 */
export async function getCatalogV2(db: Database, cache: CatalogueCache, input: Query): Promise<Reply> {
  const index = await getCatalogueIndex(db);
  // Frozen: the same reply object serves every request of this generation (http/reply-serializer.ts).
  return cache.getOrCompute(`v${index.generation}:catalogV2:${JSON.stringify(input)}`, async () =>
    Object.freeze(await buildCatalogV2(db, cache, index, input)),
  );
}

async function buildCatalogV2(
  db: Database,
  cache: CatalogueCache,
  index: CatalogueIndex,
  input: Query,
): Promise<Reply> {
  const place = resolvePlace(index, input);
  const scope = place.scope;
  const pool = productsIn(index, scope);
  const definitions = index.definitions;

  const preset = place.filterPage ? parseChosenFilters(place.filterPage.filter, definitions).filters : [];
  const parsed = parseChosenFilters(input.catalog?.filter, definitions);
  if (parsed.problems.length > 0) {
    throw new AppError('VALIDATION', parsed.problems[0]?.error ?? 'Неверный фильтр', {
      fieldErrors: parsed.problems,
    });
  }
  const chosen = mergeFilters(preset, parsed.filters);
  const q = (input.q ?? '').trim();
  const hits = q ? await searchIds(db, cache, index, q) : undefined;
  const relevance = hits ? new Map(hits.map((id, position) => [id, hits.length - position])) : undefined;

  const by = input.by ?? 'desc';
  const sort = input.sort ?? 'popular';
  // Facets and the sorted result of one (scope, search, filters, sort) are computed once per
  // catalogue generation and shared (memory, and Redis when configured).
  const resultKey = `v${index.generation}:result:${scope?.id ?? 0}:${sort}:${by}:${q}:${JSON.stringify(chosen)}`;
  const result = await cache.getOrCompute(resultKey, () => {
    const candidates = relevance ? pool.filter((product) => relevance.has(product.id)) : pool;
    const { matched, facets } = computeFacets(candidates, definitions, chosen);
    sortProducts(matched, sort, by, relevance);
    return { ids: matched.map((product) => product.id), facets: facets.map(toFilterField) };
  });
  const matched = result.ids
    .map((id) => index.productById.get(id))
    .filter((product): product is IndexedProduct => product !== undefined);

  const page = input.page ?? 1;
  const pages = pageCount(matched.length, CATALOGUE_PAGE_SIZE);
  const start = pageOffset(page, CATALOGUE_PAGE_SIZE);
  const pageItems = matched.slice(start, start + CATALOGUE_PAGE_SIZE);

  const listLevel =
    place.scope && place.scope.parentId !== null ? place.scope.parentId : (place.category?.id ?? null);
  const categories = childrenOf(index, listLevel).map((category) => ({
    id: category.id,
    title: category.title,
    uri: category.uri,
    url: category.url,
    count: productsIn(index, category).length,
    active: category.id === scope?.id,
  }));

  const sellerCounts = new Map<number, number>();
  for (const product of pool)
    sellerCounts.set(product.supplierId, (sellerCounts.get(product.supplierId) ?? 0) + 1);
  const sellers = [...sellerCounts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, SELLERS_SHOWN)
    .map(([id, count]) => ({ id, title: index.suppliers.get(id)?.title ?? '', count }));

  const offers = (flag: 'isMonthlyOffer' | 'isSpecialOffer' | 'isBuyNow') =>
    toCatalogItems(
      index,
      pool
        .filter((product) => product[flag])
        .sort((a, b) => b.rank.popular - a.rank.popular)
        .slice(0, OFFERS_PER_BLOCK),
    );

  const [pageBanners, sectionBanners] = await Promise.all([
    findPageBanners(db, 'catalog'),
    findNomenclatureBanners(db, place.category ? [place.category.id, ...(scope ? [scope.id] : [])] : []),
  ]);

  const title = place.filterPage?.h1 ?? scope?.title ?? DEFAULT_TITLE;
  const minPrice = pool.reduce((min, product) => Math.min(min, product.price), Number.POSITIVE_INFINITY);
  const count = pool.length;
  const text =
    count > 0
      ? `В каталоге ${countRu(count, ['предложение', 'предложения', 'предложений'])} от ${formatNumberRu(sellerCounts.size)} ${pluralRu(sellerCounts.size, ['поставщика', 'поставщиков', 'поставщиков'])}, цены от ${formatRoubles(minPrice)}. Любую технику можно взять в лизинг: аванс от 0 %, срок до 7 лет.`
      : 'Техника этого раздела скоро появится в каталоге.';
  const description =
    place.filterPage?.description || scope?.description || place.category?.description || '';
  const canonical = place.filterPage?.friendlyUrl ?? scope?.url ?? '/catalog/';

  return {
    categories,
    filterData: result.facets,
    catalogItems: toCatalogItems(index, pageItems),
    sortData: SORT_OPTIONS.map((option) => ({ ...option, active: option.sort === sort && option.by === by })),
    paginatorData: {
      paginator: paginator(page, pages, input.nPaginator ?? DEFAULT_PAGE_LINKS),
      totalItems: matched.length,
      pageSize: CATALOGUE_PAGE_SIZE,
    },
    countCollection: matched.length,
    categoryText: { title, description, text },
    monthly: offers('isMonthlyOffer'),
    special: offers('isSpecialOffer'),
    buyNow: offers('isBuyNow'),
    sellers,
    pageProperties: {
      h1: q ? `Результаты поиска: «${q}»` : title,
      meta_title:
        place.filterPage?.title ?? (scope ? `${scope.title} в лизинг` : 'Каталог сельхозтехники в лизинг'),
      meta_description:
        description ||
        'Каталог сельскохозяйственной техники в лизинг: тракторы, комбайны, сеялки и другая техника.',
      canonical,
      category: place.category?.uri ?? null,
      subcategory: scope && scope.id !== place.category?.id ? scope.uri : null,
      id_product_filter: place.filterPage?.id ?? null,
      q,
      breadcrumbs: [
        ...(place.category ? [{ title: place.category.title, url: place.category.url }] : []),
        ...(scope && scope.id !== place.category?.id ? [{ title: scope.title, url: scope.url }] : []),
        ...(place.filterPage ? [{ title: place.filterPage.title, url: place.filterPage.friendlyUrl }] : []),
      ],
    },
    banners: [...sectionBanners, ...pageBanners],
    notFound: matched.length === 0,
  };
}
