import { chatConsole } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireRole } from '../../http/session.ts';
import {
  closeConversation,
  conversationMessages,
  listConversations,
  replyToConversation,
} from './service.ts';

const OPERATORS = ['manager'] as const;

/** The consultants' side of the chat (docs/decisions/0056): managers only. */
export async function chatConsoleRoutes(app: FastifyInstance): Promise<void> {
  const { clock } = app.adapters;
  registerCall(app, chatConsole.chatConversations, async (input, request) => {
    await requireRole(request, OPERATORS);
    return listConversations(app.db, input.status);
  });
  registerCall(app, chatConsole.chatMessages, async (input, request) => {
    await requireRole(request, OPERATORS);
    return conversationMessages(app.db, clock, input.chat_token, input.id_message_last);
  });
  registerCall(app, chatConsole.chatReply, async (input, request) =>
    replyToConversation(app.db, clock, await requireRole(request, OPERATORS), input),
  );
  registerCall(app, chatConsole.chatClose, async (input, request) => {
    await requireRole(request, OPERATORS);
    return closeConversation(app.db, clock, input.chat_token);
  });
}
