import { z } from 'zod';
import { defineCall } from './call.ts';
import { isCalendarDay, zId } from './input-rules.ts';
import {
  DELIVERY_DOCUMENT_KINDS,
  DELIVERY_STATUSES,
  SUPPLIER_APPLICATION_STATES,
  SUPPLIER_COMPLAINT_STATUSES,
  SUPPLY_CONTRACT_STATES,
} from './supplier-deliveries-values.ts';

export {
  DELIVERY_DOCUMENT_KINDS,
  DELIVERY_DOCUMENT_PATH,
  DELIVERY_STATUSES,
  deliveryDocumentPath,
  SHIPPING_PAGE,
  SUPPLIER_APPLICATION_STATES,
  SUPPLIER_APPLICATIONS_PAGE,
  SUPPLIER_APPLICATIONS_PAGE_SIZE,
  SUPPLIER_APPLICATIONS_REPORT_LIMIT,
  SUPPLIER_APPLICATIONS_REPORT_PATH,
  SUPPLIER_COMPLAINT_STATUSES,
  SUPPLIER_COMPLAINTS_PAGE,
  SUPPLIER_DOCUMENTS_PAGE_SIZE,
  SUPPLY_CONTRACT_PDF_PATH,
  SUPPLY_CONTRACT_STATES,
  SUPPLY_CONTRACTS_PAGE,
  supplyContractPdfPath,
} from './supplier-deliveries-values.ts';

/**
 * The accredited supplier's applications and deliveries (issue 13; spec 2 §7 "Supplier and
 * agent": SupplierApplications, SupplierApplication with id_object and page_document; decision
 * 0090). The delivery calls (SupplierDeliveries, SupplierDelivery, its Save and AddDocument, and
 * the document's download) are ours: the spec shows the shipping tab and no call for it.
 */

const ZPageNumber = (what: string) =>
  z.coerce
    .number({ error: `${what} должен быть числом` })
    .int(`${what} должен быть целым числом`)
    .min(1, `${what} начинается с 1`)
    .max(10_000, `Слишком большой ${what.toLowerCase()}`)
    .default(1);

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const ZSupplierApplicationState = z.enum(SUPPLIER_APPLICATION_STATES);
export const ZDeliveryStatus = z.enum(DELIVERY_STATUSES);
export const ZDeliveryDocumentKind = z.enum(DELIVERY_DOCUMENT_KINDS, { error: 'Выберите вид документа' });

export const ZSupplierApplicationsQuery = z.object({
  state: z.preprocess(
    blankToUndefined,
    z.enum(['all', ...SUPPLIER_APPLICATION_STATES], { error: 'Неизвестное состояние' }).default('all'),
  ),
  query: z
    .string()
    .trim()
    .max(200, 'Не более 200 символов')
    .default('')
    .describe('The application or deal code, or words of the client company'),
  page: ZPageNumber('Номер страницы'),
});

const ZLine = z.object({
  id_product: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  price: z.number().int().describe('Roubles per unit at the chosen price level'),
  sum: z.number().int(),
});

const ZDealRef = z.object({
  id: z.number().int(),
  code: z.string(),
  stage: z.string(),
  stage_title: z.string(),
});

const ZDeliveryRef = z.object({
  id: z.number().int().describe('The deal: its shipping page is shipping/{id}'),
  status: ZDeliveryStatus,
  status_title: z.string(),
  url: z.string(),
});

export const ZSupplierApplicationItem = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.string().describe("The application's own status"),
  status_title: z.string(),
  state: ZSupplierApplicationState,
  state_title: z.string(),
  client: z.string().describe('The lessee company'),
  products: z.array(ZLine).describe("Only the supplier's own machines"),
  sum: z.number().int(),
  deal: ZDealRef.nullable(),
  delivery: ZDeliveryRef.nullable(),
  created: z.string().describe('When the application was sent'),
  url: z.string(),
});
export type TSupplierApplicationItem = z.infer<typeof ZSupplierApplicationItem>;

export const supplierApplications = defineCall({
  method: 'GET',
  path: '/SupplierApplications',
  access: 'auth',
  group: 'supplier',
  summary:
    "Lease applications and deals that buy the accredited supplier's machines, by state, searchable and paged",
  query: ZSupplierApplicationsQuery,
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZSupplierApplicationItem),
    states: z.array(
      z.object({ state: ZSupplierApplicationState, title: z.string(), count: z.number().int() }),
    ),
    count_collection: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    items_pp: z.number().int(),
    download_url: z.string().describe('The same list as XLSX (SupplierApplications/Report)'),
  }),
});

export const ZDeliveryDocument = z.object({
  id: z.number().int(),
  kind: ZDeliveryDocumentKind,
  kind_title: z.string(),
  title: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  src: z.string(),
  created: z.string(),
});
export type TDeliveryDocument = z.infer<typeof ZDeliveryDocument>;

