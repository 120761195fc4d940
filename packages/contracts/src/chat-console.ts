import { z } from 'zod';
import { defineCall } from './call.ts';
import { ZChatMessage } from './chat.ts';

/**
 * The consultant's side of the chat (docs/decisions/0056): manager role only. A conversation
 * is named by its operator key `chat_token` — the SHA-256 of the visitor's token, which cannot
 * be turned back into the visitor's token.
 */
const ZOperatorToken = z
  .string({ error: 'Поле не может быть пустым' })
  .trim()
  .regex(/^[0-9a-f]{64}$/, 'Неверный идентификатор диалога');

const ZLastId = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'Неверный идентификатор сообщения')
  .default('0');

export const ZConversationStatus = z.enum(['open', 'closed']);
export type TConversationStatus = z.infer<typeof ZConversationStatus>;

export const ZConversation = z.object({
  chat_token: z.string(),
  visitor_name: z.string(),
  contact: z.string(),
  status: ZConversationStatus,
  unread: z.number().int(),
  messages_count: z.number().int(),
  last_message: ZChatMessage,
  created: z.string().describe('ISO date-time'),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZConversationMessages = z.object({
  success: z.literal(true),
  chat_token: z.string(),
  visitor_name: z.string(),
  contact: z.string(),
  status: ZConversationStatus,
  messages: z.array(ZChatMessage),
  lastMessageID: z.string().describe("Id of the last message; '0' when there is none"),
});
export type TConversationMessages = z.infer<typeof ZConversationMessages>;

export const chatConversations = defineCall({
  method: 'GET',
  path: '/Backoffice/ChatConversations',
  access: 'auth',
  group: 'chat-console',
  summary: 'Conversations with visitor messages, newest first, with unread counts (manager)',
  query: z.object({
    status: z.enum(['open', 'closed', 'all'], { error: 'Неверный статус' }).default('all'),
  }),
  reply: z.object({
    success: z.literal(true),
    conversations: z.array(ZConversation),
    unread_total: z.number().int(),
  }),
});

export const chatMessages = defineCall({
  method: 'GET',
  path: '/Backoffice/ChatMessages',
  access: 'auth',
  group: 'chat-console',
  summary: "A conversation's messages after id_message_last; marks them read (manager)",
  query: z.object({ chat_token: ZOperatorToken, id_message_last: ZLastId }),
  reply: ZConversationMessages,
});

export const chatReply = defineCall({
  method: 'POST',
  path: '/Backoffice/ChatReply',
  access: 'auth',
  group: 'chat-console',
  summary: "The consultant's answer; the visitor gets it through GetChatMessages (manager)",
  body: z.object({
    chat_token: ZOperatorToken,
    message: z
      .string({ error: 'Поле не может быть пустым' })
      .trim()
      .min(1, 'Поле не может быть пустым')
      .max(2000, 'Не более 2000 символов'),
    id_message_last: ZLastId,
  }),
  reply: ZConversationMessages,
});

export const chatClose = defineCall({
  method: 'POST',
  path: '/Backoffice/ChatClose',
  access: 'auth',
  group: 'chat-console',
  summary: 'Closes a conversation with a note to the visitor; a new visitor message reopens it (manager)',
  body: z.object({ chat_token: ZOperatorToken }),
  reply: z.object({ success: z.literal(true), chat_token: z.string(), status: ZConversationStatus }),
});
