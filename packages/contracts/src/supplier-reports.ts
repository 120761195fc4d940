import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';
import { ZEmail } from './services.ts';
import { CHECK_LIST_KINDS } from './supplier-reports-values.ts';

export {
  CHECK_LIST_KINDS,
  CHECK_LISTS_PAGE,
  CHECK_LISTS_PAGE_SIZE,
  REPORTS_PAGE,
  SPECIAL_REPORT_PAGE,
  SPECIAL_REPORT_XLSX_PATH,
} from './supplier-reports-values.ts';

/**
 * The accredited supplier's reports (issue 13; spec 2 §7 "Supplier and agent"; decision 0100):
 * its check lists (SupplierCRMCheckLists, CreateSupplierCheckList with id_File,
 * SendMailSupplierCheckList with id_object) and the special report (SupplierSpecialReport and
 * its XLSX Report, "no time-out"). Fields the spec does not show are ours (decision 0100).
 */

const blankToUndefined = (value: unknown) => (value === '' || value === '0' ? undefined : value);

export const ZCheckListKind = z.enum(CHECK_LIST_KINDS, { error: 'Выберите вид чек-листа' });

export const ZCheckListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(CHECK_LIST_KINDS),
  kind_title: z.string(),
  file: z.object({
    id: z.number().int(),
    title: z.string(),
    mime_type: z.string(),
    size: z.number().int(),
    src: z.string().describe('The file for its owner (GetFile download path)'),
  }),
  product: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  deal: z.object({ id: z.number().int(), code: z.string(), client: z.string() }).nullable(),
  comment: z.string(),
  created: z.string(),
  sent_to: z.string().nullable().describe('The last address it was mailed to'),
  sent: z.string().nullable(),
  sent_count: z.number().int(),
});
export type TCheckListItem = z.infer<typeof ZCheckListItem>;

export const supplierCRMCheckLists = defineCall({
  method: 'GET',
  path: '/SupplierCRMCheckLists',
  access: 'auth',
  group: 'supplier',
  summary:
    "The accredited supplier's check lists, newest first, paged; with the machines and deliveries a new one may be about",
  query: z.object({
    kind: z.preprocess(blankToUndefined, ZCheckListKind.optional()),
    page: z.coerce
      .number({ error: 'Номер страницы должен быть числом' })
      .int('Номер страницы должен быть целым числом')
      .min(1, 'Номер страницы начинается с 1')
      .max(10_000, 'Слишком большой номер страницы')
      .default(1),
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZCheckListItem),
    count_collection: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    items_pp: z.number().int(),
    kinds: z.array(z.object({ value: z.enum(CHECK_LIST_KINDS), title: z.string() })),
    products: z
      .array(z.object({ id: z.number().int(), title: z.string() }))
      .describe("The supplier's machines"),
    deals: z
      .array(z.object({ id: z.number().int(), code: z.string(), client: z.string() }))
      .describe("Deals with the supplier's machines whose lease contract is signed"),
    default_email: z.string().describe('Where a letter goes by default: the personal manager'),
  }),
});

export const createSupplierCheckList = defineCall({
  method: 'POST',
  path: '/CreateSupplierCheckList',
  access: 'auth',
  group: 'supplier',
  summary:
    'Keeps an uploaded XLSX or PDF (id_File from SetFile, at most 10 MB) as a check list for one of the machines or deliveries',
  body: z.object({
    id_File: zId('Приложите файл чек-листа (id_File)'),
    title: z
      .string({ error: 'Назовите чек-лист' })
      .trim()
      .min(1, 'Назовите чек-лист')
      .max(200, 'Не более 200 символов'),
    kind: ZCheckListKind,
    id_product: z.preprocess(blankToUndefined, zId('Неверная техника (id_product)').optional()),
    id_deal: z.preprocess(blankToUndefined, zId('Неверная сделка (id_deal)').optional()),
    comment: z.string().trim().max(2000, 'Не более 2000 символов').default(''),
  }),
  reply: z.object({ success: z.literal(true), item: ZCheckListItem }),
});

export const sendMailSupplierCheckList = defineCall({
  method: 'POST',
  path: '/SendMailSupplierCheckList',
  access: 'auth',
  group: 'supplier',
  summary:
    'Mails the check list with its file attached: to the address given, or to the personal manager without one',
  body: z.object({
    id_object: zId('Неверный чек-лист (id_object)'),
    email: z.preprocess((value) => (value === '' ? undefined : value), ZEmail.optional()),
  }),
  reply: z.object({ success: z.literal(true), item: ZCheckListItem, sent_to: z.string() }),
});

const ZMonth = z
  .string()
  .trim()
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'Месяц в виде ГГГГ-ММ');

export const ZSpecialReportQuery = z.object({
  from: z.preprocess((value) => (value === '' ? undefined : value), ZMonth.optional()),
  to: z.preprocess((value) => (value === '' ? undefined : value), ZMonth.optional()),
});

const ZFigures = z.object({
  applications: z.number().int(),
  machines: z.number().int().describe("The supplier's machines in them, units"),
  amount: z.number().int().describe('Their sum, roubles'),
  deals: z.number().int(),
  deals_amount: z.number().int(),
  delivered: z.number().int(),
  delivered_amount: z.number().int(),
});

export const ZSpecialReport = z.object({
  success: z.literal(true),
  company: z.string(),
  period: z.object({ from: z.string(), to: z.string(), title: z.string() }),
  totals: ZFigures.extend({ conversion: z.number().int().describe('Applications that became deals, %') }),
  states: z.array(
    z.object({
      state: z.string(),
      title: z.string(),
      applications: z.number().int(),
      machines: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  months: z.array(ZFigures.extend({ month: z.string(), title: z.string() })),
  products: z
    .array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        applications: z.number().int(),
        machines: z.number().int(),
        amount: z.number().int(),
      }),
    )
    .describe("The period's machines most asked for, at most 10"),
  generated: z.string(),
  download_url: z.string().describe('The same as XLSX (SupplierSpecialReport/Report)'),
});
export type TSpecialReport = z.infer<typeof ZSpecialReport>;

export const supplierSpecialReport = defineCall({
  method: 'GET',
  path: '/SupplierSpecialReport',
  access: 'auth',
  group: 'supplier',
  summary:
    "The supplier's figures over a period of months (from, to: YYYY-MM; the last 12 by default): its machines in applications and deals by state and month, with amounts",
  query: ZSpecialReportQuery,
  reply: ZSpecialReport,
});
