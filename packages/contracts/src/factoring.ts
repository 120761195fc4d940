import { z } from 'zod';
import { defineCall } from './call.ts';
import { isCalendarDay, zId, zOptionalId } from './input-rules.ts';

/**
 * The factoring cabinets (spec 1 §2: the supplier's registers, invoice, financing, documents,
 * reports; the customer's registers). Spec 2 names no call for these roles: these are ours
 * (docs/decisions/0088).
 */

const ZInn = z
  .string({ error: 'Введите ИНН покупателя' })
  .trim()
  .regex(/^\d{10}$|^\d{12}$/, 'ИНН — 10 цифр для организации или 12 для ИП');

/**
 * A calendar day as a person types it, ДД.ММ.ГГГГ (the dots may be commas, slashes or left out) or
 * ГГГГ-ММ-ДД, read as ГГГГ-ММ-ДД; a day not in the calendar (31.02) or a year outside 1900–2100
 * («12026», or «1202» when the field's ten characters cut it) is refused (issue 39).
 */
const ZDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.replace(/^(\d{2})[.,/ ]?(\d{2})[.,/ ]?(\d{4})$/, '$3-$2-$1'))
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, message)
        .refine(isCalendarDay, 'Такого дня нет в календаре')
        .refine((value) => value >= '1900-01-01' && value <= '2100-12-31', 'Год — от 1900 до 2100'),
    );

export const ZFactoringRegister = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.string(),
  status_title: z.string(),
  supplier: z.object({ title: z.string(), inn: z.string() }),
  customer: z.object({ title: z.string(), inn: z.string() }),
  customer_registered: z
    .boolean()
    .describe('A factoring customer account has this INN: it sees the register once sent (decision 0114)'),
  invoices: z.number().int(),
  total: z.number().int(),
  advance: z.number().int().describe('Roubles the factor advances: 90 % of the total'),
  financed_sum: z.number().int(),
  customer_comment: z.string(),
  created: z.string(),
  sent: z.string().nullable(),
  answered: z.string().nullable().describe("The customer's answer (confirmed or disputed), decision 0183"),
  financed: z.string().nullable().describe("The factor's financing, decision 0183"),
});
export type TFactoringRegister = z.infer<typeof ZFactoringRegister>;

export const ZFactoringInvoice = z.object({
  id: z.number().int(),
  register_id: z.number().int(),
  register_number: z.string(),
  number: z.string(),
  issued: z.string(),
  due: z.string(),
  delivery: z.string(),
  amount: z.number().int(),
  scan: z
    .object({
      title: z.string(),
      mime_type: z.string(),
      size: z.number().int(),
      url: z.string().describe('GET it for the bytes (an attachment)'),
    })
    .nullable()
    .describe("The supplier's scan of the signed invoice (decision 0114)"),
});
export type TFactoringInvoice = z.infer<typeof ZFactoringInvoice>;

const supplierCall = { access: 'auth', group: 'factoring' } as const;

export const factoringRegisters = defineCall({
  ...supplierCall,
  method: 'GET',
  path: '/FactoringRegisters',
  summary: "The factoring supplier's registers, newest first",
  query: z.object({}),
  reply: z.object({ success: z.literal(true), items: z.array(ZFactoringRegister) }),
});

export const factoringRegisterCreate = defineCall({
  ...supplierCall,
  method: 'POST',
  path: '/FactoringRegisters/Create',
  summary: 'Starts a register (draft) of invoices to one customer, known by INN',
  body: z.object({
    number: z
      .string({ error: 'Введите номер реестра' })
      .trim()
      .min(1, 'Введите номер реестра')
      .max(40, 'Номер — не длиннее 40 символов'),
    customer_inn: ZInn,
    customer_title: z
      .string({ error: 'Введите покупателя' })
      .trim()
      .min(2, 'Введите название покупателя')
      .max(200, 'Не длиннее 200 символов'),
  }),
  reply: z.object({
    success: z.literal(true),
    item: ZFactoringRegister,
    note: z.string().describe('Whether the customer was found by INN and what that means (decision 0114)'),
  }),
});

export const factoringRegister = defineCall({
  ...supplierCall,
  method: 'GET',
  path: '/FactoringRegister',
  summary: "One register of the supplier with its invoices (another supplier's: 404)",
  query: z.object({ id: zId('Неверный реестр (id)') }),
  reply: z.object({
    success: z.literal(true),
    item: ZFactoringRegister,
    invoices: z.array(ZFactoringInvoice),
  }),
});

