import { z } from 'zod';
import { defineCall } from './call.ts';
import { isCalendarDay, zId } from './input-rules.ts';
import { ZQueuePageSize } from './paging.ts';
import { ZEmail, ZPersonName, ZPhone } from './services.ts';

/**
 * The supplier's products tabs beyond the nomenclature (issue 13; decision 0106): its leads
 * (interests), its special offers and their moderation in the back office, and its consultants.
 * The spec names pages only (routes.tsv); every call here is ours.
 */

/** The values of packages/domain supplier-leads.ts (contracts do not import the domain). */
export const LEAD_STATES = ['new', 'in_work', 'closed'] as const;
export const LEAD_SOURCES = ['cart', 'application', 'callback'] as const;
export const SPECIAL_OFFER_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;

export const INTERESTS_PAGE = '/cabinet/v2/supplier/products/interests';
export const OFFERS_PAGE = '/cabinet/v2/supplier/products/offers';
export const CONSULTANT_PAGE = '/cabinet/v2/supplier/products/consultant';
export const BACKOFFICE_OFFERS_PAGE = '/backoffice/supplier-offers';
export const LEADS_PAGE_SIZE = 20;
export const OFFERS_PAGE_SIZE = 20;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

const ZPageNumber = z.coerce
  .number({ error: 'Номер страницы должен быть числом' })
  .int('Номер страницы должен быть целым числом')
  .min(1, 'Номер страницы начинается с 1')
  .max(10_000, 'Слишком большой номер страницы')
  .default(1);

export const ZLeadState = z.enum(LEAD_STATES, { error: 'Выберите состояние' });
export const ZLeadKey = z
  .string({ error: 'Неверный интерес (id_object)' })
  .trim()
  .regex(/^(cart|application|callback)-[1-9]\d{0,9}$/, 'Неверный интерес (id_object)');

export const ZLead = z.object({
  id: z.string().describe('source-row, e.g. cart-12'),
  source: z.enum(LEAD_SOURCES),
  source_title: z.string(),
  state: ZLeadState,
  state_title: z.string(),
  note: z.string(),
  created: z.string().describe('When the client showed the interest'),
  updated: z.string().nullable().describe('When the supplier last changed the state or note'),
  product: z.object({ id: z.number().int(), title: z.string(), url: z.string() }),
  client: z.string().describe("The client's company, or the name given in the callback form"),
  contact: z
    .object({ name: z.string(), phone: z.string(), comment: z.string() })
    .nullable()
    .describe('What the client left in the callback form; none for carts and applications'),
  detail: z.string().describe('Quantity and price, or the application code and status'),
  link: z.string().nullable().describe("The supplier's application card, for an application"),
});
export type TLead = z.infer<typeof ZLead>;

export const supplierInterests = defineCall({
  method: 'GET',
  path: '/SupplierInterests',
  access: 'auth',
  group: 'supplier',
  summary:
    "The accredited supplier's leads: signed-in clients' carts, sent applications and callbacks from the pages of its machines, newest first, paged",
  query: z.object({
    state: z.preprocess(blankToUndefined, ZLeadState.optional()),
    query: z.string().trim().max(200, 'Не более 200 символов').default('').describe('Machine or client'),
    page: ZPageNumber,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZLead),
    states: z.array(z.object({ state: ZLeadState, title: z.string(), count: z.number().int() })),
    count_collection: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    items_pp: z.number().int(),
  }),
});

export const supplierInterest = defineCall({
  method: 'GET',
  path: '/SupplierInterest',
  access: 'auth',
  group: 'supplier',
  summary: "One of the supplier's leads",
  query: z.object({ id_object: ZLeadKey }),
  reply: z.object({ success: z.literal(true), item: ZLead }),
});

export const supplierInterestSave = defineCall({
  method: 'POST',
  path: '/SupplierInterest/Save',
  access: 'auth',
  group: 'supplier',
  changesState: true,
  summary: "Sets the lead's state (new, in work, closed) and the supplier's note",
  body: z.object({
    id_object: ZLeadKey,
    state: ZLeadState,
    note: z.string().trim().max(2000, 'Не более 2000 символов').default(''),
  }),
  reply: z.object({ success: z.literal(true), item: ZLead }),
});

/* Special offers */

export const ZSpecialOfferStatus = z.enum(SPECIAL_OFFER_STATUSES);
const ZIsoDay = (what: string) =>
  z
    .string({ error: `Укажите ${what}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Укажите ${what} в формате ГГГГ-ММ-ДД`)
    .refine(isCalendarDay, `Неверная дата: ${what}`);

export const ZSpecialOffer = z.object({
  id: z.number().int(),
  status: ZSpecialOfferStatus,
  status_title: z.string(),
  product: z.object({ id: z.number().int(), title: z.string(), url: z.string(), price: z.number().int() }),
  price: z.number().int().describe('The special price, roubles'),
  starts_on: z.string(),
  ends_on: z.string(),
  text: z.string(),
  manager_comment: z.string(),
  created: z.string(),
  decided: z.string().nullable(),
  runs: z.boolean().describe('Accepted and within its period today: on the public special offers page'),
});
export type TSpecialOffer = z.infer<typeof ZSpecialOffer>;

export const supplierOffers = defineCall({
  method: 'GET',
  path: '/SupplierOffers',
  access: 'auth',
  group: 'supplier',
  summary: "The accredited supplier's special offers, newest first, with its machines for a new one",
  query: z.object({ page: ZPageNumber }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZSpecialOffer),
    products: z.array(z.object({ id: z.number().int(), title: z.string(), price: z.number().int() })),
    count_collection: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    today: z.string(),
  }),
});

