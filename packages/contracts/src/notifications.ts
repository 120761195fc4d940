import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';
import { ZQueuePageSize } from './paging.ts';

/**
 * How a cabinet message reaches its person (issue 37, decision 0169): the cabinet's feed and the
 * header's bell always, a letter and an SMS as the person chooses per kind of message.
 */
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export const ZNotificationChannel = z.enum(NOTIFICATION_CHANNELS, { error: 'Канал: email или sms' });
export type TNotificationChannel = z.infer<typeof ZNotificationChannel>;

export const NOTIFICATION_CHANNEL_TITLE: Record<TNotificationChannel, string> = {
  email: 'Электронная почта',
  sms: 'SMS',
};

/** What a cabinet message is about, for the person's choices (cabinet_messages.kind). */
export const NOTIFICATION_KINDS = [
  'application',
  'offer',
  'offer-answer',
  'deal',
  'delivery',
  'subleasing',
  'support',
  'document-to-sign',
  'documents',
  'payment-due',
  'payment-overdue',
  'accreditation',
  'moderation',
  'compliance',
  'complaint',
  'other',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS, { error: 'Неизвестный вид уведомлений' });
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

export interface NotificationKindInfo {
  group: string;
  title: string;
  /** The channels the kind goes by besides the feed; SMS only for the few that matter. */
  channels: readonly TNotificationChannel[];
  /** Why the kind cannot be switched off (a duty of the contract or the law), when it cannot. */
  required?: string;
}

const LETTER = ['email'] as const;
const LETTER_AND_SMS = ['email', 'sms'] as const;

export const NOTIFICATION_KIND_INFO: Record<TNotificationKind, NotificationKindInfo> = {
  application: {
    group: 'Заявки и сделки',
    title: 'Заявки: отправка, запрос документов, решение',
    channels: LETTER,
  },
  offer: {
    group: 'Заявки и сделки',
    title: 'Предложение по заявке ждёт вашего ответа',
    channels: LETTER_AND_SMS,
  },
  'offer-answer': {
    group: 'Заявки и сделки',
    title: 'Клиент ответил на предложение (поставщику и агенту)',
    channels: LETTER,
  },
  deal: { group: 'Заявки и сделки', title: 'Сделки и их этапы, реестры факторинга', channels: LETTER },
  delivery: { group: 'Заявки и сделки', title: 'Отгрузка и поставка техники', channels: LETTER },
  subleasing: { group: 'Заявки и сделки', title: 'Сублизинг и уведомления по договорам', channels: LETTER },
  support: { group: 'Заявки и сделки', title: 'Запросы господдержки в региональный фонд', channels: LETTER },
  'document-to-sign': {
    group: 'Документы и платежи',
    title: 'Документ ждёт подписания',
    channels: LETTER_AND_SMS,
    required: 'Сроки подписания установлены договором: о таких документах сообщаем всегда',
  },
  documents: {
    group: 'Документы и платежи',
    title: 'Подписанные документы и заказы документов',
    channels: LETTER,
  },
  'payment-due': { group: 'Документы и платежи', title: 'Скоро платёж по графику', channels: LETTER_AND_SMS },
  'payment-overdue': {
    group: 'Документы и платежи',
    title: 'Платёж просрочен',
    channels: LETTER_AND_SMS,
    required: 'О просрочке платежа лизингодатель обязан уведомить по договору лизинга',
  },
  accreditation: {
    group: 'Организация и проверки',
    title: 'Аккредитация: пакет отправлен, решение менеджера',
    channels: LETTER,
  },
  moderation: {
    group: 'Организация и проверки',
    title: 'Карточки техники и спецпредложения на модерации',
    channels: LETTER,
  },
  compliance: {
    group: 'Организация и проверки',
    title: 'Анкеты, декларации и доверенности',
    channels: LETTER,
  },
  complaint: { group: 'Организация и проверки', title: 'Обращения и ответы на них', channels: LETTER },
  other: { group: 'Организация и проверки', title: 'Прочие сообщения кабинета', channels: LETTER },
};

