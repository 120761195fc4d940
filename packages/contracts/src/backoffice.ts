import { z } from 'zod';
import { MANUAL_CONDITION_FORM_LIMITS, OFFER_FORM_LIMITS } from './backoffice-values.ts';
import { ZMonthList } from './calculator.ts';
import { defineCall } from './call.ts';
import { ZDealDocument, ZDealOrder, ZDealProduct, ZDealSummary } from './deal.ts';
import { isCalendarDay, zId } from './input-rules.ts';
import { ZOffer, ZSchedulePreviewRow } from './offers.ts';
import { ZQueuePageSize } from './paging.ts';
import { ZDealDelivery } from './supplier-deliveries.ts';

export { MANUAL_CONDITION_FORM_LIMITS, OFFER_FORM_LIMITS };

/**
 * The company's side of applications and deals (issue 6, decision 0064): the manager's
 * queue, decisions and deal stages. Our own paths: the spec shows none for the back office.
 */
export const BACKOFFICE_PAGE_SIZE = 20;

export const APPLICATION_STATUS_FILTERS = [
  'all',
  'submitted',
  'documents_requested',
  'approved',
  'rejected',
  'offer_accepted',
  'offer_rejected',
] as const;

const ZIdObject = zId('Укажите объект');

const ZPage = z.coerce
  .number({ error: 'Номер страницы должен быть числом' })
  .int('Номер страницы должен быть целым числом')
  .min(1, 'Номер страницы начинается с 1')
  .max(10_000, 'Слишком большой номер страницы')
  .default(1);

/** The agent who brought an application (decisions 0087, 0108): the back office marks it «От агента». */
export const ZAgentMark = z
  .object({ title: z.string(), inn: z.string() })
  .nullable()
  .describe('The agent who started the application for the company, or null');

export const ZQueueItem = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.string(),
  status_title: z.string(),
  company: z.string(),
  inn: z.string(),
  products_count: z.number().int(),
  products_sum: z.number(),
  submitted: z.string().nullable(),
  updated: z.string(),
  agent: ZAgentMark,
});
export type TQueueItem = z.infer<typeof ZQueueItem>;

/** The back office's queues, by the menu section that holds them (issue 39, decision 0179). */
export const BACKOFFICE_QUEUES = [
  'applications',
  'accreditations',
  'company_proofs',
  'product_changes',
  'supplier_offers',
  'subleasing',
  'factoring',
  'reo',
  'contractors',
  'deliveries',
] as const;

export const queueCounts = defineCall({
  method: 'GET',
  path: '/Backoffice/QueueCounts',
  access: 'auth',
  group: 'backoffice',
  summary:
    "What waits for a manager in each queue: sent applications, accreditations and company proofs under review, pending card changes and offers, submitted subleasing, factoring registers to finance or close, funds' requests waiting, agents' contractors not verified, failed deliveries (manager)",
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    counts: z.record(z.enum(BACKOFFICE_QUEUES), z.number().int()),
  }),
});

export const applicationQueue = defineCall({
  method: 'GET',
  path: '/Backoffice/Applications',
  access: 'auth',
  group: 'backoffice',
  summary:
    'Sent applications, those waiting for a decision first; filter by status, search by code or company (manager)',
  query: z.object({
    status: z.enum(APPLICATION_STATUS_FILTERS, { error: 'Неизвестный статус' }).default('all'),
    query: z.string().trim().max(200, 'Не более 200 символов').default(''),
    page: ZPage,
    items_per_page: ZQueuePageSize,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZQueueItem),
    count: z.number().int(),
    pages: z.number().int(),
    page: z.number().int(),
  }),
});

export const ZHistoryEntry = z.object({
  date: z.string(),
  title: z.string(),
  body: z.string(),
});

export const ZBackofficeFile = z.object({
  id: z.number().int(),
  title: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  src: z.string(),
});

