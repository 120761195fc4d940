import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId, zIdKey } from './input-rules.ts';
import { optionalInt } from './paging.ts';
import { ZWizardReply } from './wizard.ts';

/**
 * The lease application wizard (spec 1 §3 "Application wizard", spec 2 §7; decision 0062):
 * the wizard call with its products, catalogue, sums and document, the product calls of
 * step two, the shipping cost of step three and the cart's "create application".
 */

const ZId = (what: string) => zId(`Неверный идентификатор: ${what}`);

/** An id_object that may be absent or empty (a new draft). */
const ZOptionalObjectId = z.preprocess(
  (value) => (value === '' || value === null || value === 'null' ? undefined : value),
  ZId('заявку (id_object)').optional(),
);

export const ZPriceOption = z.object({ id: z.number().int(), title: z.string(), value: z.number() });

export const ZComplectPiece = z.object({
  index: z.number().int().describe('Position in GetComplect, what complect[id] names'),
  title: z.string(),
  quantity: z.number().int(),
  price: z.number().describe('Roubles per machine; 0 when it comes with the machine'),
  chosen: z.boolean(),
});

/** A machine chosen in the application (spec 1 §3: products). */
export const ZApplicationProduct = z.object({
  id_row: z.number().int(),
  id_product: z.number().int(),
  id_price: z.number().int().nullable(),
  quantity: z.number().int(),
  title: z.string(),
  src: z.string(),
  url: z.string(),
  supplier: z.string(),
  prices: z.array(ZPriceOption),
  complect: z.array(ZComplectPiece),
  price: z.number().describe('Roubles per machine at the chosen level'),
  sum: z.number().describe('(price + chosen complect) × quantity'),
});
export type TApplicationProduct = z.infer<typeof ZApplicationProduct>;

/** A catalogue product offered at step two (spec 1 §3: catalogProducts). */
export const ZCatalogProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  brand: z.string(),
  supplier: z.string(),
  category: z.string(),
  priceMin: z.number(),
  idPrice: z.number().int().nullable(),
  prices: z.array(ZPriceOption),
  src: z.string(),
  url: z.string(),
});
export type TCatalogProduct = z.infer<typeof ZCatalogProduct>;

export const APPLICATION_SORTS = ['price', 'title'] as const;
export const APPLICATION_CATALOG_PAGE_SIZE = 12;

export const ZApplicationReply = ZWizardReply.extend({
  products: z.array(ZApplicationProduct),
  productSumm: z.number(),
  catalogProducts: z.array(ZCatalogProduct),
  filters: z.object({
    query: z.string(),
    category: z.string(),
    categories: z.array(z.object({ value: z.string(), title: z.string() })),
  }),
  sort: z.object({ sort: z.enum(APPLICATION_SORTS), by: z.enum(['asc', 'desc']) }),
  pagination: z.object({
    paginator: z.object({ page: z.number().int(), pages: z.number().int() }),
    lastLoadedPage: z.number().int(),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
  }),
  meta: z.object({ totalCount: z.number().int(), formName: z.string() }),
  agreements: z.object({ accepted: z.boolean() }),
  applicationDocument: z
    .object({
      application_code: z.string(),
      id_document: z.number().int().nullable(),
      url: z.string(),
      title: z.string(),
      signed: z.boolean(),
    })
    .nullable(),
  regions: z.array(z.object({ value: z.string(), title: z.string() })),
  shipping: z.object({ cost: z.number().nullable(), distance: z.number().nullable() }),
  status: z.string(),
  title: z.string().describe("The code, or 'Новая заявка' for a draft"),
});
export type TApplicationReply = z.infer<typeof ZApplicationReply>;

/** The wizard call's body (also the agent's wizard body, decision 0108). */
export const ZApplicationWizardBody = z
  .looseObject({
    step: optionalInt('Неверный шаг (step)', 1, 8),
    id_object: ZOptionalObjectId,
    submit: z
      .preprocess((value) => value === '1' || value === 1 || value === true, z.boolean())
      .default(false),
    page: optionalInt('Неверный номер страницы', 1, 10_000),
    query: z.string().trim().max(100, 'Не более 100 символов').optional(),
    category: z.string().trim().max(40).optional(),
    sort: z.enum(APPLICATION_SORTS).optional(),
    by: z.enum(['asc', 'desc']).optional(),
  })
  .describe(
    'step, id_object, submit, step two catalogue filters (query, category, sort, by, page) and the step fields',
  );