/** A kind's choice on one channel as the person sees it. */
export const ZNotificationChoice = z.object({
  enabled: z.boolean(),
  /** A legally required kind: on, and cannot be switched off. */
  locked: z.boolean(),
});

export const ZNotificationKindChoices = z.object({
  kind: ZNotificationKind,
  group: z.string(),
  title: z.string(),
  /** Why it cannot be switched off; empty when it can. */
  required_reason: z.string(),
  email: ZNotificationChoice,
  /** null: the kind is not sent by SMS. */
  sms: ZNotificationChoice.nullable(),
});
export type TNotificationKindChoices = z.infer<typeof ZNotificationKindChoices>;

export const cabinetNotificationSettings = defineCall({
  method: 'GET',
  path: '/CabinetNotificationSettings',
  access: 'auth',
  group: 'cabinet',
  summary:
    'Ours (decision 0169): the caller’s choices of letters and SMS per kind of cabinet message; the feed and the bell get every message',
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    email: z.string().describe('Where letters go; empty: none is known'),
    phone: z.string().describe('Where SMS go'),
    items: z.array(ZNotificationKindChoices),
  }),
});

const ZOnOff = z.preprocess(
  (value) => (value === true || value === 'true' ? '1' : value === false || value === 'false' ? '0' : value),
  z.enum(['1', '0'], { error: 'Укажите 1 (включить) или 0 (выключить)' }),
);

export const cabinetNotificationSettingsSet = defineCall({
  method: 'POST',
  path: '/CabinetNotificationSettings/Set',
  access: 'auth',
  group: 'cabinet',
  summary:
    'Ours (decision 0169): switches letters or SMS of one kind on or off; a required kind or a channel the kind has not answers 400',
  body: z.object({ kind: ZNotificationKind, channel: ZNotificationChannel, enabled: ZOnOff }),
  reply: z.object({ success: z.literal(true), item: ZNotificationKindChoices }),
});

/**
 * The bell's live channel (decision 0169): `GET /srv/CabinetFeedEvents` answers
 * `text/event-stream`, one `unread` event with this data at once and after every change of the
 * caller's messages. Not a JSON call, so it is no defineCall; the browser parses each event with
 * this schema.
 */
export const CABINET_FEED_EVENTS_PATH = '/CabinetFeedEvents';
export const ZFeedUnreadEvent = z.object({
  unread: z.number().int(),
  /** Where the caller reads its messages. */
  href: z.string(),
});
export type TFeedUnreadEvent = z.infer<typeof ZFeedUnreadEvent>;

export const ZFailedDelivery = z.object({
  id: z.number().int(),
  message_date: z.string(),
  account: z.object({ id: z.number().int(), login: z.string(), name: z.string(), role: z.string() }),
  company: z.string(),
  channel: ZNotificationChannel,
  recipient: z.string().describe('The address or phone it was tried to, as the account has it now'),
  title: z.string(),
  kind_title: z.string(),
  attempts: z.number().int(),
  last_error: z.string(),
});
export type TFailedDelivery = z.infer<typeof ZFailedDelivery>;

export const backofficeFailedDeliveries = defineCall({
  method: 'GET',
  path: '/Backoffice/FailedDeliveries',
  access: 'auth',
  group: 'backoffice',
  summary: 'Manager: letters and SMS of cabinet messages that failed after every retry, newest first',
  query: z.object({
    page: z.coerce.number({ error: 'Неверная страница' }).int().min(1).max(10_000).default(1),
    items_per_page: ZQueuePageSize,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZFailedDelivery),
    count_collection: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    items_pp: z.number().int(),
  }),
});

export const backofficeFailedDeliveryResend = defineCall({
  method: 'POST',
  path: '/Backoffice/FailedDeliveries/Resend',
  access: 'auth',
  group: 'backoffice',
  summary:
    'Manager: sends a failed letter or SMS again (with the next round of the dispatcher); 409 if it is not failed',
  body: z.object({
    id_delivery: zId('Не указана доставка'),
  }),
  reply: z.object({ success: z.literal(true), id_delivery: z.number().int() }),
});