export const ZApplicationCard = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.string(),
  status_title: z.string(),
  manager_comment: z.string(),
  submitted: z.string().nullable(),
  company: z.object({
    title: z.string(),
    inn: z.string(),
    kpp: z.string(),
    ogrn: z.string(),
    login: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  agent: ZAgentMark,
  products: z.array(ZDealProduct),
  products_sum: z.number(),
  form: z.record(z.string(), z.unknown()),
  files: z.array(ZBackofficeFile),
  documents: z.array(ZDealDocument),
  offer: ZOffer.nullable(),
  id_deal: z.number().int().nullable(),
  history: z.array(ZHistoryEntry),
  /** Approval defaults from the client's wizard values (advance, term, schedule) and the products. */
  defaults: z.object({
    sum: z.number(),
    advance_percent: z.number(),
    term_months: z.number().int(),
    schedule_type: z.enum(['annuity', 'decreasing', 'seasonal']),
  }),
  /** Decisions the status allows now. */
  can: z.object({ request_documents: z.boolean(), approve: z.boolean(), reject: z.boolean() }),
});
export type TApplicationCard = z.infer<typeof ZApplicationCard>;

const ZCard = z.object({ success: z.literal(true), application: ZApplicationCard });

export const applicationCard = defineCall({
  method: 'GET',
  path: '/Backoffice/Application',
  access: 'auth',
  group: 'backoffice',
  summary: 'One application with the company, products, form values, files, documents and history (manager)',
  query: z.object({ id_object: ZIdObject }),
  reply: ZCard,
});

const ZComment = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(2000, 'Не более 2000 символов');

export const ZRequestDocumentsInput = z.object({
  id_object: ZIdObject,
  comment: ZComment('Напишите, какие документы нужны'),
});

export const requestDocuments = defineCall({
  method: 'POST',
  path: '/Backoffice/Application/RequestDocuments',
  access: 'auth',
  group: 'backoffice',
  summary: 'Asks the client for documents with a comment: status documents_requested (manager)',
  body: ZRequestDocumentsInput,
  reply: ZCard,
});

const L = OFFER_FORM_LIMITS;

export const ZApproveInput = z
  .object({
    id_object: ZIdObject,
    sum: z.coerce
      .number({ error: 'Укажите сумму числом' })
      .int('Сумма — целое число рублей')
      .min(L.minSum, 'Сумма от 1 000 до 2 000 000 000 ₽')
      .max(L.maxSum, 'Сумма от 1 000 до 2 000 000 000 ₽'),
    advance_percent: z.coerce
      .number({ error: 'Укажите аванс числом' })
      .int('Аванс — целое число процентов')
      .min(L.minAdvancePercent, `Аванс от ${L.minAdvancePercent} до ${L.maxAdvancePercent} %`)
      .max(L.maxAdvancePercent, `Аванс от ${L.minAdvancePercent} до ${L.maxAdvancePercent} %`),
    term_months: z.coerce
      .number({ error: 'Укажите срок числом' })
      .int('Срок — целое число месяцев')
      .min(L.minTermMonths, `Срок от ${L.minTermMonths} до ${L.maxTermMonths} месяцев`)
      .max(L.maxTermMonths, `Срок от ${L.minTermMonths} до ${L.maxTermMonths} месяцев`),
    schedule_type: z.enum(['annuity', 'decreasing', 'seasonal'], { error: 'Выберите график платежей' }),
    months: z
      .preprocess((value) => (value === '' ? undefined : value), ZMonthList.optional())
      .describe('A seasonal schedule: the months (1–12) carrying payments, e.g. 9,10,11'),
    comment: z.string().trim().max(2000, 'Не более 2000 символов').default(''),
  })
  .superRefine((input, context) => {
    if (input.schedule_type === 'seasonal' && (input.months ?? []).length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['months'],
        message: 'Выберите месяцы платежей сезонного графика',
      });
    }
  });

export const approveApplication = defineCall({
  method: 'POST',
  path: '/Backoffice/Application/Approve',
  access: 'auth',
  group: 'backoffice',
  summary: 'Approves with conditions: status approved and a pending offer for the client (manager)',
  body: ZApproveInput,
  reply: ZCard,
});

export const ZRejectInput = z.object({ id_object: ZIdObject, reason: ZComment('Укажите причину отказа') });

