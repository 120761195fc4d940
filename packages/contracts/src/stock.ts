import { z } from 'zod';
import { defineCall } from './call.ts';
import {
  ZId,
  ZOptionalAlias,
  ZOptionalRegion,
  ZPaginatorData,
  ZPagingQuery,
  ZSortDirection,
} from './paging.ts';

/** Machinery in stock at a warehouse, ready for immediate lease (docs/decisions/0032). */
export const ZStockCard = z.object({
  id: z.number().int().describe('Stock item id: /stock/{id}/'),
  id_product: z.number().int(),
  title: z.string(),
  url: z.string(),
  product_url: z.string().describe('/catalog/item/{id_product}/'),
  image: z.string(),
  price: z.number().int(),
  year: z.number().int(),
  supplier: z.string(),
  category: z.object({ title: z.string(), uri: z.string() }),
  city: z.string(),
  region: z.string(),
  quantity: z.number().int(),
  ready_date: z.string().describe('yyyy-MM-dd'),
  is_ready: z.boolean().describe('Ready date today or earlier'),
});
export type TStockCard = z.infer<typeof ZStockCard>;

export const STOCK_SORTS = ['ready', 'price', 'year'] as const;

export const stockCatalog = defineCall({
  method: 'GET',
  path: '/v2/StockCatalog',
  access: 'public',
  group: 'stock',
  summary: 'Machinery in stock: filters by top category and region, ready-now flag, sort and paging',
  query: ZPagingQuery.extend({
    category: ZOptionalAlias,
    region: ZOptionalRegion,
    ready: z.enum(['0', '1'], { error: 'ready: 0 или 1' }).optional().describe('1: only items ready today'),
    sort: z.enum(STOCK_SORTS, { error: 'Сортировка: ready, price или year' }).default('ready'),
    by: ZSortDirection.default('asc'),
  }),
  reply: z.object({
    items: z.array(ZStockCard),
    filterData: z.object({
      categories: z.array(z.object({ title: z.string(), uri: z.string(), count: z.number().int() })),
      regions: z.array(z.object({ fias_id: z.string(), title: z.string(), count: z.number().int() })),
    }),
    paginatorData: ZPaginatorData,
    countCollection: z.number().int(),
  }),
});

export const stockCatalogProduct = defineCall({
  method: 'GET',
  path: '/StockCatalogProduct',
  access: 'public',
  group: 'stock',
  summary: 'One stock item: the product, its characteristics and price levels, the warehouse',
  query: ZId,
  reply: ZStockCard.extend({
    description: z.string(),
    brand: z.string(),
    model: z.string(),
    address: z.string(),
    region_fias_id: z.string(),
    supplier_id: z.number().int(),
    characteristics: z.array(z.object({ title: z.string(), value: z.string() })),
    CRMPrices: z.array(z.object({ id: z.number().int(), title: z.string(), value: z.number().int() })),
  }),
});