export const ZDelivery = z.object({
  id: z.number().int().describe('The deal'),
  supplier: z.string(),
  status: ZDeliveryStatus,
  status_title: z.string(),
  shipped_on: z.string().nullable(),
  delivered_on: z.string().nullable(),
  waybill: z.string(),
  comment: z.string(),
  documents: z.array(ZDeliveryDocument),
  updated: z.string().nullable(),
});
export type TDelivery = z.infer<typeof ZDelivery>;

/** A supplier's delivery as the client's deal and the back office show it. */
export const ZDealDelivery = ZDelivery.extend({
  has_cabinet: z.boolean().describe('The supplier records its delivery itself; the handover waits for it'),
});
export type TDealDelivery = z.infer<typeof ZDealDelivery>;

export const supplierApplication = defineCall({
  method: 'GET',
  path: '/SupplierApplication',
  access: 'auth',
  group: 'supplier',
  summary:
    "One application with the supplier's machines: its state, what the supplier must do, the deal and the delivery's documents (page_document)",
  query: z.object({
    id_object: zId('Неверная заявка (id_object)'),
    page_document: ZPageNumber('Номер страницы документов'),
  }),
  reply: z.object({
    success: z.literal(true),
    item: ZSupplierApplicationItem,
    todo: z.object({ title: z.string(), text: z.string(), action: z.boolean() }),
    contract: z
      .object({
        name: z.string(),
        date: z.string(),
        date_planned_shipment: z.string().nullable(),
        supply_code: z.string(),
      })
      .nullable(),
    documents: z.array(ZDeliveryDocument),
    page_document: z.number().int(),
    documents_pages: z.number().int(),
    documents_count: z.number().int(),
  }),
});

export const supplierDeliveries = defineCall({
  method: 'GET',
  path: '/SupplierDeliveries',
  access: 'auth',
  group: 'supplier',
  summary: "Deals whose lease contract is signed and that buy the supplier's machines: the shipping tab",
  query: z.object({
    status: z.preprocess(
      blankToUndefined,
      z.enum(['all', ...DELIVERY_STATUSES], { error: 'Неизвестный статус' }).default('all'),
    ),
    page: ZPageNumber('Номер страницы'),
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(
      ZSupplierApplicationItem.extend({
        delivery: ZDeliveryRef,
        date_planned_shipment: z.string().nullable(),
      }),
    ),
    count_collection: z.number().int(),
    waiting: z.number().int().describe('Deliveries not delivered yet'),
    page: z.number().int(),
    pages: z.number().int(),
    items_pp: z.number().int(),
  }),
});

export const ZDeliveryCard = z.object({
  application: ZSupplierApplicationItem,
  contract: z.object({
    name: z.string(),
    date: z.string(),
    date_planned_shipment: z.string().nullable(),
    supply_code: z.string(),
  }),
  delivery: ZDelivery,
  todo: z.object({ title: z.string(), text: z.string(), action: z.boolean() }),
  can_edit: z.boolean(),
});
export type TDeliveryCard = z.infer<typeof ZDeliveryCard>;

const ZDeliveryReply = z.object({ success: z.literal(true), card: ZDeliveryCard });
const ZDealId = zId('Неверная сделка (id_object)');

export const supplierDelivery = defineCall({
  method: 'GET',
  path: '/SupplierDelivery',
  access: 'auth',
  group: 'supplier',
  summary: "One deal's delivery of the supplier's machines (id_object = the deal)",
  query: z.object({ id_object: ZDealId }),
  reply: ZDeliveryReply,
});

const ZIsoDay = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .refine(isCalendarDay, 'Такого дня нет в календаре')
      .nullable(),
  );

export const ZDeliverySaveInput = z.object({
  id_object: ZDealId,
  shipped_on: ZIsoDay('Дата отгрузки в формате ГГГГ-ММ-ДД'),
  delivered_on: ZIsoDay('Дата поставки в формате ГГГГ-ММ-ДД'),
  waybill: z.string().trim().max(60, 'Не более 60 символов').default(''),
  comment: z.string().trim().max(2000, 'Не более 2000 символов').default(''),
});

export const supplierDeliverySave = defineCall({
  method: 'POST',
  path: '/SupplierDelivery/Save',
  access: 'auth',
  group: 'supplier',
  summary:
    'Records the shipment (date, waybill) and the delivery (date, needs the UPD or the acceptance certificate); the client gets a message',
  body: ZDeliverySaveInput,
  reply: ZDeliveryReply,
});

