import type { CallDef, catalogue, TCallReply } from '@agrolease/contracts';
import { CATALOGUE_PROMO_PAGE_SIZE } from '@agrolease/contracts/catalogue';
import type { Database } from '@agrolease/db';
import { pageCount, pageOffset, specialOfferRuns } from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import { categoryNotFound, DEFAULT_TITLE, paginator, resolvePlace } from './catalog-v2.ts';
import {
  type CatalogueIndex,
  getCatalogueIndex,
  type IndexedProduct,
  productsIn,
} from './catalogue-index.ts';
import { findProductPhotoIds, productPhotoUrl } from './new-product.ts';
import {
  formatValue,
  productMonthlyPayment,
  productUrl,
  toCatalogItem,
  toCatalogItems,
} from './product-cards.ts';
import { publicProductReviews } from './product-reviews.ts';
import {
  findNomenclatureBanners,
  findPageBanners,
  findPriceLevels,
  findProductConsultant,
  findProductDescription,
  findViewedProductIds,
  recordView,
} from './queries.ts';

type Calls = typeof catalogue;
type Reply<K extends keyof Calls> = Calls[K] extends CallDef ? TCallReply<Calls[K]> : never;

/** Splits "/catalog/{category}/{subcategory}/" (or a bare alias) into its aliases. */
export function aliasesOf(uri: string): { category?: string; subcategory?: string } | null {
  const path = uri.split(/[?#]/)[0] ?? '';
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'catalog') parts.shift();
  if (parts.length > 2 || parts.some((part) => !/^[a-z0-9-]+$/.test(part))) return null;
  return { category: parts[0], subcategory: parts[1] };
}

export async function getCatalogParamsByAlias(
  db: Database,
  uri: string,
): Promise<Reply<'getCatalogParamsByAlias'>> {
  const index = await getCatalogueIndex(db);
  const aliases = aliasesOf(uri);
  if (!aliases) throw categoryNotFound();
  if (!aliases.category) {
    return {
      uri: '/catalog/',
      type: 'catalog',
      category: null,
      subcategory: null,
      id_product_filter: null,
      h1: DEFAULT_TITLE,
      title: DEFAULT_TITLE,
      description: 'Сельскохозяйственная техника в лизинг от проверенных поставщиков.',
    };
  }
  const place = resolvePlace(index, aliases);
  const scope = place.scope;
  if (!scope || !place.category) throw categoryNotFound();
  if (place.filterPage) {
    return {
      uri: place.filterPage.friendlyUrl,
      type: 'filter',
      category: place.category.uri,
      subcategory: null,
      id_product_filter: place.filterPage.id,
      h1: place.filterPage.h1,
      title: place.filterPage.title,
      description: place.filterPage.description,
    };
  }
  const isSub = scope.id !== place.category.id;
  return {
    uri: scope.url,
    type: isSub ? 'subcategory' : 'category',
    category: place.category.uri,
    subcategory: isSub ? scope.uri : null,
    id_product_filter: null,
    h1: scope.title,
    title: scope.title,
    description: scope.description,
  };
}

export async function checkCatalogAliasExists(
  db: Database,
  uri: string,
): Promise<Reply<'checkCatalogAliasExists'>> {
  try {
    const params = await getCatalogParamsByAlias(db, uri);
    return { exists: true, type: params.type };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return { exists: false, type: null };
    throw error;
  }
}

function filterPageTree(index: CatalogueIndex, categoryIds?: readonly number[]) {
  const rows = index.filterPages.filter((row) => !categoryIds || categoryIds.includes(row.categoryId));
  const toNode = (row: (typeof rows)[number]): Reply<'getProductFilters'>['items'][number] => ({
    id_product_filter: row.id,
    title: row.title,
    friendly_url: row.friendlyUrl,
    old_url: row.oldUrl,
    category: index.categoryById.get(row.categoryId)?.uri ?? '',
    children: rows.filter((child) => child.parentId === row.id).map(toNode),
  });
  const ids = new Set(rows.map((row) => row.id));
  return rows.filter((row) => row.parentId === null || !ids.has(row.parentId)).map(toNode);
}

export async function getProductFilters(
  db: Database,
  category?: string,
): Promise<Reply<'getProductFilters'>> {
  const index = await getCatalogueIndex(db);
  const node = category ? index.categoryByUri.get(category) : undefined;
  if (category && !node) throw categoryNotFound();
  const pool = productsIn(index, node);
  const present = new Set(pool.flatMap((product) => Object.keys(product.values)));
  return {
    items: filterPageTree(index, node?.selfAndDescendants),
    fields: index.definitions
      .filter((definition) => present.has(definition.field))
      .map((definition) => ({
        field: definition.field,
        title: definition.title,
        unit: definition.unit,
        type: definition.kind,
      })),
  };
}

export async function getCatalogFilterPages(db: Database): Promise<Reply<'getCatalogFilterPages'>> {
  const index = await getCatalogueIndex(db);
  return {
    items: index.filterPages.map((row) => ({
      id_product_filter: row.id,
      title: row.title,
      h1: row.h1,
      friendly_url: row.friendlyUrl,
      old_url: row.oldUrl,
      category: index.categoryById.get(row.categoryId)?.uri ?? '',
      filter: row.filter,
    })),
  };
}

/** What comes with the machine at each price level (demo rule: richer levels add items). */
function complectOf(product: IndexedProduct, level: number) {
  const items = [
    { title: `${product.title}`, quantity: 1 },
    { title: 'Комплект ЗИП и инструмента', quantity: 1 },
    { title: 'Руководство по эксплуатации на русском языке', quantity: 1 },
  ];
  if (level >= 1) items.push({ title: 'Предпродажная подготовка и доставка до хозяйства', quantity: 1 });
  if (level >= 2) items.push({ title: 'Расширенная гарантия 36 месяцев', quantity: 1 });
  return items;
}

const SIMILAR_SHOWN = 8;

export async function getCatalogProduct(
  db: Database,
  input: { id: number; id_price?: number },
): Promise<Reply<'catalogProduct'>> {
  const index = await getCatalogueIndex(db);
  const product = index.productById.get(input.id);
  if (!product) throw new AppError('NOT_FOUND', 'Товар не найден');
  const [levels, [details], photos, consultant, reviews] = await Promise.all([
    findPriceLevels(db, product.id),
    findProductDescription(db, product.id),
    findProductPhotoIds(db, product.id),
    findProductConsultant(db, product.id),
    publicProductReviews(db, product.id),
  ]);
  const chosenIndex = Math.max(
    0,
    levels.findIndex((level) => level.id === input.id_price),
  );
  const chosen = levels[chosenIndex];
  const category = index.categoryById.get(product.categoryId);
  const parent = category?.parentId ? index.categoryById.get(category.parentId) : undefined;
  const supplier = index.suppliers.get(product.supplierId);
  const categoryRef = (node: NonNullable<typeof category>) => ({
    id: node.id,
    title: node.title,
    uri: node.uri,
    url: node.url,
  });
  const characteristics = index.definitions
    .filter((definition) => definition.field !== 'price' && product.values[definition.field] !== undefined)
    .map((definition) => ({
      code: definition.field,
      title: definition.title,
      value:
        definition.field === 'year'
          ? String(product.year)
          : formatValue(definition.kind, product.values[definition.field]),
      unit: definition.unit,
    }));
  const siblings = index.productsByCategory.get(product.categoryId) ?? [];
  const similar = siblings
    .filter((other) => other.id !== product.id)
    .sort((a, b) => Math.abs(a.price - product.price) - Math.abs(b.price - product.price) || a.id - b.id)
    .slice(0, SIMILAR_SHOWN);
  const price = chosen?.value ?? product.price;
  const top = parent ?? category;
  return {
    product: {
      id: product.id,
      title: product.title,
      brand: product.brand,
      model: product.model,
      year: product.year,
      description: details?.description ?? '',
      image: product.image,
      url: productUrl(product.id),
      gallery:
        photos.length > 0
          ? photos.map((photo) => ({ src: productPhotoUrl(photo.fileId), title: product.title }))
          : [
              { src: product.image, title: product.title },
              ...(top && `/img/catalog/${top.icon}.svg` !== product.image
                ? [{ src: `/img/catalog/${top.icon}.svg`, title: top.title }]
                : []),
            ],
      category: category ? categoryRef(category) : { id: 0, title: '', uri: '', url: '/catalog/' },
      parentCategory: parent ? categoryRef(parent) : null,
      characteristics,
      supplier: {
        id: product.supplierId,
        title: supplier?.title ?? '',
        city: supplier?.city ?? '',
        kind: supplier?.kind === 'dealer' ? 'Дилер' : 'Производитель',
        url: `/providers/${product.supplierId}/`,
      },
      CRMPrices: levels,
      id_price: chosen?.id ?? 0,
      quantity: 1,
      price,
      baseSum: price,
      complect: complectOf(product, chosenIndex),
      isMonthlyOffer: product.isMonthlyOffer,
      isSpecialOffer: product.isSpecialOffer,
      isBuyNow: product.isBuyNow,
    },
    similar: toCatalogItems(index, similar),
    consultant,
    reviews,
  };
}

const VIEWED_SHOWN = 12;

export async function getViewedProducts(
  db: Database,
  clientId: string,
  exclude?: number,
): Promise<Reply<'viewedProducts'>> {
  const [index, rows] = await Promise.all([
    getCatalogueIndex(db),
    findViewedProductIds(db, clientId, VIEWED_SHOWN + 1),
  ]);
  const items = rows
    .filter((row) => row.productId !== exclude)
    .slice(0, VIEWED_SHOWN)
    .flatMap((row) => {
      const product = index.productById.get(row.productId);
      return product ? [toCatalogItem(index, product)] : [];
    });
  return { items };
}

/** Records a view of an existing product and answers the visitor's other viewed products. */
export async function recordProductView(
  db: Database,
  clientId: string,
  productId: number,
): Promise<Reply<'recordProductView'>> {
  const index = await getCatalogueIndex(db);
  if (!index.productById.has(productId)) throw new AppError('NOT_FOUND', 'Товар не найден');
  await recordView(db, clientId, productId);
  return getViewedProducts(db, clientId, productId);
}

const OFFERS_SHOWN = 12;
type OfferFlag = 'isMonthlyOffer' | 'isSpecialOffer' | 'isBuyNow';

function offerProducts(index: CatalogueIndex, flag: OfferFlag, categoryId?: number) {
  const node = categoryId === undefined ? undefined : index.categoryById.get(categoryId);
  return productsIn(index, node)
    .filter((product) => product[flag])
    .sort((a, b) => b.rank.popular - a.rank.popular || a.id - b.id);
}

export async function getOfferProducts(db: Database, flag: OfferFlag, category?: string) {
  const index = await getCatalogueIndex(db);
  const node = category ? index.categoryByUri.get(category) : undefined;
  if (category && !node) throw categoryNotFound();
  return { items: toCatalogItems(index, offerProducts(index, flag, node?.id).slice(0, OFFERS_SHOWN)) };
}

export async function getBuyNowProducts(db: Database, categoryId?: number) {
  const index = await getCatalogueIndex(db);
  if (categoryId !== undefined && !index.categoryById.has(categoryId)) throw categoryNotFound();
  return {
    items: toCatalogItems(index, offerProducts(index, 'isBuyNow', categoryId).slice(0, OFFERS_SHOWN)),
  };
}

export async function getCatalogPromo(
  db: Database,
  input: { page?: number; items_per_page?: number },
  today: string,
): Promise<Reply<'catalogPromo'>> {
  const index = await getCatalogueIndex(db);
  const size = input.items_per_page ?? CATALOGUE_PROMO_PAGE_SIZE;
  const page = input.page ?? 1;
  // Suppliers' accepted offers running today (decision 0106): their machines join the promo list.
  const running = index.supplierOffers.filter(
    (offer) =>
      specialOfferRuns({ starts_on: offer.startsOn, ends_on: offer.endsOn }, today) &&
      index.productById.has(offer.productId),
  );
  const offered = new Set(running.map((offer) => offer.productId));
  const promo = index.products
    .filter(
      (product) =>
        product.isMonthlyOffer || product.isSpecialOffer || product.isBuyNow || offered.has(product.id),
    )
    .sort(
      (a, b) =>
        Number(offered.has(b.id)) - Number(offered.has(a.id)) ||
        b.rank.popular - a.rank.popular ||
        a.id - b.id,
    );
  const pages = pageCount(promo.length, size);
  const start = pageOffset(page, size);
  return {
    // A machine with a supplier's running offer is a special offer while it runs.
    items: toCatalogItems(index, promo.slice(start, start + size)).map((item) =>
      offered.has(item.id) ? { ...item, isSpecialOffer: true } : item,
    ),
    paginatorData: { paginator: paginator(page, pages, 5), totalItems: promo.length, pageSize: size },
    supplier_offers: running.flatMap((offer) => {
      const product = index.productById.get(offer.productId);
      if (!product) return [];
      return [
        {
          id: offer.id,
          product_id: product.id,
          title: product.title,
          url: productUrl(product.id),
          image: product.image,
          supplier: index.suppliers.get(product.supplierId)?.title ?? '',
          price: product.price,
          special_price: offer.price,
          ends_on: offer.endsOn,
          text: offer.text,
        },
      ];
    }),
  };
}

export async function compareProducts(
  db: Database,
  ids: readonly number[],
): Promise<Reply<'productCompare'>> {
  const index = await getCatalogueIndex(db);
  const found = ids.map((id) => index.productById.get(id)).filter((product) => product !== undefined);
  const missing = ids.filter((id) => !index.productById.has(id));
  const groups = new Map<number, IndexedProduct[]>();
  for (const product of found) {
    const list = groups.get(product.categoryId) ?? [];
    list.push(product);
    groups.set(product.categoryId, list);
  }
  const categories = [...groups.entries()].map(([categoryId, products]) => {
    const rows = [
      {
        code: 'brand',
        title: 'Производитель',
        unit: '',
        values: products.map((product) => product.brand),
      },
      {
        code: 'supplier',
        title: 'Поставщик',
        unit: '',
        values: products.map((product) => index.suppliers.get(product.supplierId)?.title ?? '—'),
      },
      ...index.definitions
        .filter((definition) => products.some((product) => product.values[definition.field] !== undefined))
        .map((definition) => ({
          code: definition.field,
          title: definition.title,
          unit: definition.unit,
          values: products.map((product) =>
            definition.field === 'year'
              ? String(product.year)
              : formatValue(definition.kind, product.values[definition.field]),
          ),
        })),
    ];
    return {
      id: categoryId,
      title: index.categoryById.get(categoryId)?.title ?? '',
      products: products.map((product) => ({
        id: product.id,
        title: product.title,
        url: productUrl(product.id),
        image: product.image,
        price: product.price,
        monthly_payment: productMonthlyPayment(index, product),
        supplier: index.suppliers.get(product.supplierId)?.title ?? '',
      })),
      characteristics: rows.map((row) => ({ ...row, isDifferent: new Set(row.values).size > 1 })),
    };
  });
  return { categories, missing };
}

export async function getPageBanners(db: Database, pageId: string) {
  return { items: await findPageBanners(db, pageId) };
}

export async function getNomenclatureBanners(db: Database, idPagemapper: number) {
  return { items: await findNomenclatureBanners(db, [idPagemapper]) };
}
