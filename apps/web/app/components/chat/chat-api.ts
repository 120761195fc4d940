import type { TChatMessages } from '@agrolease/contracts/chat';

/** The chat polls from the browser (ARCHITECTURE.md §1), straight to the gateway. */
async function srv<T>(path: string, params: Record<string, string | undefined>): Promise<T> {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const response = await fetch(`/srv${path}?${query}`, { credentials: 'same-origin' });
  const body = (await response.json().catch(() => ({}))) as T & {
    error_message?: string;
    errors_list?: { prop: string; error: string }[];
  };
  if (!response.ok) {
    const error = new Error(body.error_message ?? 'Чат временно недоступен') as Error & {
      status: number;
      prop?: string;
    };
    error.status = response.status;
    error.prop = body.errors_list?.[0]?.prop;
    throw error;
  }
  return body;
}

export type ChatState = Omit<TChatMessages, 'messages' | 'lastMessageID'>;

export const chatApi = {
  open: () => srv<ChatState>('/SetChatAuth', {}),
  check: (token: string) => srv<ChatState>('/GetChatAuth', { chat_token: token }),
  messages: (token: string, last: string) =>
    srv<TChatMessages>('/GetChatMessages', { chat_token: token, id_message_last: last }),
  send: (token: string, message: string, last: string, contact?: string) =>
    srv<TChatMessages>('/SetChatMessage', { chat_token: token, message, id_message_last: last, contact }),
};

export const CHAT_TOKEN_KEY = 'chatToken';