/** An invoice's fields as the supplier types them (added or corrected). */
const ZInvoiceFields = z.object({
  number: z
    .string({ error: 'Введите номер' })
    .trim()
    .min(1, 'Введите номер накладной')
    .max(40, 'Не длиннее 40 символов'),
  issued: ZDay('Введите дату накладной в виде ДД.ММ.ГГГГ'),
  due: ZDay('Введите срок оплаты в виде ДД.ММ.ГГГГ'),
  amount: z.coerce
    .number({ error: 'Введите сумму' })
    .int('Сумма — в целых рублях')
    .min(1, 'Сумма — больше нуля')
    .max(1_000_000_000, 'Сумма — не больше 1 млрд ₽'),
  delivery: z.string().trim().max(200, 'Не длиннее 200 символов').optional().default(''),
});

export const factoringInvoiceAdd = defineCall({
  ...supplierCall,
  method: 'POST',
  path: '/FactoringInvoices/Add',
  summary: 'Adds an invoice to a draft register; the due day is not before the issue day',
  body: ZInvoiceFields.extend({ id_register: zId('Неверный реестр (id_register)') }),
  reply: z.object({ success: z.literal(true), item: ZFactoringRegister, invoice: ZFactoringInvoice }),
});

export const factoringInvoiceEdit = defineCall({
  ...supplierCall,
  method: 'POST',
  path: '/FactoringInvoices/Edit',
  summary:
    "Corrects an invoice of a draft register (the register's total follows); a sent register's: 400, another supplier's: 404",
  body: ZInvoiceFields.extend({ id: zId('Неверная накладная (id)') }),
  reply: z.object({ success: z.literal(true), item: ZFactoringRegister, invoice: ZFactoringInvoice }),
});

export const factoringInvoiceDelete = defineCall({
  ...supplierCall,
  method: 'POST',
  path: '/FactoringInvoices/Delete',
  summary:
    "Deletes an invoice of a draft register (the register's total follows); a sent register's: 400, another supplier's: 404",
  body: z.object({ id: zId('Неверная накладная (id)') }),
  reply: z.object({ success: z.literal(true), item: ZFactoringRegister }),
});

export const factoringRegisterSend = defineCall({
  ...supplierCall,
  method: 'POST',
  path: '/FactoringRegisters/Send',
  summary: 'Sends a draft register with its invoices to the customer for confirmation and to the factor',
  body: z.object({ id: zId('Неверный реестр (id)') }),
  reply: z.object({ success: z.literal(true), item: ZFactoringRegister }),
});

export const factoringInvoices = defineCall({
  ...supplierCall,
  method: 'GET',
  path: '/FactoringInvoices',
  summary: "Every invoice of the supplier's registers, newest first",
  query: z.object({}),
  reply: z.object({ success: z.literal(true), items: z.array(ZFactoringInvoice) }),
});

export const factoringFinancing = defineCall({
  ...supplierCall,
  method: 'GET',
  path: '/FactoringFinancing',
  summary: 'The registers sent for financing with the advance asked and the sum financed',
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZFactoringRegister),
    totals: z.object({ advance: z.number().int(), financed: z.number().int() }),
  }),
});

export const factoringCustomerRegisters = defineCall({
  access: 'auth',
  group: 'factoring',
  method: 'GET',
  path: '/FactoringCustomerRegisters',
  summary: 'The registers suppliers sent to this customer (by its INN), with their invoices',
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZFactoringRegister.extend({ invoice_list: z.array(ZFactoringInvoice) })),
  }),
});

export const factoringCustomerAnswer = defineCall({
  access: 'auth',
  group: 'factoring',
  method: 'POST',
  path: '/FactoringCustomerRegisters/Answer',
  summary: 'The customer confirms a sent register, or disputes it with a reason',
  body: z.object({
    id: zId('Неверный реестр (id)'),
    decision: z.enum(['confirm', 'dispute'], { error: 'Ответ — confirm или dispute' }),
    comment: z.string().optional().default(''),
  }),
  reply: z.object({ success: z.literal(true), item: ZFactoringRegister }),
});

/** The company's side (back office, managers only): every supplier's registers past the draft. */
export const backofficeFactoringRegisters = defineCall({
  access: 'auth',
  group: 'factoring',
  method: 'GET',
  path: '/Backoffice/FactoringRegisters',
  summary:
    'Registers sent by factoring suppliers: confirmed ones wait for financing, financed ones for payment',
  query: z.object({
    status: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['sent', 'confirmed', 'disputed', 'financed', 'paid'], { error: 'Неверный статус' }).optional(),
    ),
    query: z
      .string()
      .trim()
      .max(200, 'Не более 200 символов')
      .optional()
      .describe("Words of the register's number, the supplier's or the customer's name or INN"),
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZFactoringRegister.extend({ invoice_list: z.array(ZFactoringInvoice) })),
  }),
});

