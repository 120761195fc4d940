import { z } from 'zod';
import { defineCall } from './call.ts';

/** Chat with a consultant, visitor side (spec 1 §3 "Chat", spec 2 §7 "Chat"). */
export const ZChatConsultant = z.object({ name: z.string(), photo: z.string(), position: z.string() });

export const ZChatMessage = z.object({
  id: z.number().int(),
  author: z.enum(['visitor', 'consultant', 'system']),
  text: z.string(),
  date: z.string().describe('ISO date-time'),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

const ZChatState = z.object({
  chat_token: z.string(),
  isWork: z.boolean().describe('Consultants are at work now (working days 9:00–18:00 МСК)'),
  isBusy: z.boolean(),
  BusyText: z.string(),
  consultant: ZChatConsultant,
  error_message: z.string(),
});

export const ZChatMessages = ZChatState.extend({
  messages: z.array(ZChatMessage),
  lastMessageID: z.string().describe("Id of the last message; '0' when there is none"),
});
export type TChatMessages = z.infer<typeof ZChatMessages>;

const ZToken = z
  .string({ error: 'Поле не может быть пустым' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Неверный токен чата');
const ZLastId = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'Неверный идентификатор сообщения')
  .default('0');

export const setChatAuth = defineCall({
  method: 'GET',
  path: '/SetChatAuth',
  changesState: true,
  access: 'client',
  group: 'chat',
  summary: 'Opens a chat for the visitor and answers its token',
  query: z.object({
    name: z.string().trim().max(120).optional(),
    contact: z.string().trim().max(120).optional(),
  }),
  reply: ZChatState.extend({ success: z.literal(true) }),
});

export const getChatAuth = defineCall({
  method: 'GET',
  path: '/GetChatAuth',
  access: 'client',
  group: 'chat',
  summary: "Whether a chat token is valid for this visitor, with consultants' working state",
  query: z.object({ chat_token: ZToken }),
  reply: ZChatState.extend({ success: z.literal(true) }),
});

export const setChatMessage = defineCall({
  method: 'GET',
  path: '/SetChatMessage',
  changesState: true,
  access: 'client',
  group: 'chat',
  summary: 'Sends a message; outside working hours it is left for a consultant with a contact',
  query: z.object({
    chat_token: ZToken,
    message: z
      .string({ error: 'Поле не может быть пустым' })
      .trim()
      .min(1, 'Поле не может быть пустым')
      .max(2000, 'Не более 2000 символов'),
    id_message_last: ZLastId,
    contact: z.string().trim().max(120).optional(),
  }),
  reply: ZChatMessages,
});

export const getChatMessages = defineCall({
  method: 'GET',
  path: '/GetChatMessages',
  access: 'client',
  group: 'chat',
  summary: 'Messages after id_message_last (default 0: all)',
  query: z.object({ chat_token: ZToken, id_message_last: ZLastId }),
  reply: ZChatMessages,
});
