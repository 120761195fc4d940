import type { TConversation, TConversationMessages } from '@agrolease/contracts/chat-console';

export class ConsoleError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The console polls and answers straight to the gateway from the browser (decision 0056). */
async function srv<T>(path: string, init: { query?: Record<string, string>; form?: Record<string, string> }) {
  const query = init.query ? `?${new URLSearchParams(init.query)}` : '';
  const response = await fetch(`/srv/Backoffice${path}${query}`, {
    method: init.form ? 'POST' : 'GET',
    credentials: 'same-origin',
    ...(init.form
      ? {
          body: new URLSearchParams(init.form).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }
      : {}),
  });
  const body = (await response.json().catch(() => ({}))) as T & { error_message?: string };
  if (!response.ok)
    throw new ConsoleError(body.error_message || 'Сервис временно недоступен', response.status);
  return body;
}

export const consoleApi = {
  conversations: () =>
    srv<{ conversations: TConversation[]; unread_total: number }>('/ChatConversations', {
      query: { status: 'all' },
    }),
  messages: (chatToken: string, last: string) =>
    srv<TConversationMessages>('/ChatMessages', { query: { chat_token: chatToken, id_message_last: last } }),
  reply: (chatToken: string, message: string, last: string) =>
    srv<TConversationMessages>('/ChatReply', {
      form: { chat_token: chatToken, message, id_message_last: last },
    }),
  close: (chatToken: string) => srv<{ status: string }>('/ChatClose', { form: { chat_token: chatToken } }),
};
