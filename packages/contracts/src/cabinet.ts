import { z } from 'zod';
import { ZAccreditationItem } from './accreditation.ts';
import { ZFeedEvent } from './cabinet-feed-event.ts';
import { defineCall } from './call.ts';
import { isCalendarDay, zId } from './input-rules.ts';
import { ZPersonalManager } from './personal-manager.ts';

/**
 * The client's cabinet: dashboard (CabinetMain), applications list, messages,
 * notifications, search (spec 2 §7 "Cabinet") and our own paths for orders, payments and
 * history, which the spec does not show (docs/decisions/0061).
 */

export const APPLICATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 5;
export const CABINET_LIST_PAGE_SIZE = 20;

const ZPage = z.coerce
  .number({ error: 'Номер страницы должен быть числом' })
  .int('Номер страницы должен быть целым числом')
  .min(1, 'Номер страницы начинается с 1')
  .max(10_000, 'Слишком большой номер страницы')
  .default(1);

function pageSize(defaultSize: number) {
  return z.coerce
    .number({ error: 'Размер страницы должен быть числом' })
    .int('Размер страницы должен быть целым числом')
    .min(1, 'Размер страницы от 1 до 100')
    .max(100, 'Размер страницы от 1 до 100')
    .default(defaultSize);
}

const emptyIsUnset = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A day as yyyy-MM-dd or dd.MM.yyyy (spec 1 §5), answered as yyyy-MM-dd; empty: not set. */
const ZOptionalDay = z.preprocess(
  (value) => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    const ru = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
    return ru ? `${ru[3]}-${ru[2]}-${ru[1]}` : value.trim();
  },
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ДД.ММ.ГГГГ')
    .refine(isCalendarDay, 'Такого дня нет в календаре')
    .optional(),
);

const ZId = (message: string) => zId(message);

const ZListReply = { count: z.number().int(), pages: z.number().int(), page: z.number().int() };

export { type TFeedEvent, ZFeedEvent } from './cabinet-feed-event.ts';

// ——— shared rows ———

export const ZApplicationItem = z.object({
  id: z.number().int(),
  extcode: z.string().describe("The code, or 'Новая заявка' for a draft"),
  status: z.string(),
  OrderStatus: z.string().describe('Status title'),
  step: z.number().int(),
  productsSumm: z.number(),
  products: z.array(z.string()),
  appDate: z.string(),
  isfinished: z.union([z.literal(0), z.literal(1)]),
  can_delete: z.boolean().describe('An unsent draft: CabinetApplicationUncompletedDelete accepts it'),
});
export type TApplicationItem = z.infer<typeof ZApplicationItem>;

export const ZPaymentItem = z.object({
  id: z.number().int(),
  id_order: z.number().int(),
  contract_name: z.string(),
  number: z.number().int().describe('Place in its order’s schedule, from 1'),
  payment_date: z.string(),
  payment_sum: z.number(),
  paid_at: z.string().nullable(),
  paid_sum: z.number().describe('Roubles paid of it so far: a part while partly paid (decision 0184)'),
  remaining_sum: z.number().describe('Roubles still to pay of it: 0 once paid'),
  isOverdue: z.boolean(),
  isDue: z
    .boolean()
    .describe(
      'Overdue, or the next unpaid payment of its order: the site offers «Оплатить» for it (issue 38)',
    ),
});
export type TPaymentItem = z.infer<typeof ZPaymentItem>;

export const ZOrderItem = z.object({
  id: z.number().int(),
  contract_name: z.string(),
  contractdate: z.string(),
  StatusSherp: z.string(),
  isCSP: z.union([z.literal(0), z.literal(1)]).describe("1: signed ('Подписан')"),
  datePlannedShipment: z.string().nullable(),
  supplyCode: z.string(),
  id_deal: z
    .number()
    .int()
    .nullable()
    .describe('The deal of the contract: a complaint about its machine names it'),
  sum: z.number(),
  isOverdue: z.boolean(),
  overdue_sum: z.number(),
  paid_sum: z.number(),
  next_payment: ZPaymentItem.nullable(),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZMessageItem = z.object({
  id_message: z.number().int(),
  title: z.string(),
  preview: z.string(),
  date: z.string(),
  isRead: z.boolean(),
  hasDocument: z.boolean(),
  entity: z.string(),
  id_entity: z.number().int().nullable(),
});
export type TMessageItem = z.infer<typeof ZMessageItem>;

const ZProductCard = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  image: z.string(),
  href: z.string(),
});
export type TProductCard = z.infer<typeof ZProductCard>;

