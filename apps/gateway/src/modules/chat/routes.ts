import { chat } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { requireClientId } from '../../http/client-id.ts';
import { registerCall } from '../../http/register-call.ts';
import { chatAuth, chatMessages, openChat, sendChatMessage } from './service.ts';

/** Chat with a consultant, the visitor's side (the operator console arrives with sign-in). */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { clock } = app.adapters;
  registerCall(app, chat.setChatAuth, (input, request) =>
    openChat(app.db, clock, requireClientId(request), input),
  );
  registerCall(app, chat.getChatAuth, (input, request) =>
    chatAuth(app.db, clock, requireClientId(request), input.chat_token),
  );
  registerCall(app, chat.setChatMessage, (input, request) =>
    sendChatMessage(app.db, clock, requireClientId(request), input),
  );
  registerCall(app, chat.getChatMessages, (input, request) =>
    chatMessages(app.db, clock, requireClientId(request), input.chat_token, input.id_message_last),
  );
}