export const applicationWizard = defineCall({
  method: 'POST',
  path: '/CabinetApplicationWizard',
  access: 'auth',
  group: 'application',
  summary:
    "One step of the application wizard: without id_object a draft 'Новая заявка' is created; submit=1 saves the step's fields and moves on",
  body: ZApplicationWizardBody,
  reply: ZApplicationReply,
});

export const getComplect = defineCall({
  method: 'GET',
  path: '/GetComplect',
  access: 'auth',
  group: 'application',
  summary: 'The complect offered with a product: pieces that come with it (price 0) and options',
  query: z.object({ id_product: ZId('товар (id_product)') }),
  reply: z.object({ success: z.literal(true), items: z.array(ZComplectPiece.omit({ chosen: true })) }),
});

const ZIdMap = <T extends z.ZodType>(value: T) => z.record(zIdKey('Неверный товар'), value);

export const setProducts = defineCall({
  method: 'POST',
  path: '/CabinetApplicationSetProducts',
  access: 'auth',
  group: 'application',
  summary:
    'Puts products in a draft: quantity[id], products[id] = price level id, complect[id][] = chosen options; do_replace=1 replaces the list',
  body: z.object({
    id_object: ZId('заявку (id_object)'),
    quantity: ZIdMap(
      z.coerce
        .number({ error: 'Количество должно быть числом' })
        .int({ error: 'Количество должно быть целым числом' })
        .min(1, { error: 'Количество должно быть не меньше 1' })
        .max(99, { error: 'Количество должно быть не больше 99' }),
    ).default({}),
    products: ZIdMap(z.union([z.literal(''), ZId('уровень цены')])).default({}),
    complect: ZIdMap(
      z.preprocess(
        (value) => (value === '' ? [] : Array.isArray(value) ? value : [value]),
        z.array(z.coerce.number().int().min(0).max(20)),
      ),
    ).default({}),
    do_replace: z
      .preprocess((value) => value === '1' || value === 1 || value === true, z.boolean())
      .default(false),
  }),
  reply: z.object({
    success: z.literal(true),
    products: z.array(ZApplicationProduct),
    productSumm: z.number(),
  }),
});

export const unsetProducts = defineCall({
  method: 'PUT',
  path: '/CabinetApplicationUnSetProducts',
  access: 'auth',
  group: 'application',
  summary: 'Removes one product row from a draft',
  body: z.object({ id_object: ZId('заявку (id_object)'), id_row: ZId('строку (id_row)') }),
  reply: z.object({
    success: z.literal(true),
    products: z.array(ZApplicationProduct),
    productSumm: z.number(),
  }),
});

export const getShippingCost = defineCall({
  method: 'POST',
  path: '/CabinetApplicationWizard/GetShippingCost',
  access: 'auth',
  group: 'application',
  summary:
    "Shipping cost of the draft's machines from each supplier's region to the delivery region (decision 0062)",
  body: z.object({
    id_object: ZId('заявку (id_object)'),
    delivery_region: z.string().trim().max(40).optional(),
  }),
  reply: z.object({
    success: z.literal(true),
    cost: z.number(),
    cost_formatted: z.string(),
    distance: z.number().describe('Kilometres, the longest of the suppliers'),
    items: z.array(z.object({ id_product: z.number().int(), distance: z.number(), cost: z.number() })),
  }),
});

export const createFromCart = defineCall({
  method: 'GET',
  path: '/ShoppingCartCreateApplication',
  changesState: true,
  access: 'auth+client',
  group: 'cart',
  summary: "Turns the visitor's cart into a draft application and empties the cart",
  query: z.object({}),
  reply: z.object({ success: z.literal(true), id_object: z.number().int(), url: z.string() }),
});

/** The wizard page. */
export const APPLICATION_WIZARD_PATH = '/cabinet/v2/client/apps/deal/create';

export function applicationWizardUrl(idObject: number, step: number): string {
  return `${APPLICATION_WIZARD_PATH}?${new URLSearchParams({ id_object: String(idObject), step: String(step) })}`;
}
