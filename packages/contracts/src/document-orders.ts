import { z } from 'zod';
import { defineCall } from './call.ts';
import { ZAttachedFile } from './complaints.ts';
import { ZQueuePageSize } from './paging.ts';
import { ZFormItem } from './wizard.ts';

/**
 * Document orders (PSD: spec 1 §3 "Document order", spec 2 §7; docs/decisions/0065).
 * SetPSD and the back office's answer take multipart form data and are registered by hand.
 */
export const SET_PSD_PATH = '/SetPSD';
export const BACKOFFICE_PSD_RESPOND_PATH = '/Backoffice/DocumentOrderRespond';
export const PSD_PAGE_SIZE = 20;

export const ZPsdStatus = z.enum(['new', 'in_progress', 'ready', 'rejected']);
export type TPsdStatus = z.infer<typeof ZPsdStatus>;

const ZOption = z.object({ id: z.number().int(), title: z.string() });

export const psdScheme = defineCall({
  method: 'GET',
  path: '/psdscheme',
  access: 'auth',
  group: 'document-orders',
  summary:
    "What a document order is made of: types with their dynamic fields, delivery types, the caller's contacts and orders",
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    types: z.array(ZOption.extend({ fields: z.array(ZFormItem) })),
    delivery_types: z.array(ZOption),
    contacts: z.array(
      z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string() }),
    ),
    orders: z.array(
      z.object({
        id: z.number().int(),
        contract_name: z.string(),
        contract_date: z.string(),
        status: z.string(),
      }),
    ),
  }),
});

export const ZPsdItem = z.object({
  id: z.number().int(),
  code: z.string(),
  id_type: z.number().int(),
  type: z.string(),
  PSDDeliveryType: z.number().int(),
  delivery: z.string(),
  post_addr: z.string(),
  delivery_contact: z.string(),
  delivery_contact_phone: z.string(),
  isemail: z.boolean(),
  id_Contact: z.number().int().nullable(),
  id_CabinetOrder: z.array(z.number().int()),
  orders: z.array(z.string()).describe('Contract names of the orders'),
  fields: z.record(z.string(), z.string()),
  status: ZPsdStatus,
  status_title: z.string(),
  response: z.string(),
  response_File: ZAttachedFile.nullable(),
  datePost: z.string(),
  dateResponse: z.string().nullable(),
});
export type TPsdItem = z.infer<typeof ZPsdItem>;

export const getPsds = defineCall({
  method: 'GET',
  path: '/getpsds',
  access: 'auth',
  group: 'document-orders',
  summary: "The caller's document orders, newest first, 20 a page",
  query: z.object({
    page: z.coerce.number({ error: 'Номер страницы должен быть числом' }).int().min(1).max(10_000).default(1),
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZPsdItem),
    types: z.array(ZOption),
    statuses: z.array(z.object({ value: ZPsdStatus, title: z.string() })),
    count: z.number().int(),
    pages: z.number().int(),
  }),
});

export const cabinetPsdResponses = defineCall({
  method: 'GET',
  path: '/CabinetPSDResponses',
  access: 'auth',
  group: 'document-orders',
  summary: "The company's answers to the caller's document orders, with their files",
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    items: z.array(
      z.object({
        id_psd: z.number().int(),
        code: z.string(),
        type: z.string(),
        status: ZPsdStatus,
        status_title: z.string(),
        response: z.string(),
        dateResponse: z.string(),
        file: ZAttachedFile.nullable(),
      }),
    ),
  }),
});

export const ZSetPsdReply = z.object({
  success: z.literal(true),
  id: z.number().int(),
  code: z.string(),
  duplicate: z.boolean(),
});

export const backofficeDocumentOrders = defineCall({
  method: 'GET',
  path: '/Backoffice/DocumentOrders',
  access: 'auth',
  group: 'document-orders',
  summary: "Manager: every client's document orders, open ones first",
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    items_per_page: ZQueuePageSize,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZPsdItem.extend({ company: z.string(), login: z.string() })),
    count: z.number().int(),
    pages: z.number().int(),
  }),
});

export const ZPsdRespondFields = z.object({
  id_psd: z.coerce.number({ error: 'Укажите заказ' }).int().positive(),
  status: z.enum(['in_progress', 'ready', 'rejected'], { error: 'Выберите статус' }),
  response: z.string().trim().max(8000, 'Не более 8000 символов').default(''),
});
export const ZPsdRespondReply = z.object({ success: z.literal(true), item: ZPsdItem });

const ZFormInt = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const emptyIsUnset = (value: unknown) => (value === '' || value === '0' ? undefined : value);

/**
 * SetPSD's multipart fields. post_addr_kladr is the address object of a kladr field as JSON
 * ({text, json}) or plain text; the type's dynamic fields travel by their own names.
 */
export const ZSetPsdFields = z.looseObject({
  id_type: ZFormInt('Выберите документ'),
  PSDDeliveryType: ZFormInt('Выберите способ получения'),
  post_addr_kladr: z.string().max(4000).default(''),
  delivery_contact: z.string().trim().max(200, 'Не более 200 символов').default(''),
  delivery_contact_phone: z.string().trim().max(40).default(''),
  isemail: z
    .preprocess((value) => value === '1' || value === 'true' || value === 'on', z.boolean())
    .default(false),
  id_Contact: z.preprocess(emptyIsUnset, ZFormInt('Выберите контактное лицо').optional()),
  id_CabinetOrder: z.preprocess(
    (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z.array(ZFormInt('Выберите договор')).max(50),
  ),
});
