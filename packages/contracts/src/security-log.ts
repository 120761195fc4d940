import { z } from 'zod';
import { defineCall } from './call.ts';
import { isCalendarDay } from './input-rules.ts';
import { ZQueuePageSize } from './paging.ts';

/**
 * The security log (issue 35, decision 0154): sign-ins and failed ones, password, phone and
 * e-mail changes, powers of attorney, company proof and partner letters. The account reads its
 * own rows, managers read all of them in the back office. Our own paths: the spec shows none.
 */
export const SECURITY_LOG_PAGE_SIZE = 20;

/** Every kind the log records, in the order the back office's filter offers them. */
export const SECURITY_EVENT_KINDS = [
  'sign-in',
  'certificate-sign-in',
  'sign-in-failed',
  'password-restore-requested',
  'password-changed',
  'phone-changed',
  'email-changed',
  'attorney-added',
  'attorney-revoked',
  'company-proof-requested',
  'company-proven',
  'company-proof-refused',
  'company-detached',
  'colleague-invited',
  'partner-letter-sent',
] as const;
export type TSecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

const ZPage = z.coerce
  .number({ error: 'Номер страницы должен быть числом' })
  .int('Номер страницы должен быть целым числом')
  .min(1, 'Номер страницы начинается с 1')
  .max(10_000, 'Слишком большой номер страницы')
  .default(1);

/** An optional Moscow calendar day of the filter; an empty value means "not set". */
const ZFilterDay = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД')
    .refine(isCalendarDay, 'Такого дня нет в календаре')
    .optional(),
);

/** One row of the log as its reader sees it: what happened in Russian, where from, on what. */
export const ZSecurityEvent = z.object({
  id: z.number().int(),
  date: z.string().describe('When it happened, ISO 8601 (UTC); pages show it in Moscow time'),
  kind: z.string(),
  title: z.string().describe('What happened, in Russian'),
  details: z
    .string()
    .describe('The facts of the event in Russian (how, which number, why refused); may be empty'),
  ip: z.string(),
  device: z.string().describe('Browser and system read from the user agent, in Russian'),
  user_agent: z.string(),
});
export type TSecurityEvent = z.infer<typeof ZSecurityEvent>;

const ZPageReply = {
  success: z.literal(true),
  count: z.number().int(),
  pages: z.number().int(),
  page: z.number().int(),
};

export const accountSecurityLog = defineCall({
  method: 'GET',
  path: '/SecurityLog',
  access: 'auth',
  group: 'account',
  summary: "The signed-in account's own security log, newest first, 20 a page",
  query: z.object({ page: ZPage }),
  reply: z.object({ ...ZPageReply, items: z.array(ZSecurityEvent) }),
});

/** A back-office row also says whose access it was about; null when the typed login matched none. */
export const ZBackofficeSecurityEvent = ZSecurityEvent.extend({
  account: z
    .object({ id: z.number().int(), login: z.string(), company: z.string(), inn: z.string() })
    .nullable(),
});
export type TBackofficeSecurityEvent = z.infer<typeof ZBackofficeSecurityEvent>;

export const backofficeSecurityLog = defineCall({
  method: 'GET',
  path: '/Backoffice/SecurityLog',
  access: 'auth',
  group: 'backoffice',
  summary:
    "Every account's security log, newest first, 20 a page: by login or INN, kind and Moscow days (manager)",
  query: z.object({
    account: z.string().trim().max(100, 'Не более 100 символов').default(''),
    kind: z
      .union([z.enum(SECURITY_EVENT_KINDS, { error: 'Неизвестный вид события' }), z.literal('')])
      .default(''),
    from: ZFilterDay,
    to: ZFilterDay,
    page: ZPage,
    items_per_page: ZQueuePageSize,
  }),
  reply: z.object({
    ...ZPageReply,
    items: z.array(ZBackofficeSecurityEvent),
    kinds: z.array(z.object({ value: z.string(), label: z.string() })).describe('The kinds to filter by'),
  }),
});
