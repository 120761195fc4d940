import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';
import { ZMonthlyPayment } from './monthly-payment.ts';
import { idList } from './paging.ts';
import { ZProductConsultant, ZPublicSupplierOffer } from './supplier-leads.ts';
import { ZPublicReview } from './supplier-reviews.ts';

/** Catalogue page size (spec 1 §9). */
export const CATALOGUE_PAGE_SIZE = 25;
/** Catalogue promo page size (spec 2 §7). */
export const CATALOGUE_PROMO_PAGE_SIZE = 20;
/** Highest page number a catalogue call accepts; deeper pages are never linked. */
export const CATALOGUE_MAX_PAGE = 10_000;

export const CATALOGUE_SORTS = ['popular', 'price', 'year', 'title'] as const;
export const ZCatalogueSort = z.enum(CATALOGUE_SORTS);
export const ZSortDirection = z.enum(['asc', 'desc']);

const ZPage = z.coerce
  .number()
  .int('Номер страницы должен быть целым числом')
  .min(1, 'Номер страницы начинается с 1')
  .max(CATALOGUE_MAX_PAGE, `Номер страницы не больше ${CATALOGUE_MAX_PAGE}`);
const ZId = zId();
const ZAlias = z
  .string()
  .trim()
  .max(200)
  .regex(/^[a-z0-9-]*$/, 'Псевдоним раздела состоит из латинских букв, цифр и дефисов');

/** A product card of lists and grids. */
export const ZCatalogItem = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  image: z.string(),
  price: z.number().describe('Roubles, the first price level'),
  monthly_payment: ZMonthlyPayment,
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
  supplier: z.string(),
  category: z.string(),
  isMonthlyOffer: z.boolean(),
  isSpecialOffer: z.boolean(),
  isBuyNow: z.boolean(),
  features: z
    .array(z.object({ title: z.string(), value: z.string() }))
    .describe('Up to three key characteristics'),
});
export type TCatalogItem = z.infer<typeof ZCatalogItem>;

export const ZFilterOption = z.object({
  value: z.string(),
  title: z.string(),
  count: z.number().int(),
  checked: z.boolean(),
});

/** One filter of the panel with its faceted counts (given the other chosen filters). */
export const ZFilterField = z.object({
  field: z.string(),
  title: z.string(),
  unit: z.string(),
  type: z.enum(['range', 'select', 'bool']),
  min: z.number().optional(),
  max: z.number().optional(),
  from: z.number().nullable().optional(),
  to: z.number().nullable().optional(),
  count: z.number().int().optional(),
  checked: z.boolean().optional(),
  options: z.array(ZFilterOption).optional(),
});
export type TFilterField = z.infer<typeof ZFilterField>;

export const ZCatalogCategory = z.object({
  id: z.number().int(),
  title: z.string(),
  uri: z.string(),
  url: z.string(),
  count: z.number().int(),
  active: z.boolean(),
});

export const ZBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image: z.string(),
  url: z.string(),
});
export type TBanner = z.infer<typeof ZBanner>;

export const ZPaginator = z.object({
  items: z.array(z.object({ page: z.number().int(), current: z.boolean() })),
  pages: z.number().int(),
  nPaginator: z.number().int(),
});

export const ZPaginatorData = z.object({
  paginator: ZPaginator,
  totalItems: z.number().int(),
  pageSize: z.number().int(),
});

const ZFilterInput = z
  .record(z.string(), z.unknown())
  .optional()
  .describe('{form}[filter][{field}] = value, [from]/[to] for ranges, [] for several values');