// ——— calls ———

/** The caller's personal manager, which a help page shows without the whole dashboard (issue 36). */
export const cabinetManager = defineCall({
  method: 'GET',
  path: '/CabinetManager',
  access: 'auth',
  group: 'cabinet',
  summary:
    "The caller's personal manager (our path: the spec does not show it; CabinetMain carries the same)",
  query: z.object({}),
  reply: z.object({ success: z.literal(true), manager: ZPersonalManager.extend({ photo: z.null() }) }),
});

export const cabinetMain = defineCall({
  method: 'GET',
  path: '/CabinetMain',
  access: 'auth',
  group: 'cabinet',
  summary: "The client's dashboard: account, manager, payment chart, feed, messages, orders, payments, limit",
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    account: z.object({ id: z.number().int(), title: z.string(), inn: z.string(), name: z.string() }),
    manager: ZPersonalManager.extend({ photo: z.null() }),
    charts: z.object({
      payments: z.array(
        z.object({ month: z.string(), title: z.string(), paid: z.number(), due: z.number() }),
      ),
    }),
    messages: z.object({ unread: z.number().int(), items: z.array(ZMessageItem) }),
    orders: z.array(ZOrderItem),
    payments: z.object({
      upcoming: z.array(ZPaymentItem),
      overdue: z.array(ZPaymentItem),
      overdue_sum: z.number(),
    }),
    apps: z.array(ZApplicationItem),
    prelimit: z.object({ sum: z.number(), available: z.boolean(), reason: z.string() }),
    accreditation: z
      .array(ZAccreditationItem)
      .describe("The supplier's accreditation and its state; empty for clients"),
    recommendations: z.array(ZProductCard),
    recommendationsKeyMap: z
      .record(z.string(), z.array(z.number().int()))
      .describe('Why each product is recommended: category title → product ids'),
    promo: z.array(ZProductCard).describe('Offers of the month'),
    promotions: z.array(ZProductCard).describe('Special offers'),
    offers: z.array(
      z.object({
        id: z.number().int(),
        id_application: z.number().int(),
        sum: z.number(),
        advance_percent: z.number(),
        term_months: z.number().int(),
        status: z.string(),
      }),
    ),
    predict: z.object({ next_payment: ZPaymentItem.nullable() }),
    feed: z.array(ZFeedEvent),
  }),
});

export const APPLICATION_SORTS = ['appDate', 'code', 'status', 'productsSumm'] as const;

/** The filters of the client's applications list, which its XLSX export takes too. */
export const ZCabinetApplicationsFilters = z.object({
  isfinished: z.preprocess(
    emptyIsUnset,
    z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)], { error: 'isfinished: 0 или 1' }))
      .default(1),
  ),
  status: z.preprocess(emptyIsUnset, z.string().trim().max(40).optional()),
  code: z.preprocess(emptyIsUnset, z.string().trim().max(40).optional()),
  appdatefrom: ZOptionalDay,
  appdateto: ZOptionalDay,
  sort: z.preprocess(
    emptyIsUnset,
    z.enum(APPLICATION_SORTS, { error: 'Неизвестная сортировка' }).default('appDate'),
  ),
  direction: z.preprocess(
    emptyIsUnset,
    z.enum(['asc', 'desc'], { error: 'Направление сортировки: asc или desc' }).default('desc'),
  ),
});

export const getCabinetApplications = defineCall({
  method: 'GET',
  path: '/GetCabinetApplications',
  access: 'auth',
  group: 'cabinet',
  summary: "The caller's applications: finished (isfinished=1, default) or current, with filters and paging",
  query: ZCabinetApplicationsFilters.extend({
    page: ZPage,
    items_per_page: pageSize(APPLICATIONS_PAGE_SIZE),
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZApplicationItem),
    ...ZListReply,
    statuses: z.array(z.object({ value: z.string(), title: z.string() })),
  }),
});