export const rejectApplication = defineCall({
  method: 'POST',
  path: '/Backoffice/Application/Reject',
  access: 'auth',
  group: 'backoffice',
  summary: 'Rejects with a reason: status rejected (manager)',
  body: ZRejectInput,
  reply: ZCard,
});

export const DEAL_STAGE_FILTERS = [
  'all',
  'conditions',
  'contract',
  'shipment',
  'handover',
  'closed',
] as const;

export const ZBackofficeDeal = ZDealSummary.extend({
  company: z.string(),
  inn: z.string(),
  agent: ZAgentMark,
});

export const dealList = defineCall({
  method: 'GET',
  path: '/Backoffice/Deals',
  access: 'auth',
  group: 'backoffice',
  summary: 'Deals, open ones first, by stage (manager)',
  query: z.object({
    stage: z.enum(DEAL_STAGE_FILTERS, { error: 'Неизвестный этап' }).default('all'),
    page: ZPage,
    items_per_page: ZQueuePageSize,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZBackofficeDeal),
    count: z.number().int(),
    pages: z.number().int(),
    page: z.number().int(),
  }),
});

export const ZDealCard = z.object({
  deal: ZBackofficeDeal,
  products: z.array(ZDealProduct),
  offer: ZOffer.nullable(),
  client_conditions: z
    .object({
      advance_percent: z.number(),
      term_months: z.number().int(),
      schedule_title: z.string(),
      seasonal_months: z.array(z.number().int()),
      insurer: z.string(),
      delays: z.array(z.string()).describe('The delays the client chose, in words'),
      monthly_payment: z.number(),
      total: z.number(),
    })
    .nullable()
    .describe("The client's own conditions when changed in the deal wizard (decision 0095)"),
  order: ZDealOrder.nullable(),
  payments: z.array(ZSchedulePreviewRow),
  documents: z.array(ZDealDocument),
  history: z.array(ZHistoryEntry),
  next_stage: z.string().nullable(),
  next_stage_title: z.string().nullable(),
  deliveries: z.array(ZDealDelivery).describe("Each supplier's delivery (decision 0090)"),
  check_lists: z
    .array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        kind_title: z.string(),
        supplier: z.string(),
        file: z.object({ title: z.string(), src: z.string() }),
        created: z.string(),
      }),
    )
    .describe("The suppliers' check lists about this deal (decision 0100)"),
  waiting_for: z
    .array(z.string())
    .describe('Suppliers with a cabinet that have not recorded their delivery: the handover waits for them'),
  agent_commission: z
    .object({
      agent: z.object({ title: z.string(), inn: z.string() }),
      base: z.number().int(),
      percent: z.number(),
      amount: z.number().int(),
      status: z.enum(['pending', 'earned', 'paid']),
      status_title: z.string(),
      paid_on: z.string().nullable(),
      payment_order: z.string().nullable(),
    })
    .nullable()
    .describe("The agent's commission on a deal its application brought (decisions 0101, 0108)"),
  agent_conditions: z
    .object({
      mode: z.enum(['robotic', 'manual']),
      mode_title: z.string(),
      robotic_available: z.boolean().describe('The deal has the company offer robotic conditions come from'),
      can_change: z.boolean().describe('The conditions are still open: the manager may switch them'),
      manual: z
        .object({
          advance_percent: z.number().int(),
          term_months: z.number().int(),
          rate_percent: z.number(),
          sum: z.number().describe('Roubles: the offer sum, or the machinery total without an offer'),
          monthly_payment: z.number(),
          total: z.number(),
        })
        .nullable()
        .describe("The manager's manual conditions, when set"),
    })
    .nullable()
    .describe("An agent's deal: robotic or manual conditions (decision 0113); null for other deals"),
});
export type TDealCard = z.infer<typeof ZDealCard>;

const ZDealCardReply = z.object({ success: z.literal(true), card: ZDealCard });

export const dealCard = defineCall({
  method: 'GET',
  path: '/Backoffice/Deal',
  access: 'auth',
  group: 'backoffice',
  summary: 'One deal with its offer, order, schedule, documents and history (manager)',
  query: z.object({ id_object: ZIdObject }),
  reply: ZDealCardReply,
});