export const catalogV2 = defineCall({
  method: 'GET',
  path: '/CatalogV2',
  access: 'public',
  group: 'catalogue',
  summary: 'Catalogue page: products of a category with faceted filters, sort, pagination and search',
  query: z.object({
    category: ZAlias.optional(),
    subcategory: ZAlias.optional(),
    by: ZSortDirection.optional().describe('Sort direction, descending by default'),
    sort: ZCatalogueSort.optional(),
    page: ZPage.optional(),
    nPaginator: z.coerce
      .number()
      .int()
      .min(1)
      .max(20)
      .optional()
      .describe('Page links around the current one'),
    id_product_filter: ZId.optional(),
    q: z.string().trim().max(200).optional().describe('Full-text search with typo tolerance'),
    catalog: z.object({ filter: ZFilterInput }).optional(),
  }),
  reply: z.object({
    categories: z.array(ZCatalogCategory),
    filterData: z.array(ZFilterField),
    catalogItems: z.array(ZCatalogItem),
    sortData: z.array(
      z.object({ title: z.string(), sort: ZCatalogueSort, by: ZSortDirection, active: z.boolean() }),
    ),
    paginatorData: ZPaginatorData,
    countCollection: z.number().int(),
    categoryText: z.object({ title: z.string(), description: z.string(), text: z.string() }),
    monthly: z.array(ZCatalogItem),
    special: z.array(ZCatalogItem),
    buyNow: z.array(ZCatalogItem),
    sellers: z.array(z.object({ id: z.number().int(), title: z.string(), count: z.number().int() })),
    pageProperties: z.object({
      h1: z.string(),
      meta_title: z.string(),
      meta_description: z.string(),
      canonical: z.string(),
      category: z.string().nullable(),
      subcategory: z.string().nullable(),
      id_product_filter: z.number().int().nullable(),
      q: z.string(),
      breadcrumbs: z
        .array(z.object({ title: z.string(), url: z.string() }))
        .describe('Category path of the page'),
    }),
    banners: z.array(ZBanner),
    notFound: z.boolean().describe('Nothing matches the chosen filters or search'),
  }),
});

const ZAliasParams = z.object({
  uri: z.string(),
  type: z.enum(['catalog', 'category', 'subcategory', 'filter']),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  id_product_filter: z.number().int().nullable(),
  h1: z.string(),
  title: z.string(),
  description: z.string(),
});

const ZUriQuery = z.object({ uri: z.string().trim().min(1, 'Укажите адрес раздела').max(300) });

export const getCatalogParamsByAlias = defineCall({
  method: 'GET',
  path: '/GetCatalogParamsByAlias',
  access: 'public',
  group: 'catalogue',
  summary: 'Category, subcategory or filter page behind a catalogue address, with its h1 and texts',
  query: ZUriQuery,
  reply: ZAliasParams,
});

export const checkCatalogAliasExists = defineCall({
  method: 'GET',
  path: '/CheckCatalogAliasExists',
  access: 'public',
  group: 'catalogue',
  summary: 'Whether a catalogue address names a category, subcategory or filter page',
  query: ZUriQuery,
  reply: z.object({ exists: z.boolean(), type: ZAliasParams.shape.type.nullable() }),
});

export const ZProductFilter = z.object({
  id_product_filter: z.number().int(),
  title: z.string(),
  friendly_url: z.string(),
  old_url: z.string(),
  category: z.string(),
  get children() {
    return z.array(ZProductFilter);
  },
});
export type TProductFilter = z.infer<typeof ZProductFilter>;

export const getProductFilters = defineCall({
  method: 'GET',
  path: '/GetProductFilters',
  access: 'public',
  group: 'catalogue',
  summary: 'Product filters (filter pages) as a tree, optionally of one category, with the filter fields',
  query: z.object({ category: ZAlias.optional() }),
  reply: z.object({
    items: z.array(ZProductFilter),
    fields: z.array(
      z.object({
        field: z.string(),
        title: z.string(),
        unit: z.string(),
        type: z.enum(['range', 'select', 'bool']),
      }),
    ),
  }),
});

export const getCatalogFilterPages = defineCall({
  method: 'GET',
  path: '/GetCatalogFilterPages',
  access: 'public',
  group: 'catalogue',
  summary: 'Filter landing pages of the catalogue with their friendly and old addresses',
  query: z.object({}),
  reply: z.object({
    items: z.array(
      z.object({
        id_product_filter: z.number().int(),
        title: z.string(),
        h1: z.string(),
        friendly_url: z.string(),
        old_url: z.string(),
        category: z.string(),
        filter: z.record(z.string(), z.unknown()),
      }),
    ),
  }),
});

