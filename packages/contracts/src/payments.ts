import { z } from 'zod';
import { defineCall } from './call.ts';
import { isCalendarDay, zId } from './input-rules.ts';

/**
 * Paying a lease payment and the money that comes in (issue 38, decision 0168). Our own paths:
 * the spec shows none. The client reads what to pay one of its payments with (the company's
 * requisites, the purpose, the penalty of an overdue one, the ГОСТ Р 56042 QR code) and its
 * invoice as a PDF; the manager records a payment by hand or imports a bank statement in the 1C
 * exchange format, and lists what came in, the unmatched first.
 */

export const ZPaymentRequisites = z.object({
  name: z.string().describe('The recipient'),
  inn: z.string(),
  kpp: z.string(),
  account: z.string().describe('Settlement account, 20 digits'),
  bank_name: z.string(),
  bic: z.string(),
  correspondent_account: z.string(),
});
export type TPaymentRequisites = z.infer<typeof ZPaymentRequisites>;

export const ZPaymentInvoice = z.object({
  id_payment: z.number().int(),
  id_order: z.number().int(),
  contract_name: z.string(),
  contractdate: z.string(),
  number: z.number().int().describe('Place in its order’s schedule, from 1'),
  payment_date: z.string(),
  isOverdue: z.boolean(),
  days_overdue: z.number().int(),
  penalty_rate: z.string().describe('Per cent of the sum due a day of delay, as configured: "0.1"'),
  payment_kopecks: z.number().int().describe('The payment by the schedule'),
  paid_kopecks: z
    .number()
    .int()
    .describe('Paid of it before: a partial payment (decision 0184); 0 when none'),
  sum_kopecks: z.number().int().describe('What remains to pay of the payment: all of it unless partly paid'),
  penalty_kopecks: z
    .number()
    .int()
    .describe('The penalty on what remains, up to today, rounded half up to the kopeck'),
  total_kopecks: z.number().int().describe('Both together: the QR code’s Sum'),
  purpose: z.string(),
  requisites: ZPaymentRequisites,
  qr_text: z.string().describe('ST00012|Name=…|…|Sum=<kopecks> (ГОСТ Р 56042-2014)'),
  qr_svg: z.string().describe('The QR code drawn as SVG'),
});
export type TPaymentInvoice = z.infer<typeof ZPaymentInvoice>;

const ZPaymentQuery = z.object({ id_payment: zId('Не указан платёж') });

export const cabinetPaymentInvoice = defineCall({
  method: 'GET',
  path: '/GetCabinetPaymentInvoice',
  access: 'auth',
  group: 'payments',
  summary:
    "What to pay one of the caller's unpaid payments with: requisites, purpose, penalty, the payment QR code (another company's payment: 404; a paid one: 409)",
  query: ZPaymentQuery,
  reply: z.object({ success: z.literal(true), invoice: ZPaymentInvoice }),
});

/** The invoice of one unpaid payment as a PDF, with the same data and QR code. */
export const PAYMENT_INVOICE_PDF_PATH = '/GetCabinetPaymentInvoice/Pdf';
export const ZPaymentInvoicePdfQuery = ZPaymentQuery;

export function paymentInvoicePdfUrl(paymentId: number): string {
  return `/srv${PAYMENT_INVOICE_PDF_PATH}?id_payment=${paymentId}`;
}

// ——— the back office: money that came in ———

export const INCOMING_PAGE_SIZE = 20;
export const INCOMING_STATES = ['all', 'unmatched', 'matched'] as const;

export const ZIncomingPayment = z.object({
  id: z.number().int(),
  source: z.enum(['statement', 'manual']),
  number: z.string().describe('The payment order’s number'),
  date: z.string().describe('The payment order’s day, yyyy-MM-dd'),
  sum_kopecks: z.number().int(),
  payer_inn: z.string(),
  payer_name: z.string(),
  purpose: z.string(),
  status: z.enum(['matched', 'unmatched']),
  note: z
    .string()
    .describe('Why it is unmatched, or what the manager should know of a matched one (a surplus)'),
  contract: z.object({ id: z.number().int(), contract_name: z.string(), company: z.string() }).nullable(),
  paid_payments: z.array(
    z.object({
      id: z.number().int(),
      payment_date: z.string(),
      payment_sum: z.number(),
      paid_kopecks: z.number().int().describe('What this money put to the payment (decision 0184)'),
      settled: z.boolean().describe('This money finished the payment; false: it is partly paid'),
    }),
  ),
  penalty_kopecks: z.number().int().describe('The penalties of late payments it paid'),
  surplus_kopecks: z
    .number()
    .int()
    .describe('Left over when the contract had nothing more to pay: to return or keep (decision 0184)'),
  created_at: z.string(),
});
export type TIncomingPayment = z.infer<typeof ZIncomingPayment>;