export const ZNextStageInput = z.object({
  id_object: ZIdObject,
  /** The stage the manager saw: a second click on a stale page answers 409, not a second move. */
  stage: z.enum(['conditions', 'contract', 'shipment', 'handover'], { error: 'Неизвестный этап' }),
  date_planned_shipment: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД')
      .refine(isCalendarDay, 'Такого дня нет в календаре')
      .optional(),
  ),
  supply_code: z.string().trim().max(60, 'Не более 60 символов').default(''),
});

export const dealNextStage = defineCall({
  method: 'POST',
  path: '/Backoffice/Deal/NextStage',
  access: 'auth',
  group: 'backoffice',
  summary:
    'Moves a deal to its next stage; to contract it makes the order, its schedule and the contract PDF; to shipment it needs the planned date and supply code (manager)',
  body: ZNextStageInput,
  reply: ZDealCardReply,
});

export const ZAgentCommissionPaidInput = z.object({
  id_object: ZIdObject,
  paid_on: z
    .string({ error: 'Укажите дату выплаты' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД')
    .refine(isCalendarDay, 'Такого дня нет в календаре'),
  payment_order: z
    .string({ error: 'Укажите номер платёжного поручения' })
    .trim()
    .min(1, 'Укажите номер платёжного поручения')
    .max(20, 'Не более 20 символов'),
});

export const agentCommissionPaid = defineCall({
  method: 'POST',
  path: '/Backoffice/Deal/AgentCommissionPaid',
  access: 'auth',
  group: 'backoffice',
  summary:
    "Records the payout of the agent's earned commission on a closed deal: the payment's date and order number (manager; decision 0108)",
  body: ZAgentCommissionPaidInput,
  reply: ZDealCardReply,
});

const M = MANUAL_CONDITION_FORM_LIMITS;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const ZAgentDealConditionsInput = z
  .object({
    id_object: ZIdObject,
    mode: z.enum(['robotic', 'manual'], { error: 'Выберите роботизированные или ручные условия' }),
    advance_percent: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'Укажите аванс числом' })
        .int('Аванс — целое число процентов')
        .min(M.minAdvancePercent, `Аванс от ${M.minAdvancePercent} до ${M.maxAdvancePercent} %`)
        .max(M.maxAdvancePercent, `Аванс от ${M.minAdvancePercent} до ${M.maxAdvancePercent} %`)
        .optional(),
    ),
    term_months: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'Укажите срок числом' })
        .int('Срок — целое число месяцев')
        .min(M.minTermMonths, `Срок от ${M.minTermMonths} до ${M.maxTermMonths} месяцев`)
        .max(M.maxTermMonths, `Срок от ${M.minTermMonths} до ${M.maxTermMonths} месяцев`)
        .optional(),
    ),
    rate_percent: z.preprocess(
      (value) => (typeof value === 'string' ? blankToUndefined(value.trim().replace(',', '.')) : value),
      z.coerce
        .number({ error: 'Укажите ставку числом' })
        .min(M.minRatePercent, `Ставка от ${M.minRatePercent} до ${M.maxRatePercent} % годовых`)
        .max(M.maxRatePercent, `Ставка от ${M.minRatePercent} до ${M.maxRatePercent} % годовых`)
        .optional(),
    ),
  })
  .superRefine((input, context) => {
    if (input.mode !== 'manual') return;
    const missing = [
      ['advance_percent', 'Укажите аванс, %'],
      ['term_months', 'Укажите срок, мес.'],
      ['rate_percent', 'Укажите ставку, % годовых'],
    ] as const;
    for (const [field, message] of missing) {
      if (input[field] === undefined) context.addIssue({ code: 'custom', path: [field], message });
    }
  });

export const agentDealConditions = defineCall({
  method: 'POST',
  path: '/Backoffice/Deal/AgentConditions',
  access: 'auth',
  group: 'backoffice',
  summary:
    "Sets an agent's deal to robotic conditions (the company offer) or to manual ones: the manager's advance, term and annual rate; only while the conditions are open (manager; decision 0113)",
  body: ZAgentDealConditionsInput,
  reply: ZDealCardReply,
});
