import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';
import { ZNewProductCard } from './new-product-card.ts';
import { ZQueuePageSize } from './paging.ts';

/**
 * The accredited supplier's nomenclature (issue 13; spec 2 §7 "Supplier and agent"; decision
 * 0086): its machines in the catalogue (SupplierCRMProducts and its XLSX Report), one card with
 * its price levels (the spec's CRMPrices) and description, a change sent to moderation, and the
 * manager's moderation in the back office. The spec names only SupplierCRMProducts and its
 * Report; the card, save and back-office calls are ours (decision 0086).
 */

export const NOMENCLATURE_PAGE = '/cabinet/v2/supplier/products/nomenclature';
export const PRICE_LEVEL_PAGE = '/cabinet/v2/supplier/products/pricelevel';
export const SUPPLIER_PRODUCTS_REPORT_PATH = '/SupplierCRMProducts/Report';
export const SUPPLIER_PRODUCTS_PAGE_SIZE = 20;

const ZProductId = zId('Неверный товар (id_object)');
const ZChangeId = zId('Неверное изменение (id_object)');

export const ZProductChangeStatus = z.enum(['pending', 'accepted', 'rejected']);

const ZSearchText = z
  .string()
  .trim()
  .max(200, 'Не более 200 символов')
  .default('')
  .describe('Words of the title, brand or model, or the product id');

export const ZSupplierProductsQuery = z.object({
  query: ZSearchText,
  page: z.coerce
    .number({ error: 'Номер страницы должен быть числом' })
    .int('Номер страницы должен быть целым числом')
    .min(1, 'Номер страницы начинается с 1')
    .max(10_000, 'Слишком большой номер страницы')
    .default(1),
});

export const ZPriceLevel = z.object({ id: z.number().int(), title: z.string(), value: z.number().int() });

/** The change of a card as the supplier and the manager see it. */
export const ZProductChange = z.object({
  id: z.number().int(),
  status: ZProductChangeStatus,
  status_title: z.string(),
  description: z.string(),
  prices: z.array(z.object({ id: z.number().int().nullable(), title: z.string(), value: z.number().int() })),
  manager_comment: z.string(),
  created: z.string(),
  decided: z.string().nullable(),
});
export type TProductChange = z.infer<typeof ZProductChange>;

export const ZSupplierProductItem = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  year: z.number().int(),
  price: z.number().int().describe('The first price level, roubles'),
  prices_count: z.number().int(),
  CRMPrices: z.array(ZPriceLevel).describe('The price levels the public page shows'),
  url: z.string().describe('The public product page'),
  edit_url: z.string().describe('The price-level card in the cabinet'),
  change: ZProductChange.pick({ id: true, status: true, status_title: true, manager_comment: true })
    .nullable()
    .describe('The latest change: pending, or the last decision'),
});
export type TSupplierProductItem = z.infer<typeof ZSupplierProductItem>;

export const supplierCRMProducts = defineCall({
  method: 'GET',
  path: '/SupplierCRMProducts',
  access: 'auth',
  group: 'supplier',
  summary:
    "The accredited supplier's machines in the catalogue, searchable and paged, with their moderation state",
  query: ZSupplierProductsQuery,
  reply: z.object({
    success: z.literal(true),
    company: z.string(),
    items: z.array(ZSupplierProductItem),
    count_collection: z.number().int(),
    pending: z.number().int().describe('Changes waiting for the manager'),
    new_cards: z
      .array(
        ZProductChange.pick({
          id: true,
          status: true,
          status_title: true,
          manager_comment: true,
          created: true,
        }).extend({
          title: z.string(),
          category: z.string(),
          product_url: z.string().nullable(),
          edit_url: z.string().nullable(),
        }),
      )
      .describe('New cards the supplier proposed (decision 0109), latest first'),
    page: z.number().int(),
    pages: z.number().int(),
    items_pp: z.number().int(),
    download_url: z.string().describe('The same list as XLSX (SupplierCRMProducts/Report)'),
  }),
});

export const ZSupplierProductCard = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
  description: z.string(),
  url: z.string(),
  CRMPrices: z.array(ZPriceLevel).describe('What the public product page shows now'),
  change: ZProductChange.nullable().describe('The latest change: pending, or the last decision'),
});
export type TSupplierProductCard = z.infer<typeof ZSupplierProductCard>;