export const ZCRMPrice = z.object({ id: z.number().int(), title: z.string(), value: z.number() });

export const ZProductDetails = z.object({
  id: z.number().int(),
  title: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
  description: z.string(),
  image: z.string(),
  url: z.string(),
  gallery: z.array(z.object({ src: z.string(), title: z.string() })),
  category: z.object({ id: z.number().int(), title: z.string(), uri: z.string(), url: z.string() }),
  parentCategory: z
    .object({ id: z.number().int(), title: z.string(), uri: z.string(), url: z.string() })
    .nullable(),
  characteristics: z.array(
    z.object({ code: z.string(), title: z.string(), value: z.string(), unit: z.string() }),
  ),
  supplier: z.object({
    id: z.number().int(),
    title: z.string(),
    city: z.string(),
    kind: z.string(),
    url: z.string(),
  }),
  CRMPrices: z.array(ZCRMPrice),
  id_price: z.number().int().describe('Chosen price level: the first by default'),
  quantity: z.number().int(),
  price: z.number(),
  baseSum: z.number(),
  complect: z.array(z.object({ title: z.string(), quantity: z.number().int() })),
  isMonthlyOffer: z.boolean(),
  isSpecialOffer: z.boolean(),
  isBuyNow: z.boolean(),
});
export type TProductDetails = z.infer<typeof ZProductDetails>;

export const catalogProduct = defineCall({
  method: 'GET',
  path: '/CatalogProduct',
  access: 'public',
  group: 'catalogue',
  summary:
    'Product card: gallery, characteristics, supplier, CRMPrices levels, complect and similar products',
  query: z.object({ id: ZId, id_price: ZId.optional() }),
  reply: z.object({
    product: ZProductDetails,
    similar: z.array(ZCatalogItem),
    consultant: ZProductConsultant.nullable().describe(
      "The supplier's consultant for the machine (decision 0106)",
    ),
    reviews: z
      .array(ZPublicReview)
      .describe("Clients' reviews of the machine with the supplier's answers, newest first (decision 0112)"),
  }),
});

export const productDelivery = defineCall({
  method: 'GET',
  path: '/ProductDelivery',
  access: 'public',
  group: 'catalogue',
  summary:
    "What delivering one machine from its supplier's region to the visitor's region costs, by the application wizard's tariff (decision 0179)",
  query: z.object({
    id: ZId,
    region_fias_id: z
      .string({ error: 'Укажите регион доставки' })
      .trim()
      .regex(/^[0-9a-f-]{36}$/i, 'Неверный регион (region_fias_id)'),
  }),
  reply: z.object({
    success: z.literal(true),
    distance: z.number().int().describe('Kilometres in a straight line between the regions'),
    cost: z.number().int().describe('Roubles, one machine: loading plus the road kilometres'),
    from_region: z.string().describe("The supplier's region"),
    to_region: z.string().describe('The delivery region'),
  }),
});

export const viewedProducts = defineCall({
  method: 'GET',
  path: '/ViewedProducts',
  access: 'client',
  group: 'catalogue',
  summary: 'Products this visitor (client id) opened, newest first',
  query: z.object({ exclude: ZId.optional() }),
  reply: z.object({ items: z.array(ZCatalogItem) }),
});

/**
 * The product page records its view from the browser (decision 0085): CatalogProduct is a GET
 * that changes nothing, so a guest's product page can be one kept copy for every guest.
 */
export const recordProductView = defineCall({
  method: 'POST',
  path: '/ViewedProducts',
  access: 'client',
  group: 'catalogue',
  summary:
    "Records that this visitor (client id) opened a product; replies the visitor's other viewed products",
  body: z.object({ id: ZId }),
  reply: z.object({ items: z.array(ZCatalogItem) }),
});

