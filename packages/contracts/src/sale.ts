import { z } from 'zod';
import { defineCall } from './call.ts';
import {
  idList,
  optionalInt,
  ZId,
  ZOptionalAlias,
  ZOptionalRegion,
  ZPaginatorData,
  ZPagingQuery,
  ZSortDirection,
} from './paging.ts';

export const SALE_CONDITIONS = ['excellent', 'good', 'fair', 'repair'] as const;
export const ZSaleCondition = z.enum(SALE_CONDITIONS);

/** A lot in a sale grid (docs/decisions/0030). */
export const ZSaleCard = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string().describe('/sale/{id}/'),
  image: z.string(),
  price: z.number().int().describe('Roubles'),
  old_price: z.number().int().nullable().describe('Price before a markdown, when the lot is a special offer'),
  year: z.number().int(),
  city: z.string(),
  region: z.string(),
  category: z.object({ title: z.string(), uri: z.string() }),
  condition: ZSaleCondition,
  condition_title: z.string(),
  mileage_km: z.number().int().nullable(),
  engine_hours: z.number().int().nullable(),
  listed_on: z.string().describe('yyyy-MM-dd'),
});
export type TSaleCard = z.infer<typeof ZSaleCard>;

export const SALE_SORTS = ['date', 'price', 'year'] as const;

/** Query of both sale grids: filters by category alias, region, year and price ranges; sort; paging. */
export const ZSaleCatalogQuery = ZPagingQuery.extend({
  category: ZOptionalAlias,
  region: ZOptionalRegion,
  year_from: optionalInt('Год выпуска — число от 1950 до 2100', 1950, 2100),
  year_to: optionalInt('Год выпуска — число от 1950 до 2100', 1950, 2100),
  price_from: optionalInt('Цена — неотрицательное число рублей'),
  price_to: optionalInt('Цена — неотрицательное число рублей'),
  /** Only these lots (the favourites page): "1,2,3", at most 50. */
  ids: idList(50, 'Список лотов: до 50 номеров через запятую').optional(),
  sort: z.enum(SALE_SORTS, { error: 'Сортировка: date, price или year' }).default('date'),
  by: ZSortDirection.default('desc'),
});
export type TSaleCatalogQuery = z.output<typeof ZSaleCatalogQuery>;

export const ZSaleCategoryCount = z.object({
  id: z.number().int(),
  title: z.string(),
  uri: z.string(),
  url: z.string().describe('/sale/catalog/{uri}/'),
  count: z.number().int(),
  image: z.string(),
});

export const ZSaleFilterData = z.object({
  categories: z.array(ZSaleCategoryCount),
  regions: z.array(z.object({ fias_id: z.string(), title: z.string(), count: z.number().int() })),
  year: z.object({ min: z.number().int(), max: z.number().int() }),
  price: z.object({ min: z.number().int(), max: z.number().int() }),
});

const ZCategoryText = z.object({ title: z.string(), description: z.string(), text: z.string() });

/** The used-property catalogue page data (spec 1 §2 "Catalogue pages"). */
export const saleCatalogV2 = defineCall({
  method: 'GET',
  path: '/SaleCatalogV2',
  access: 'public',
  group: 'sale',
  summary: 'Used-property catalogue page: lots, filters with counts, sort, paging and category texts',
  query: ZSaleCatalogQuery,
  reply: z.object({
    items: z.array(ZSaleCard),
    filterData: ZSaleFilterData,
    sortData: z.array(z.object({ sort: z.enum(SALE_SORTS), by: ZSortDirection, title: z.string() })),
    paginatorData: ZPaginatorData,
    countCollection: z.number().int().describe('Lots matching the filters'),
    categoryText: ZCategoryText,
  }),
});

/** The plain grid of lots, for "show more" and other lists (docs/decisions/0030). */
export const saleCatalog = defineCall({
  method: 'GET',
  path: '/v2/SaleCatalog',
  access: 'public',
  group: 'sale',
  summary: 'Used-property lots as a plain grid: items, count_collection, page, items_pp',
  query: ZSaleCatalogQuery,
  reply: z.object({
    items: z.array(ZSaleCard),
    count_collection: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    items_pp: z.number().int(),
  }),
});