export const cabinetApplicationUncompletedDelete = defineCall({
  method: 'POST',
  path: '/CabinetApplicationUncompletedDelete',
  access: 'auth',
  group: 'cabinet',
  summary: "Deletes one of the caller's unsent drafts; a sent application is 409",
  body: z.object({ id_object: ZId('Не указана заявка') }),
  reply: z.object({ success: z.literal(true), id_object: z.number().int() }),
});

export const getCabinetMessages = defineCall({
  method: 'GET',
  path: '/GetCabinetMessages',
  access: 'auth',
  group: 'cabinet',
  summary: "The caller's messages, newest first (sort=asc: oldest first), five a page",
  query: z.object({
    page: ZPage,
    items_per_page: pageSize(MESSAGES_PAGE_SIZE),
    sort: z.preprocess(
      emptyIsUnset,
      z.enum(['desc', 'asc'], { error: 'Сортировка: desc или asc' }).default('desc'),
    ),
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZMessageItem),
    unread: z.number().int(),
    ...ZListReply,
  }),
});

export const getCabinetMessage = defineCall({
  method: 'GET',
  path: '/GetCabinetMessage',
  access: 'auth',
  group: 'cabinet',
  summary: "One of the caller's messages, marked read",
  query: z.object({ id_message: ZId('Не указано сообщение') }),
  reply: z.object({
    success: z.literal(true),
    message: ZMessageItem.extend({
      body: z.string(),
      document: z
        .object({ id: z.number().int(), title: z.string(), mime_type: z.string(), src: z.string() })
        .nullable(),
    }),
  }),
});

export const getCabinetMessageDocument = defineCall({
  method: 'GET',
  path: '/GetCabinetMessage/GetDocument',
  access: 'auth',
  group: 'cabinet',
  summary: 'The document attached to one of the caller’s messages, base64 like GetFile; 404 if none',
  query: z.object({ id_message: ZId('Не указано сообщение') }),
  reply: z.object({
    success: z.literal(true),
    title: z.string(),
    content: z.string().describe('base64'),
    mime_type: z.string(),
  }),
});

export const getUserNotifications = defineCall({
  method: 'GET',
  path: '/GetUserNotifications',
  access: 'auth',
  group: 'cabinet',
  summary:
    "The caller's notifications not yet acknowledged, oldest first (polled every 30 s; reads only: AckUserNotifications marks what was shown)",
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    items: z.array(z.object({ id: z.number().int(), title: z.string(), body: z.string(), date: z.string() })),
  }),
});

/**
 * Ours (decision 0098): the browser acknowledges the notifications it showed, every one up to an
 * id, so that GetUserNotifications stays a read (a GET never changes anything).
 */
export const ackUserNotifications = defineCall({
  method: 'POST',
  path: '/AckUserNotifications',
  changesState: true,
  access: 'auth',
  group: 'cabinet',
  summary: "Marks the caller's notifications up to an id as shown: the next polls leave them out",
  body: z.object({ up_to: zId('Неверный номер уведомления (up_to)') }),
  reply: z.object({ success: z.literal(true), acknowledged: z.number().int() }),
});

export const SEARCH_ENTITIES = ['application', 'order', 'document', 'message'] as const;
export type TSearchEntity = (typeof SEARCH_ENTITIES)[number];

export const cabinetSearch = defineCall({
  method: 'GET',
  path: '/CabinetSearch',
  access: 'auth',
  group: 'cabinet',
  summary: "Searches the caller's applications, orders, documents and messages; entity narrows to one kind",
  query: z.object({
    page: ZPage,
    query: z
      .string({ error: 'Введите запрос' })
      .trim()
      .min(2, 'Введите не меньше двух символов')
      .max(100, 'Слишком длинный запрос'),
    entity: z.preprocess(emptyIsUnset, z.enum(SEARCH_ENTITIES, { error: 'Неизвестный раздел' }).optional()),
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(
      z.object({
        entity: z.enum(SEARCH_ENTITIES),
        id: z.number().int(),
        title: z.string(),
        subtitle: z.string(),
        date: z.string(),
        href: z.string().describe('The page of the found object in the cabinet'),
      }),
    ),
    counts: z.record(z.enum(SEARCH_ENTITIES), z.number().int()),
    ...ZListReply,
  }),
});