const ZOfferQuery = z.object({ category: ZAlias.optional() });
const ZItemsReply = z.object({ items: z.array(ZCatalogItem) });

export const getMonthlyOfferProducts = defineCall({
  method: 'GET',
  path: '/GetMonthlyOfferProducts',
  access: 'public',
  group: 'catalogue',
  summary: 'Offers of the month, optionally of one category',
  query: ZOfferQuery,
  reply: ZItemsReply,
});

export const getSpecialOfferProducts = defineCall({
  method: 'GET',
  path: '/GetSpecialOfferProducts',
  access: 'public',
  group: 'catalogue',
  summary: 'Special offers, optionally of one category',
  query: ZOfferQuery,
  reply: ZItemsReply,
});

export const getBuyNowProducts = defineCall({
  method: 'GET',
  path: '/GetBuyNowProducts',
  access: 'public',
  group: 'catalogue',
  summary: 'Products to buy now, optionally of one category (id_category)',
  query: z.object({ id_category: ZId.optional() }),
  reply: ZItemsReply,
});

export const catalogPromo = defineCall({
  method: 'GET',
  path: '/CatalogPromo',
  access: 'public',
  group: 'catalogue',
  summary: 'All promotional products (offers of the month, special offers, buy now), paged',
  query: z.object({
    page: ZPage.optional(),
    items_per_page: z.coerce.number().int().min(1).max(100).optional().describe('20 by default'),
  }),
  reply: z.object({
    items: z.array(ZCatalogItem),
    paginatorData: ZPaginatorData,
    supplier_offers: z
      .array(ZPublicSupplierOffer)
      .describe("Suppliers' accepted special offers running today (decision 0106), on every page"),
  }),
});

export const ZCompareProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  image: z.string(),
  price: z.number(),
  monthly_payment: ZMonthlyPayment,
  supplier: z.string(),
});

export const productCompare = defineCall({
  method: 'GET',
  path: '/v2/ProductCompare',
  access: 'client',
  group: 'catalogue',
  summary: 'Characteristics of the listed products side by side, grouped by product category',
  query: z.object({
    product_list: idList(50, 'Список товаров: до 50 номеров через запятую'),
  }),
  reply: z.object({
    categories: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        products: z.array(ZCompareProduct),
        characteristics: z.array(
          z.object({
            code: z.string(),
            title: z.string(),
            unit: z.string(),
            values: z
              .array(z.string())
              .describe('One per product, in the order of products; "—" when absent'),
            isDifferent: z.boolean(),
          }),
        ),
      }),
    ),
    missing: z.array(z.number().int()).describe('Listed ids that are not in the catalogue'),
  }),
});

export const getPageBanners = defineCall({
  method: 'GET',
  path: '/GetPageBanners',
  access: 'public',
  group: 'content',
  summary: 'Banners of a site page',
  query: z.object({ page_id: z.string().trim().min(1, 'Укажите страницу').max(100) }),
  reply: z.object({ items: z.array(ZBanner) }),
});

export const getNomenclatureBanners = defineCall({
  method: 'GET',
  path: '/GetNomenclatureBanners',
  access: 'public',
  group: 'content',
  summary: 'Banners of a catalogue section (id_pagemapper: the category id)',
  query: z.object({ id_pagemapper: ZId }),
  reply: z.object({ items: z.array(ZBanner) }),
});

export const catalogSearchSuggestions = defineCall({
  method: 'GET',
  path: '/CatalogSearchSuggestions',
  access: 'public',
  group: 'catalogue',
  summary: 'Suggestions while typing in the header search: matching categories and products, typo-tolerant',
  query: z.object({ query: z.string().trim().max(200) }),
  reply: z.object({
    query: z.string(),
    categories: z.array(z.object({ title: z.string(), url: z.string(), count: z.number().int() })),
    items: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        url: z.string(),
        image: z.string(),
        price: z.number(),
      }),
    ),
    searchUrl: z.string(),
  }),
});