export const getSaleRequisites = defineCall({
  method: 'GET',
  path: '/GetSaleRequisites',
  access: 'public',
  group: 'sale',
  summary: "The seller's bank requisites for paying for a lot",
  query: z.object({}),
  reply: z.object({
    title: z.string(),
    inn: z.string(),
    kpp: z.string(),
    ogrn: z.string(),
    address: z.string(),
    bank: z.string(),
    bik: z.string(),
    account: z.string(),
    correspondent_account: z.string(),
    purpose: z.string().describe('Payment purpose template; {code} is the lot inventory number'),
  }),
});

export const getSaleTexts = defineCall({
  method: 'GET',
  path: '/GetSaleTexts',
  access: 'public',
  group: 'sale',
  summary: 'How the sale of used property works',
  query: z.object({}),
  reply: z.object({
    title: z.string(),
    description: z.string(),
    steps: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
});

export const ZSaleDocument = z.object({ title: z.string(), url: z.string(), mimeType: z.string() });

export const getSaleDocuments = defineCall({
  method: 'GET',
  path: '/GetSaleDocuments',
  access: 'public',
  group: 'sale',
  summary: 'Documents of the sale: rules, contract and application forms',
  query: z.object({}),
  reply: z.object({ items: z.array(ZSaleDocument) }),
});

export const getSaleSpecialOfferProducts = defineCall({
  method: 'GET',
  path: '/GetSaleSpecialOfferProducts',
  access: 'public',
  group: 'sale',
  summary: 'Marked-down lots, biggest markdown first',
  query: z.object({ limit: optionalInt('Количество от 1 до 50', 1, 50) }),
  reply: z.object({ items: z.array(ZSaleCard) }),
});

export const getSaleSubcategories = defineCall({
  method: 'GET',
  path: '/GetSaleSubcategories',
  access: 'public',
  group: 'sale',
  summary: 'Categories of the used-property sale with the number of lots in each',
  query: z.object({}),
  reply: z.object({ items: z.array(ZSaleCategoryCount) }),
});

export const ZSaleLot = ZSaleCard.extend({
  description: z.string(),
  brand: z.string(),
  model: z.string(),
  inventory_number: z.string(),
  address: z.string(),
  region_fias_id: z.string(),
  gallery: z.array(z.object({ src: z.string(), title: z.string() })),
  characteristics: z.array(z.object({ title: z.string(), value: z.string() })),
  documents: z.array(ZSaleDocument),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
});
export type TSaleLot = z.infer<typeof ZSaleLot>;

export const saleCatalogProduct = defineCall({
  method: 'GET',
  path: '/SaleCatalogProduct',
  access: 'public',
  group: 'sale',
  summary: 'One lot: gallery, characteristics, condition, location, price, documents and contact',
  query: ZId,
  reply: ZSaleLot,
});

export const getSimilarSaleProduct = defineCall({
  method: 'GET',
  path: '/GetSimilarSaleProduct',
  access: 'public',
  group: 'sale',
  summary: 'Lots of the same category closest in price to the given one',
  query: ZId,
  reply: z.object({ items: z.array(ZSaleCard) }),
});

const ZUri = z.object({
  uri: z
    .string({ error: 'Не указан адрес категории' })
    .trim()
    .min(1, 'Не указан адрес категории')
    .max(200)
    .transform((value) => value.replace(/^\/+|\/+$/g, '').replace(/^sale\/catalog\//, '')),
});

export const getSaleCatalogParamsByAlias = defineCall({
  method: 'GET',
  path: '/GetSaleCatalogParamsByAlias',
  access: 'public',
  group: 'sale',
  summary: 'Category of the sale behind an alias: id, title, h1 and meta texts',
  query: ZUri,
  reply: z.object({
    id: z.number().int(),
    uri: z.string(),
    title: z.string(),
    h1: z.string(),
    meta: z.object({ title: z.string(), description: z.string() }),
  }),
});

export const checkSaleCatalogAliasExists = defineCall({
  method: 'GET',
  path: '/CheckSaleCatalogAliasExists',
  access: 'public',
  group: 'sale',
  summary: 'Whether an alias names a category of the sale',
  query: ZUri,
  reply: z.object({ exists: z.boolean() }),
});
