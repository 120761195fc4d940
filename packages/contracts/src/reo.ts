import { z } from 'zod';
import { defineCall } from './call.ts';
import { INT4_MAX, zId } from './input-rules.ts';
import { ZPaginatorData } from './paging.ts';
import { ZPersonalManager } from './personal-manager.ts';

/**
 * The regional fund partner's cabinet (ppk-reo, spec 1 §2: dashboard, contractors with `new`
 * and the is_deleted 0/1 filter, applications with tabs wait, approve, cancel and one
 * application). Spec 2 names no call for this role: these are ours (docs/decisions/0088).
 */

export const REO_HOME = '/cabinet/v2/ppk-reo/dashboard';

export const ZReoStatus = z.enum(['wait', 'approve', 'cancel'], { error: 'Неверный статус заявки' });
export type TReoStatus = z.infer<typeof ZReoStatus>;

const ZInn = z
  .string({ error: 'Введите ИНН' })
  .trim()
  .min(1, 'Введите ИНН')
  .regex(/^\d{10}$|^\d{12}$/, 'ИНН — 10 цифр для организации или 12 для ИП');

const zFlag01 = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? '0' : value),
    z.enum(['0', '1'], { error: message }),
  );

export const ZReoContractor = z.object({
  id: z.number().int(),
  inn: z.string(),
  title: z.string(),
  head: z.string(),
  city: z.string(),
  is_deleted: z.union([z.literal(0), z.literal(1)]),
  applications: z.number().int().describe("The farm's support requests"),
  created: z.string(),
});
export type TReoContractor = z.infer<typeof ZReoContractor>;

export const ZReoApplicationItem = z.object({
  id: z.number().int(),
  code: z.string().describe('РЭО-000123'),
  status: ZReoStatus,
  status_title: z.string(),
  program: z.string(),
  subject: z.string(),
  lease_sum: z.number().int(),
  support_sum: z.number().int(),
  contractor: z.object({ id: z.number().int(), title: z.string(), inn: z.string() }),
  created: z.string(),
  decided: z.string().nullable(),
  forwarded: z
    .object({ by: z.string(), comment: z.string(), at: z.string() })
    .nullable()
    .describe("The company's manager forwarded the farm's lease application to the fund (decision 0114)"),
});
export type TReoApplicationItem = z.infer<typeof ZReoApplicationItem>;

/** The fund's lists are paged by 20 (spec 2 §9: applications 20; decision 0114). */
export const REO_PAGE_SIZE = 20;

const ZPage = z.preprocess(
  (value) => (value === '' || value === undefined ? '1' : value),
  z.coerce
    .number({ error: 'Номер страницы должен быть числом' })
    .int('Номер страницы должен быть целым числом')
    .min(1, 'Номер страницы начинается с 1')
    .max(10_000, 'Слишком большой номер страницы'),
);

export const reoDashboard = defineCall({
  method: 'GET',
  path: '/ReoDashboard',
  access: 'auth',
  group: 'ppk-reo',
  summary:
    "The fund partner's dashboard: contractors, applications by status, the latest waiting ones, the manager",
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    account: z.object({ title: z.string(), inn: z.string(), name: z.string() }),
    contractors: z.object({ count: z.number().int(), deleted: z.number().int() }),
    applications: z.object({
      wait: z.number().int(),
      approve: z.number().int(),
      cancel: z.number().int(),
      support_approved: z.number().int().describe('Roubles of support approved'),
      waiting: z.array(ZReoApplicationItem).describe('The five oldest waiting requests'),
    }),
    manager: ZPersonalManager,
  }),
});

export const reoContractors = defineCall({
  method: 'GET',
  path: '/ReoContractors',
  access: 'auth',
  group: 'ppk-reo',
  summary: "The partner's contractors, newest first: is_deleted 0 (default) the current ones, 1 the deleted",
  query: z.object({ is_deleted: zFlag01('is_deleted — 0 или 1'), page: ZPage }),
  reply: z.object({ success: z.literal(true), items: z.array(ZReoContractor), paging: ZPaginatorData }),
});

export const reoContractorAdd = defineCall({
  method: 'POST',
  path: '/ReoContractors/Add',
  changesState: true,
  access: 'auth',
  group: 'ppk-reo',
  summary: 'Adds a farm of the region by INN (checksum checked); the same INN twice is refused',
  body: z.object({
    inn: ZInn,
    title: z
      .string({ error: 'Введите название' })
      .trim()
      .min(2, 'Введите название хозяйства')
      .max(200, 'Название — не длиннее 200 символов'),
    head: z.string().trim().max(120, 'Не длиннее 120 символов').optional().default(''),
    city: z.string().trim().max(120, 'Не длиннее 120 символов').optional().default(''),
  }),
  reply: z.object({ success: z.literal(true), item: ZReoContractor }),
});

export const reoContractorSetDeleted = defineCall({
  method: 'POST',
  path: '/ReoContractors/SetDeleted',
  changesState: true,
  access: 'auth',
  group: 'ppk-reo',
  summary: 'Deletes (is_deleted 1) or restores (0) a contractor; its requests stay',
  body: z.object({
    id: zId('Неверный контрагент (id)'),
    is_deleted: z.enum(['0', '1'], { error: 'is_deleted — 0 или 1' }),
  }),
  reply: z.object({ success: z.literal(true), item: ZReoContractor }),
});