export const supplierOfferCreate = defineCall({
  method: 'POST',
  path: '/SupplierOffer/Create',
  access: 'auth',
  group: 'supplier',
  changesState: true,
  summary: 'Sends a special offer on one of its machines to the manager',
  body: z.object({
    id_product: zId('Выберите технику'),
    price: z.coerce
      .number({ error: 'Укажите специальную цену' })
      .int('Цена в целых рублях')
      .min(1000, 'Не меньше 1 000 ₽')
      .max(2_000_000_000, 'Слишком большая цена'),
    starts_on: ZIsoDay('начало'),
    ends_on: ZIsoDay('окончание'),
    text: z.string().trim().min(1, 'Опишите предложение').max(300, 'Не более 300 символов'),
  }),
  reply: z.object({ success: z.literal(true), item: ZSpecialOffer }),
});

export const supplierOfferWithdraw = defineCall({
  method: 'POST',
  path: '/SupplierOffer/Withdraw',
  access: 'auth',
  group: 'supplier',
  changesState: true,
  summary: 'Withdraws a pending or published offer (it leaves the public page)',
  body: z.object({ id_object: zId('Неверное предложение (id_object)') }),
  reply: z.object({ success: z.literal(true), item: ZSpecialOffer }),
});

export const ZBackofficeSpecialOffer = ZSpecialOffer.extend({
  company: z.string(),
  inn: z.string(),
  can_decide: z.boolean(),
});

export const backofficeSupplierOffers = defineCall({
  method: 'GET',
  path: '/Backoffice/SupplierOffers',
  access: 'auth',
  group: 'supplier',
  summary: "Manager: suppliers' special offers, pending first",
  query: z.object({
    status: z.preprocess(blankToUndefined, ZSpecialOfferStatus.optional()),
    page: ZPageNumber,
    items_per_page: ZQueuePageSize,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZBackofficeSpecialOffer),
    count: z.number().int(),
    pages: z.number().int(),
  }),
});

export const backofficeSupplierOfferDecide = defineCall({
  method: 'POST',
  path: '/Backoffice/SupplierOffer/Decide',
  access: 'auth',
  group: 'supplier',
  changesState: true,
  summary:
    'Manager: accepts the offer (public while its period runs; the catalogue generation moves) or rejects it with a reason',
  body: z.object({
    id_object: zId('Неверное предложение (id_object)'),
    decision: z.enum(['accepted', 'rejected'], { error: 'Выберите решение' }),
    comment: z.string().trim().max(4000, 'Не более 4000 символов').default(''),
  }),
  reply: z.object({ success: z.literal(true), item: ZBackofficeSpecialOffer }),
});

/* Consultants */

export const ZConsultant = z.object({
  id: z.number().int(),
  category: z.object({ id: z.number().int(), title: z.string() }).nullable().describe('None: all machines'),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
});

export const supplierConsultants = defineCall({
  method: 'GET',
  path: '/SupplierConsultants',
  access: 'auth',
  group: 'supplier',
  summary: "The supplier's consultants: one for all its machines and one per category, with its categories",
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZConsultant),
    categories: z.array(z.object({ id: z.number().int(), title: z.string() })),
  }),
});

export const supplierConsultantSave = defineCall({
  method: 'POST',
  path: '/SupplierConsultant/Save',
  access: 'auth',
  group: 'supplier',
  changesState: true,
  summary: 'Names the consultant for a category of its machines (id_category) or for all of them',
  body: z.object({
    id_category: z.preprocess(
      (value) => (value === '' || value === '0' || value === 0 ? undefined : value),
      zId('Неверная категория').optional(),
    ),
    name: ZPersonName,
    phone: ZPhone,
    email: z.preprocess((value) => (value === '' ? undefined : value), ZEmail.optional()),
    hours: z.string().trim().max(120, 'Не более 120 символов').default(''),
  }),
  reply: z.object({ success: z.literal(true), item: ZConsultant }),
});

export const supplierConsultantDelete = defineCall({
  method: 'POST',
  path: '/SupplierConsultant/Delete',
  access: 'auth',
  group: 'supplier',
  changesState: true,
  summary: 'Removes a consultant',
  body: z.object({ id_object: zId('Неверный консультант (id_object)') }),
  reply: z.object({ success: z.literal(true) }),
});

/** What the public product page shows: the supplier's consultant for the machine, if named. */
export const ZProductConsultant = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
  supplier: z.string(),
});

/** A running supplier offer as the public special offers page shows it. */
export const ZPublicSupplierOffer = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  url: z.string(),
  image: z.string(),
  supplier: z.string(),
  price: z.number().int().describe('The machine’s price on the site'),
  special_price: z.number().int(),
  ends_on: z.string(),
  text: z.string(),
});
export type TPublicSupplierOffer = z.infer<typeof ZPublicSupplierOffer>;
