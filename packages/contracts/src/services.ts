import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';

/** 152-ФЗ: the person ticks the consent box themselves; a form without it is refused. */
const CONSENT_REQUIRED = 'Необходимо согласие на обработку персональных данных';

/**
 * Service forms (spec 1 §1): callback, feedback and technical support, agentship and
 * marketing offers, factoring. The same schemas validate the forms in the browser and on the
 * gateway (STYLE.md: one schema on both sides).
 */
const REQUIRED = 'Поле не может быть пустым';

/** Phone (spec 1 §5): an optional +7, 7 or 8 prefix, then 10 digits with optional separators. */
export const PHONE_PATTERN = /^(?:\+7|7|8)?[\s-]?\(?\d{3}\)?[\s-]?\d{3}[\s-]?\d{2}[\s-]?\d{2}$/;
export const ZPhone = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .regex(PHONE_PATTERN, 'Введите телефон в формате +7 999 123-45-67');

export const ZPersonName = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(120, 'Не более 120 символов');

export const ZEmail = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .email('Неверный адрес электронной почты');

const ZOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Не более ${max} символов`)
    .optional()
    .transform((value) => value ?? '');

/** INN of a company (10 digits) or an entrepreneur (12 digits). */
export const ZInn = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^(\d{10}|\d{12})$/, 'ИНН состоит из 10 или 12 цифр');

/** Every form answers with its request number. */
export const ZRequestAccepted = z.object({
  success: z.literal(true),
  code: z.string().describe('Request number shown to the visitor'),
  duplicate: z.boolean().describe('true when the same submission arrived within the last minute'),
});
export type TRequestAccepted = z.infer<typeof ZRequestAccepted>;

export const ZCallbackForm = z.object({
  name: ZPersonName,
  phone: ZPhone,
  time: ZOptionalText(60).describe('Convenient time to call'),
  comment: ZOptionalText(1000),
  page: ZOptionalText(300).describe('The page the request was made from'),
});
export type TCallbackForm = z.input<typeof ZCallbackForm>;

export const setCall = defineCall({
  method: 'POST',
  path: '/SetCall',
  access: 'client',
  group: 'services',
  summary: 'Callback request (client id, uid cookie)',
  body: ZCallbackForm,
  reply: ZRequestAccepted,
});

export const ZAgentshipForm = z.object({
  name: ZPersonName,
  phone: ZPhone,
  email: ZEmail.optional(),
  company: ZOptionalText(200),
  region: ZOptionalText(120),
});

export const setAgentshipCall = defineCall({
  method: 'GET',
  path: '/SetAgentshipCall',
  changesState: true,
  access: 'public',
  group: 'services',
  summary: 'Request to become an agent',
  query: ZAgentshipForm,
  reply: ZRequestAccepted,
});

export const ZMarketingOfferForm = z.object({
  name: ZPersonName,
  phone: ZPhone,
  offer: ZOptionalText(200).describe('Offer or product the visitor is interested in'),
  id_product: zId('Неверный идентификатор товара').optional(),
});

export const setMarketingOfferCall = defineCall({
  method: 'GET',
  path: '/SetMarketingOfferCall',
  changesState: true,
  access: 'public',
  group: 'services',
  summary: 'Request for a special (marketing) offer',
  query: ZMarketingOfferForm,
  reply: ZRequestAccepted,
});

export const FEEDBACK_TOPICS = {
  question: 'Вопрос',
  proposal: 'Предложение',
  complaint: 'Жалоба',
  gratitude: 'Благодарность',
  support: 'Техническая поддержка',
} as const;
export type TFeedbackTopic = keyof typeof FEEDBACK_TOPICS;

export const ZFeedbackForm = z.object({
  topic: z.enum(Object.keys(FEEDBACK_TOPICS) as [TFeedbackTopic, ...TFeedbackTopic[]], {
    error: 'Выберите тему обращения',
  }),
  name: ZPersonName,
  email: ZEmail,
  phone: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, 'Введите телефон в формате +7 999 123-45-67')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  message: z
    .string({ error: REQUIRED })
    .trim()
    .min(10, 'Опишите обращение подробнее (не менее 10 символов)')
    .max(4000, 'Не более 4000 символов'),
  contract: ZOptionalText(60).describe('Contract number, if the question is about one'),
  /** Spec 1 §5: feedback always carries accept_terms set to 1. */
  accept_terms: z.coerce.number({ error: CONSENT_REQUIRED }).pipe(z.literal(1, { error: CONSENT_REQUIRED })),
});
export type TFeedbackForm = z.input<typeof ZFeedbackForm>;

export const postFeedback = defineCall({
  method: 'POST',
  path: '/PostFeedback',
  access: 'public',
  group: 'services',
  summary: 'Feedback or technical-support request (accept_terms=1 always)',
  body: ZFeedbackForm,
  reply: ZRequestAccepted,
});

export const ZFactoringForm = z.object({
  company: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  inn: ZInn,
  name: ZPersonName,
  phone: ZPhone,
  email: ZEmail,
  buyer: ZOptionalText(200).describe('Buyer (debtor) of the deliveries'),
  volume: z.coerce
    .number({ error: 'Укажите сумму числом' })
    .nonnegative('Сумма не может быть отрицательной')
    .max(100_000_000_000)
    .optional(),
  comment: ZOptionalText(2000),
  accept_terms: z.coerce.number({ error: CONSENT_REQUIRED }).pipe(z.literal(1, { error: CONSENT_REQUIRED })),
});
export type TFactoringForm = z.input<typeof ZFactoringForm>;

export const emailFactoring = defineCall({
  method: 'POST',
  path: '/EmailFactoring',
  access: 'public',
  group: 'services',
  summary: 'Factoring application: stored and e-mailed to the factoring desk (FACTORING_EMAIL)',
  body: ZFactoringForm,
  reply: ZRequestAccepted,
});

export const ZFinesQuery = z
  .object({
    contract_number: z.string().trim().max(60).optional(),
    inn: ZInn.optional().or(z.literal('').transform(() => undefined)),
  })
  .refine((query) => query.contract_number || query.inn, {
    message: 'Укажите номер договора или ИНН',
    path: ['contract_number'],
  });

export const ZFine = z.object({
  resolution: z.string().describe('Resolution number'),
  date: z.string(),
  article: z.string(),
  vehicle: z.string(),
  contract_number: z.string(),
  amount: z.number(),
  isPaid: z.boolean(),
});

export const getCabinetFines = defineCall({
  method: 'GET',
  path: '/GetCabinetFines',
  access: 'public',
  group: 'services',
  summary: 'Traffic fines on leased machinery by contract number or INN',
  query: ZFinesQuery,
  reply: z.object({ items: z.array(ZFine), total: z.number(), unpaid: z.number() }),
});

export const getComplaintStatus = defineCall({
  method: 'GET',
  path: '/GetComplaintStatus',
  access: 'public',
  group: 'services',
  summary: 'Status of a feedback request or complaint by its number',
  query: z.object({ code: z.string().trim().min(1, REQUIRED).max(20) }),
  reply: z.object({
    code: z.string(),
    status: z.enum(['received', 'in_progress', 'answered']),
    status_title: z.string(),
    datePost: z.string(),
    ResponseContent: z.string(),
  }),
});

const ZDayKind = z.enum(['working', 'shortened', 'weekend', 'holiday']);

export const getWorkDays = defineCall({
  method: 'GET',
  path: '/GetWorkDays',
  access: 'public',
  group: 'services',
  summary: 'Days of a year or month of the Russian production calendar (2026, 2027)',
  query: z.object({
    year: z.coerce.number({ error: REQUIRED }).int().min(2000).max(2100),
    month: z.coerce.number().int().min(1, 'Месяц от 1 до 12').max(12, 'Месяц от 1 до 12').optional(),
  }),
  reply: z.object({
    year: z.number().int(),
    month: z.number().int().nullable(),
    work_days: z.number().int(),
    items: z.array(z.object({ date: z.string(), kind: ZDayKind, is_work_day: z.boolean() })),
  }),
});

export const isWorkDay = defineCall({
  method: 'GET',
  path: '/IsWorkDay',
  access: 'public',
  group: 'services',
  summary: 'Whether a date (yyyy-MM-dd or dd.MM.yyyy) is a working day',
  query: z.object({ date: z.string({ error: REQUIRED }).trim().min(1, REQUIRED) }),
  reply: z.object({ date: z.string(), kind: ZDayKind, is_work_day: z.boolean() }),
});

export const ZFaqItem = z.object({
  id: z.number().int(),
  type: z.string(),
  question: z.string(),
  answer: z.string(),
  useful: z.number().int(),
  not_useful: z.number().int(),
  mark: z.number().int().nullable().describe("This visitor's mark: 1 useful, 0 not useful, null none"),
});
export type TFaqItem = z.infer<typeof ZFaqItem>;

export const getFAQList = defineCall({
  method: 'GET',
  path: '/GetFAQList',
  access: 'public',
  group: 'services',
  summary: 'Questions and answers of a type (client, cabinet, supplier, agent; all when absent)',
  query: z.object({
    type: z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z_]*$/, 'Неверный тип')
      .optional(),
  }),
  reply: z.object({ items: z.array(ZFaqItem), types: z.array(z.string()) }),
});

export const setFAQMark = defineCall({
  method: 'GET',
  path: '/SetFAQMark',
  changesState: true,
  access: 'public',
  group: 'services',
  summary: "Marks an answer useful (1) or not useful (0); a visitor's new mark replaces the old",
  query: z.object({
    id: zId(REQUIRED),
    useful: z.coerce
      .number({ error: REQUIRED })
      .pipe(z.union([z.literal(0), z.literal(1)], { error: 'Оценка: 1 или 0' })),
  }),
  reply: z.object({
    success: z.literal(true),
    id: z.number().int(),
    useful: z.number().int(),
    not_useful: z.number().int(),
  }),
});