export const backofficeFactoringFinance = defineCall({
  access: 'auth',
  group: 'factoring',
  method: 'POST',
  path: '/Backoffice/FactoringRegisters/Finance',
  summary: 'Finances a confirmed register with an amount up to its advance (90 % of the total)',
  body: z.object({
    id: zId('Неверный реестр (id)'),
    amount: z.coerce
      .number({ error: 'Введите сумму' })
      .int('Сумма — в целых рублях')
      .min(1, 'Сумма — больше нуля')
      .max(1_000_000_000, 'Сумма — не больше 1 млрд ₽'),
  }),
  reply: z.object({ success: z.literal(true), item: ZFactoringRegister }),
});

export const backofficeFactoringPaid = defineCall({
  access: 'auth',
  group: 'factoring',
  method: 'POST',
  path: '/Backoffice/FactoringRegisters/Paid',
  summary: "Records the customer's payment of a financed register",
  body: z.object({ id: zId('Неверный реестр (id)') }),
  reply: z.object({ success: z.literal(true), item: ZFactoringRegister }),
});

/** The supplier's registers and their invoices as an XLSX workbook (a download, not a JSON call). */
export const FACTORING_REPORT_PATH = '/FactoringReports/Registers';

/** One document of the supplier's «Документы» page: what it is and where its PDF is. */
export const ZFactoringDocument = z.object({
  kind: z.enum(['notice', 'agreement']),
  title: z.string(),
  file_name: z.string(),
  url: z.string().describe('GET it for the PDF (an attachment)'),
});
export type TFactoringDocument = z.infer<typeof ZFactoringDocument>;

export const factoringDocuments = defineCall({
  ...supplierCall,
  method: 'GET',
  path: '/FactoringDocuments',
  summary:
    "The supplier's general factoring agreement and, per register sent to the factor, its notice of assignment",
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    agreement: z.object({ number: z.string(), date: z.string(), document: ZFactoringDocument }),
    registers: z.array(ZFactoringRegister.extend({ documents: z.array(ZFactoringDocument) })),
  }),
});

/** A document as a PDF (a download, not a JSON call): the notice names its register. */
export const FACTORING_DOCUMENT_PDF_PATH = '/FactoringDocumentPdf';

/** Where a document's PDF is downloaded from (the notice names its register). */
export function factoringDocumentUrl(kind: 'notice' | 'agreement', register?: number): string {
  return `/srv${FACTORING_DOCUMENT_PDF_PATH}?kind=${kind}${register ? `&register=${register}` : ''}`;
}

export const ZFactoringDocumentPdfQuery = z
  .object({
    kind: z.enum(['notice', 'agreement'], { error: 'Документ (kind) — notice или agreement' }),
    register: zOptionalId('Неверный реестр (register)'),
  })
  .superRefine((input, context) => {
    if (input.kind === 'notice' && input.register === undefined) {
      context.addIssue({ code: 'custom', message: 'Укажите реестр (register)', path: ['register'] });
    }
  });

/**
 * The supplier attaches the scan of one invoice of a draft register (decision 0114): multipart
 * with the invoice's `id` and the `file` (PDF, JPEG or PNG, at most 15 MB, checked from its bytes).
 */
export const FACTORING_INVOICE_SCAN_UPLOAD_PATH = '/FactoringInvoices/Scan';

export const ZFactoringInvoiceScanFields = z.object({ id: zId('Неверная накладная (id)') });

export const ZFactoringInvoiceScanReply = z.object({ success: z.literal(true), invoice: ZFactoringInvoice });
export type TFactoringInvoiceScanReply = z.infer<typeof ZFactoringInvoiceScanReply>;

/** The scan's bytes (a download): its supplier, the customer of a sent register, a manager. */
export const FACTORING_INVOICE_SCAN_PATH = '/FactoringInvoiceScan';

export const ZFactoringInvoiceScanQuery = z.object({ id: zId('Неверная накладная (id)') });

export function factoringInvoiceScanUrl(invoiceId: number): string {
  return `/srv${FACTORING_INVOICE_SCAN_PATH}?id=${invoiceId}`;
}