export const supplierCRMProduct = defineCall({
  method: 'GET',
  path: '/SupplierCRMProduct',
  access: 'auth',
  group: 'supplier',
  summary: "One of the supplier's machines: its price levels and description now, and its latest change",
  query: z.object({ id_object: ZProductId }),
  reply: z.object({ success: z.literal(true), product: ZSupplierProductCard }),
});

const ZLevelInput = z.object({
  id: z.preprocess(
    (value) => (value === '' || value === '0' || value === 0 ? undefined : value),
    zId('Неверный уровень цены').optional(),
  ),
  title: z.string().trim().max(120, 'Не более 120 символов').default(''),
  value: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[\s\u00a0]/g, '').replace(',', '.') : value),
    z.coerce.number({ error: 'Цена должна быть числом' }).finite('Цена должна быть числом'),
  ),
});

/** prices[0][title]=…&prices[0][value]=…&prices[0][id]=…: the levels in order (at most 5 keys). */
export const ZPriceLevelsInput = z
  .record(z.string().regex(/^\d$/, 'Неверный номер уровня цены'), ZLevelInput, {
    error: 'Укажите уровни цены',
  })
  .transform((levels) =>
    Object.entries(levels)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, level]) => ({ id: level.id ?? null, title: level.title, value: level.value })),
  );

export const supplierCRMProductSave = defineCall({
  method: 'POST',
  path: '/SupplierCRMProduct/Save',
  access: 'auth',
  group: 'supplier',
  changesState: true,
  summary:
    'Sends a change of the card (price levels and description) to moderation; it replaces a change still pending',
  body: z.object({
    id_object: ZProductId,
    description: z.string().trim().max(8000, 'Не более 8000 символов').min(1, 'Опишите технику'),
    prices: ZPriceLevelsInput,
  }),
  reply: z.object({ success: z.literal(true), product: ZSupplierProductCard }),
});

/** Back office: the queue of changes. */
export const ZBackofficeProductChange = ZProductChange.extend({
  kind: z.enum(['edit', 'new']).describe('A change of a card, or a new card (decision 0109)'),
  product: z
    .object({ id: z.number().int(), title: z.string(), url: z.string() })
    .nullable()
    .describe('null for a new card not yet accepted'),
  card: ZNewProductCard.nullable().describe('The proposed new card'),
  company: z.string(),
  inn: z.string(),
  current: z.object({ description: z.string(), CRMPrices: z.array(ZPriceLevel) }),
  can_decide: z.boolean(),
});
export type TBackofficeProductChange = z.infer<typeof ZBackofficeProductChange>;

export const backofficeProductChanges = defineCall({
  method: 'GET',
  path: '/Backoffice/ProductChanges',
  access: 'auth',
  group: 'supplier',
  summary: "Manager: suppliers' changes of their product cards, pending first",
  query: z.object({
    status: z.preprocess((value) => (value === '' ? undefined : value), ZProductChangeStatus.optional()),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    items_per_page: ZQueuePageSize,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(
      ZProductChange.pick({ id: true, status: true, status_title: true, created: true }).extend({
        kind: z.enum(['edit', 'new']),
        product: z.string(),
        company: z.string(),
      }),
    ),
    count: z.number().int(),
    pages: z.number().int(),
  }),
});

export const backofficeProductChange = defineCall({
  method: 'GET',
  path: '/Backoffice/ProductChange',
  access: 'auth',
  group: 'supplier',
  summary: 'Manager: one change beside what the catalogue shows now',
  query: z.object({ id_object: ZChangeId }),
  reply: z.object({ success: z.literal(true), change: ZBackofficeProductChange }),
});

export const backofficeProductChangeDecide = defineCall({
  method: 'POST',
  path: '/Backoffice/ProductChange/Decide',
  access: 'auth',
  group: 'supplier',
  summary:
    'Manager: accepts the change (the catalogue shows it, the catalogue generation moves) or rejects it with a reason; the supplier gets a message',
  body: z.object({
    id_object: ZChangeId,
    decision: z.enum(['accepted', 'rejected'], { error: 'Выберите решение' }),
    comment: z.string().trim().max(4000, 'Не более 4000 символов').default(''),
  }),
  reply: z.object({ success: z.literal(true), change: ZBackofficeProductChange }),
});