const ZPage = z.coerce
  .number({ error: 'Номер страницы должен быть числом' })
  .int('Номер страницы должен быть целым числом')
  .min(1, 'Номер страницы начинается с 1')
  .max(10_000, 'Слишком большой номер страницы')
  .default(1);

/** The filters of the incoming payments queue, which its XLSX export takes too. */
export const ZIncomingFilters = z.object({
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(INCOMING_STATES, { error: 'Неизвестный фильтр' }).default('all'),
  ),
});

export const incomingPayments = defineCall({
  method: 'GET',
  path: '/Backoffice/IncomingPayments',
  access: 'auth',
  group: 'payments',
  summary:
    'Manager: money that came in, newest first; state=unmatched lists what waits to be put to a contract',
  query: ZIncomingFilters.extend({ page: ZPage }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZIncomingPayment),
    count: z.number().int(),
    pages: z.number().int(),
    page: z.number().int(),
    unmatched_count: z.number().int(),
  }),
});

/** The queue as XLSX with its filter (decision 0175). */
export const INCOMING_REPORT_PATH = '/Backoffice/IncomingPayments/Report';

/** A sum as people type it: 185000, 185 000,50 or 185000.5 roubles, up to a trillion. */
const ZRoublesText = z
  .string({ error: 'Укажите сумму' })
  .trim()
  .transform((value) => value.replace(/[\s\u00a0]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{1,12}([.,]\d{1,2})?$/, 'Сумма в рублях, например 185000,00')
      .transform((value) => {
        const [whole = '0', fraction = ''] = value.split(/[.,]/);
        return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      })
      .refine((kopecks) => kopecks > 0, 'Сумма должна быть больше нуля'),
  );

export const ZRecordIncomingBody = z.object({
  contract_name: z
    .string({ error: 'Укажите договор' })
    .trim()
    .min(1, 'Укажите договор')
    .max(60, 'Слишком длинный номер договора'),
  number: z
    .string({ error: 'Укажите номер платёжного поручения' })
    .trim()
    .min(1, 'Укажите номер платёжного поручения')
    .max(20, 'Номер — до 20 символов'),
  date: z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const ru = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
      return ru ? `${ru[3]}-${ru[2]}-${ru[1]}` : value.trim();
    },
    z
      .string({ error: 'Укажите дату' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ДД.ММ.ГГГГ')
      .refine(isCalendarDay, 'Такого дня нет в календаре'),
  ),
  sum: ZRoublesText,
  payer_inn: z
    .string({ error: 'Укажите ИНН плательщика' })
    .trim()
    .regex(/^\d{10}(\d{2})?$/, 'ИНН — 10 или 12 цифр'),
  purpose: z.string().trim().max(210, 'Назначение — до 210 символов').default(''),
});

export const recordIncomingPayment = defineCall({
  method: 'POST',
  path: '/Backoffice/IncomingPayments/Record',
  access: 'auth',
  group: 'payments',
  summary:
    "Manager: records a payment by hand; it pays the contract's oldest unpaid payments (the payer's INN must be the contract's company's)",
  body: ZRecordIncomingBody,
  reply: z.object({ success: z.literal(true), payment: ZIncomingPayment }),
});

export const assignIncomingPayment = defineCall({
  method: 'POST',
  path: '/Backoffice/IncomingPayments/Assign',
  access: 'auth',
  group: 'payments',
  summary:
    "Manager: puts an unmatched incoming payment to a contract it names (whoever paid): it pays the contract's oldest unpaid payments the sum covers",
  body: z.object({
    id_incoming: zId('Не указано поступление'),
    contract_name: z
      .string({ error: 'Укажите договор' })
      .trim()
      .min(1, 'Укажите договор')
      .max(60, 'Слишком длинный номер договора'),
  }),
  reply: z.object({ success: z.literal(true), payment: ZIncomingPayment }),
});

/** Multipart: the statement as part `file` (1CClientBankExchange, windows-1251 or UTF-8), at most 5 MB. */
export const INCOMING_IMPORT_PATH = '/Backoffice/IncomingPayments/Import';
export const STATEMENT_LIMIT_BYTES = 5 * 1_048_576;

export const ZImportReply = z.object({
  success: z.literal(true),
  documents: z.number().int().describe('Payment orders read from the statement'),
  matched: z.array(ZIncomingPayment),
  unmatched: z.array(ZIncomingPayment),
  duplicates: z
    .array(
      z.object({
        number: z.string(),
        date: z.string(),
        sum_kopecks: z.number().int(),
        payer_inn: z.string(),
      }),
    )
    .describe('Payment orders taken before (same number, day, sum and payer): skipped'),
  problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type TImportReply = z.infer<typeof ZImportReply>;