export const supplierDeliveryAddDocument = defineCall({
  method: 'POST',
  path: '/SupplierDelivery/AddDocument',
  access: 'auth',
  group: 'supplier',
  summary:
    "Attaches one of the supplier's uploaded files (SetFile) to the delivery as a UPD, act, waybill or other",
  body: z.object({
    id_object: ZDealId,
    id_File: zId('Неверный файл (id_File)'),
    kind: ZDeliveryDocumentKind,
  }),
  reply: ZDeliveryReply,
});

/* ---------- Supply contracts and complaints (decision 0107) ---------- */

export const ZSupplyContractItem = z.object({
  id: z.number().int().describe('The deal: contracts/{id}'),
  number: z.string().describe('The supply contract number (the lease contract’s supply number)'),
  date: z.string().describe('yyyy-MM-dd, the lease contract’s date'),
  buyer: z.string().describe('The lessor that buys the machines'),
  lessee: z.string(),
  lease_contract: z.string(),
  deal_code: z.string(),
  products: z.array(ZLine).describe("Only the supplier's own machines"),
  sum: z.number().int(),
  state: z.enum(SUPPLY_CONTRACT_STATES),
  state_title: z.string(),
  url: z.string(),
  pdf_url: z.string(),
});
export type TSupplyContractItem = z.infer<typeof ZSupplyContractItem>;

export const supplierSupplyContracts = defineCall({
  method: 'GET',
  path: '/SupplierSupplyContracts',
  access: 'auth',
  group: 'supplier',
  summary:
    "The supply contracts of signed deals that buy the accredited supplier's machines (derived from the deals)",
  query: z.object({ page: ZPageNumber('Номер страницы') }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZSupplyContractItem),
    count_collection: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    items_pp: z.number().int(),
  }),
});

const ZParty = z.object({
  title: z.string(),
  inn: z.string(),
  kpp: z.string(),
  ogrn: z.string(),
  address: z.string(),
});

export const supplierSupplyContract = defineCall({
  method: 'GET',
  path: '/SupplierSupplyContract',
  access: 'auth',
  group: 'supplier',
  summary: 'One supply contract (id_object = the deal): parties, items, sum, delivery terms and its PDF',
  query: z.object({ id_object: ZDealId }),
  reply: z.object({
    success: z.literal(true),
    item: ZSupplyContractItem,
    buyer: ZParty,
    supplier: ZParty,
    lessee: z.object({ title: z.string(), inn: z.string() }),
    date_planned_shipment: z.string().nullable(),
    terms: z.array(z.string()),
    delivery: ZDeliveryRef,
  }),
});

export const ZSupplierComplaintItem = z.object({
  id: z.number().int(),
  code: z.string(),
  topic: z.string(),
  text: z.string(),
  client: z.string().describe('The lessee company that complained'),
  deal: z.object({ id: z.number().int(), code: z.string() }),
  products: z.array(z.string()).describe("The supplier's machines in the deal"),
  status: z.enum(SUPPLIER_COMPLAINT_STATUSES),
  status_title: z.string(),
  created: z.string(),
  answer: z.string().describe("The supplier's answer, '' until it answers"),
  answered: z.string().nullable(),
  url: z.string(),
});
export type TSupplierComplaintItem = z.infer<typeof ZSupplierComplaintItem>;

export const supplierComplaints = defineCall({
  method: 'GET',
  path: '/SupplierComplaints',
  access: 'auth',
  group: 'supplier',
  summary: "Clients' complaints about deals that buy the supplier's machines, unanswered first",
  query: z.object({
    status: z.preprocess(
      blankToUndefined,
      z.enum(['all', ...SUPPLIER_COMPLAINT_STATUSES], { error: 'Неизвестный статус' }).default('all'),
    ),
    page: ZPageNumber('Номер страницы'),
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZSupplierComplaintItem),
    unanswered: z.number().int(),
    count_collection: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    items_pp: z.number().int(),
  }),
});

const ZComplaintId = zId('Неверная рекламация (id_object)');

export const supplierComplaint = defineCall({
  method: 'GET',
  path: '/SupplierComplaint',
  access: 'auth',
  group: 'supplier',
  summary: "One complaint about the supplier's delivery with the supplier's answer",
  query: z.object({ id_object: ZComplaintId }),
  reply: z.object({ success: z.literal(true), item: ZSupplierComplaintItem }),
});

export const supplierComplaintAnswer = defineCall({
  method: 'POST',
  path: '/SupplierComplaint/Answer',
  access: 'auth',
  group: 'supplier',
  summary:
    "The supplier answers (or corrects its answer to) a complaint; the client's cabinet gets a message",
  body: z.object({
    id_object: ZComplaintId,
    text: z
      .string({ error: 'Напишите ответ' })
      .trim()
      .min(10, 'Ответ слишком короткий (не менее 10 символов)')
      .max(4000, 'Не более 4000 символов'),
  }),
  reply: z.object({ success: z.literal(true), item: ZSupplierComplaintItem }),
});