export const reoApplications = defineCall({
  method: 'GET',
  path: '/ReoApplications',
  access: 'auth',
  group: 'ppk-reo',
  summary:
    'The support requests of one status (wait, approve, cancel): waiting oldest first, decided newest first',
  query: z.object({
    status: z.preprocess((value) => (value === '' || value === undefined ? 'wait' : value), ZReoStatus),
    page: ZPage,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZReoApplicationItem),
    counts: z.object({ wait: z.number().int(), approve: z.number().int(), cancel: z.number().int() }),
    paging: ZPaginatorData,
  }),
});

export const reoApplication = defineCall({
  method: 'GET',
  path: '/ReoApplication',
  access: 'auth',
  group: 'ppk-reo',
  summary: "One support request with its farm, lease application and decision (another partner's: 404)",
  query: z.object({ id: zId('Неверная заявка (id)') }),
  reply: z.object({
    success: z.literal(true),
    item: ZReoApplicationItem,
    contractor: ZReoContractor,
    lease_application: z.object({ code: z.string(), status_title: z.string() }).nullable(),
    comment: z.string(),
    decided_by: z.string(),
  }),
});

export const reoApplicationDecide = defineCall({
  method: 'POST',
  path: '/ReoApplications/Decide',
  changesState: true,
  access: 'auth',
  group: 'ppk-reo',
  summary: 'Approves or cancels a waiting request; a cancellation gives its reason (comment)',
  body: z.object({
    id: zId('Неверная заявка (id)'),
    decision: z.enum(['approve', 'cancel'], { error: 'Решение — approve или cancel' }),
    comment: z.string().optional().default(''),
  }),
  reply: z.object({ success: z.literal(true), item: ZReoApplicationItem, comment: z.string() }),
});

const ZReoDecision = ZReoApplicationItem.extend({
  fund: z.object({ title: z.string(), inn: z.string() }),
  comment: z.string(),
  decided_by: z.string(),
  lease_code: z.string().nullable(),
});
export type TReoDecision = z.infer<typeof ZReoDecision>;

export const cabinetReoSupport = defineCall({
  method: 'GET',
  path: '/CabinetReoSupport',
  access: 'auth',
  group: 'ppk-reo',
  summary:
    "The client's requests for regional support tied to one of its applications, with the fund's decision (another's application: 404)",
  query: z.object({ id_object: zId('Неверная заявка (id_object)') }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZReoDecision),
    can_request: z.boolean().describe('The application is sent, not refused, and no request of it waits'),
    funds: z.array(z.object({ id: z.number().int(), title: z.string() })).describe('Funds the farm may ask'),
    measures: z.array(z.string()),
    lease_sum: z
      .number()
      .int()
      .describe("The application's machinery total, roubles: the most support asked"),
  }),
});

const zRoubles = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[\s\u00a0\u202f]/g, '') : value),
    z.coerce.number({ error: message }).finite(message).max(INT4_MAX, message),
  );

const ZReoSupportRequest = z.object({
  id_object: zId('Неверная заявка (id_object)'),
  id_fund: zId('Выберите фонд'),
  program: z.string({ error: 'Выберите меру поддержки' }).trim(),
  support_sum: zRoubles('Укажите сумму поддержки в рублях'),
  comment: z.string().optional().default(''),
});
export type TReoSupportRequest = z.output<typeof ZReoSupportRequest>;

export const cabinetReoSupportCreate = defineCall({
  method: 'POST',
  path: '/CabinetReoSupport/Create',
  changesState: true,
  access: 'auth',
  group: 'ppk-reo',
  summary:
    'The farm asks a regional fund for support of one of its sent lease applications (the fund decides it in its cabinet; decision 0104)',
  body: ZReoSupportRequest,
  reply: z.object({ success: z.literal(true), item: ZReoDecision }),
});

export const backofficeReoApplications = defineCall({
  method: 'GET',
  path: '/Backoffice/ReoApplications',
  access: 'auth',
  group: 'ppk-reo',
  summary: "Every fund's support requests and decisions for the managers, newest first",
  query: z.object({
    status: z.preprocess((value) => (value === '' ? undefined : value), ZReoStatus.optional()),
    query: z
      .string()
      .trim()
      .max(200, 'Не более 200 символов')
      .optional()
      .describe("Words of the request's code, the farm's or the fund's name or INN"),
  }),
  reply: z.object({ success: z.literal(true), items: z.array(ZReoDecision) }),
});

export const backofficeReoSupport = defineCall({
  method: 'GET',
  path: '/Backoffice/ReoSupport',
  access: 'auth',
  group: 'ppk-reo',
  summary:
    'Managers: the support requests of one lease application and, while it may be forwarded, the funds, measures and the most to ask (decision 0114)',
  query: z.object({ id_object: zId('Неверная заявка (id_object)') }),
  reply: cabinetReoSupport.reply,
});

export const backofficeReoForward = defineCall({
  method: 'POST',
  path: '/Backoffice/ReoApplications/Forward',
  changesState: true,
  access: 'auth',
  group: 'ppk-reo',
  summary:
    "Managers forward a farm's lease application to a regional fund with a note (comment); the fund sees it waiting, marked as forwarded by the company (decision 0114)",
  body: ZReoSupportRequest,
  reply: z.object({ success: z.literal(true), item: ZReoDecision }),
});
