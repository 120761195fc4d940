import { z } from 'zod';
import { defineCall } from './call.ts';
import { isCalendarDay } from './input-rules.ts';
import { ZQueuePageSize } from './paging.ts';

/** What a partner account sent. */
export const PARTNER_LETTER_KINDS = ['supplier-check-list', 'agent-offer', 'agent-invitation'] as const;
export const ZPartnerLetterKind = z.enum(PARTNER_LETTER_KINDS);
export type TPartnerLetterKind = z.infer<typeof ZPartnerLetterKind>;

export const PARTNER_LETTER_KIND_TITLE: Record<TPartnerLetterKind, string> = {
  'supplier-check-list': 'Чек-лист поставщика',
  'agent-offer': 'Коммерческое предложение агента',
  'agent-invitation': 'Приглашение агента',
};

const emptyIsUnset = (value: unknown) => (value === '' ? undefined : value);

const ZDayFilter = (message: string) =>
  z.preprocess(
    emptyIsUnset,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .refine(isCalendarDay, 'Такого дня нет в календаре')
      .optional(),
  );

export const ZPartnerLetter = z.object({
  id: z.number().int(),
  created: z.string(),
  account: z.object({ id: z.number().int(), login: z.string(), name: z.string(), role: z.string() }),
  company: z.object({ title: z.string(), inn: z.string() }),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  kind: z.string(),
  kind_title: z.string(),
  attachment: z.string(),
  new_address: z
    .boolean()
    .describe('The address was none of the account’s own, company’s or counterparties’'),
});
export type TPartnerLetter = z.infer<typeof ZPartnerLetter>;

export const backofficePartnerLetters = defineCall({
  method: 'GET',
  path: '/Backoffice/PartnerLetters',
  access: 'auth',
  group: 'backoffice',
  summary:
    'Manager: the letters and SMS partner accounts sent from their cabinets, newest first, by account, INN and days',
  query: z.object({
    account: z.preprocess(emptyIsUnset, z.string().trim().max(100, 'Не более 100 символов').optional()),
    inn: z.preprocess(
      emptyIsUnset,
      z
        .string()
        .trim()
        .regex(/^\d{1,12}$/, 'ИНН — до 12 цифр')
        .optional(),
    ),
    from: ZDayFilter('Дата «с» — ГГГГ-ММ-ДД'),
    to: ZDayFilter('Дата «по» — ГГГГ-ММ-ДД'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    items_per_page: ZQueuePageSize,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZPartnerLetter),
    count_collection: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    items_pp: z.number().int(),
  }),
});