export const getCabinetOrders = defineCall({
  method: 'GET',
  path: '/GetCabinetOrders',
  access: 'auth',
  group: 'cabinet',
  summary: "The caller's orders (lease contracts), newest first (our path: the spec does not show it)",
  query: z.object({ page: ZPage, items_per_page: pageSize(CABINET_LIST_PAGE_SIZE) }),
  reply: z.object({ success: z.literal(true), items: z.array(ZOrderItem), ...ZListReply }),
});

export const getCabinetOrder = defineCall({
  method: 'GET',
  path: '/GetCabinetOrder',
  access: 'auth',
  group: 'cabinet',
  summary: "One of the caller's orders with its deal and payment schedule (our path)",
  query: z.object({ id_order: ZId('Не указан договор') }),
  reply: z.object({
    success: z.literal(true),
    order: ZOrderItem,
    deal: z
      .object({
        id: z.number().int(),
        code: z.string(),
        title: z.string(),
        stage: z.string(),
        products_sum: z
          .number()
          .describe("The machines' cost, roubles («Стоимость техники»), not the lease contract's sum"),
      })
      .nullable(),
    schedule: z.array(ZPaymentItem),
    totals: z.object({ paid: z.number(), due: z.number(), overdue: z.number() }),
  }),
});

export const PAYMENT_STATES = ['all', 'overdue', 'upcoming', 'paid'] as const;

/** The filters of the payments list, which its XLSX export takes too. */
export const ZCabinetPaymentsFilters = z.object({
  state: z.preprocess(emptyIsUnset, z.enum(PAYMENT_STATES, { error: 'Неизвестный фильтр' }).default('all')),
  id_order: z.preprocess(emptyIsUnset, ZId('Неверный договор').optional()),
});

export const getCabinetPayments = defineCall({
  method: 'GET',
  path: '/GetCabinetPayments',
  access: 'auth',
  group: 'cabinet',
  summary: "The payment schedule across the caller's orders; state and id_order filter it (our path)",
  query: ZCabinetPaymentsFilters.extend({
    page: ZPage,
    items_per_page: pageSize(CABINET_LIST_PAGE_SIZE),
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZPaymentItem),
    ...ZListReply,
    totals: z.object({ overdue: z.number(), overdue_count: z.number().int(), upcoming: z.number() }),
  }),
});

export const getCabinetHistory = defineCall({
  method: 'GET',
  path: '/GetCabinetHistory',
  access: 'auth',
  group: 'cabinet',
  summary: "The caller's event feed, paged (our path)",
  query: z.object({ page: ZPage, items_per_page: pageSize(CABINET_LIST_PAGE_SIZE) }),
  reply: z.object({ success: z.literal(true), items: z.array(ZFeedEvent), ...ZListReply }),
});

// ——— the client's lists as files (issue 38, decision 0175) ———

/** XLSX of the client's applications with the list's filters (all pages). */
export const CABINET_APPLICATIONS_REPORT_PATH = '/GetCabinetApplications/Report';
/** XLSX of the client's lease contracts (deals). */
export const CABINET_ORDERS_REPORT_PATH = '/GetCabinetOrders/Report';
export const ZCabinetOrdersReportQuery = z.object({});
/** XLSX of the payments with the list's filters (state, id_order). */
export const CABINET_PAYMENTS_REPORT_PATH = '/GetCabinetPayments/Report';
/** One order's payment schedule as XLSX or PDF. */
export const CABINET_ORDER_SCHEDULE_PATH = '/GetCabinetOrder/Schedule';
export const ZCabinetOrderScheduleQuery = z.object({
  id_order: ZId('Не указан договор'),
  format: z.preprocess(
    emptyIsUnset,
    z.enum(['xlsx', 'pdf'], { error: 'Формат: xlsx или pdf' }).default('xlsx'),
  ),
});

export function orderScheduleUrl(orderId: number, format: 'xlsx' | 'pdf'): string {
  return `/srv${CABINET_ORDER_SCHEDULE_PATH}?id_order=${orderId}&format=${format}`;
}
