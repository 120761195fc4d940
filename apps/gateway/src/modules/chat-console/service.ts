import type { TConversation, TConversationMessages } from '@agrolease/contracts/chat-console';
import type { Database } from '@agrolease/db';
import type { Clock } from '../../adapters/clock/clock.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import {
  findAnsweringConsultant,
  findConversations,
  findMessagesAfter,
  findMessagesByIds,
  findSessionByHash,
  insertMessage,
  lastVisitorMessageId,
  markRead,
  setOperatorState,
} from './queries.ts';

/** The list shows the newest conversations; older ones are reached through search later. */
export const CONVERSATIONS_LIMIT = 200;

export const CLOSING_NOTE =
  'Консультант завершил диалог. Если остались вопросы — напишите здесь, и мы продолжим.';

type MessageRow = { id: number; author: 'visitor' | 'consultant' | 'system'; text: string; createdAt: Date };
const toMessage = (row: MessageRow) => ({
  id: row.id,
  author: row.author,
  text: row.text,
  date: row.createdAt.toISOString(),
});

/** Closed while no visitor message follows the closing note (a visitor's message reopens it). */
const statusOf = (closedMessageId: number | null, lastVisitorId: number | null) =>
  closedMessageId !== null && (lastVisitorId ?? 0) < closedMessageId ? 'closed' : 'open';

export async function listConversations(db: Database, status: 'open' | 'closed' | 'all') {
  const rows = await findConversations(db, CONVERSATIONS_LIMIT);
  const last = new Map(
    (
      await findMessagesByIds(
        db,
        rows.map((row) => row.lastId ?? 0),
      )
    ).map((row) => [row.id, row]),
  );
  const conversations: TConversation[] = [];
  for (const row of rows) {
    const lastMessage = last.get(Number(row.lastId ?? 0));
    if (!lastMessage) continue;
    const conversation = {
      chat_token: row.tokenHash,
      visitor_name: row.visitorName,
      contact: row.contact,
      status: statusOf(row.closedMessageId, row.lastVisitorId === null ? null : Number(row.lastVisitorId)),
      unread: row.unread,
      messages_count: row.messagesCount,
      last_message: toMessage(lastMessage),
      created: row.createdAt.toISOString(),
    } as const;
    if (status === 'all' || conversation.status === status) conversations.push(conversation);
  }
  return {
    success: true as const,
    conversations,
    unread_total: conversations.reduce((sum, conversation) => sum + conversation.unread, 0),
  };
}

async function conversationOf(db: Database, chatToken: string) {
  const session = await findSessionByHash(db, chatToken);
  if (!session) throw new AppError('NOT_FOUND', 'Диалог не найден');
  return session;
}

/** Messages after lastId; whatever the operator has now seen is marked read. */
export async function conversationMessages(
  db: Database,
  clock: Clock,
  chatToken: string,
  lastId: string,
): Promise<TConversationMessages> {
  const session = await conversationOf(db, chatToken);
  const rows = await findMessagesAfter(db, session.id, Number(lastId));
  const newest = rows.at(-1)?.id;
  if (newest !== undefined) await markRead(db, session.id, newest, clock.now());
  return {
    success: true,
    chat_token: session.tokenHash,
    visitor_name: session.visitorName,
    contact: session.contact,
    status: statusOf(session.closedMessageId, await lastVisitorMessageId(db, session.id)),
    messages: rows.map(toMessage),
    lastMessageID: String(newest ?? lastId),
  };
}

/** The consultant's answer; answering a closed conversation opens it again. */
export async function replyToConversation(
  db: Database,
  clock: Clock,
  manager: SessionRecord,
  input: { chat_token: string; message: string; id_message_last: string },
): Promise<TConversationMessages> {
  const session = await conversationOf(db, input.chat_token);
  const now = clock.now();
  await insertMessage(db, {
    sessionId: session.id,
    author: 'consultant',
    text: input.message,
    createdAt: now,
  });
  await setOperatorState(
    db,
    session.id,
    { closedMessageId: null, consultantAccountId: manager.accountId },
    now,
  );
  return conversationMessages(db, clock, input.chat_token, input.id_message_last);
}

/** Closing leaves a note for the visitor; closing a closed conversation changes nothing. */
export async function closeConversation(db: Database, clock: Clock, chatToken: string) {
  const session = await conversationOf(db, chatToken);
  const status = statusOf(session.closedMessageId, await lastVisitorMessageId(db, session.id));
  if (status === 'open') {
    const now = clock.now();
    const noteId = await insertMessage(db, {
      sessionId: session.id,
      author: 'system',
      text: CLOSING_NOTE,
      createdAt: now,
    });
    await setOperatorState(db, session.id, { closedMessageId: noteId }, now);
    await markRead(db, session.id, noteId, now);
  }
  return { success: true as const, chat_token: session.tokenHash, status: 'closed' as const };
}

/** How a manager without a profile appears: "Орлова Елена Викторовна" → "Елена Орлова". */
export function consultantName(personName: string): string {
  const [family, given] = personName.trim().split(/\s+/);
  return given && family ? `${given} ${family}` : (family ?? '');
}

const MANAGER_POSITION = 'Менеджер по лизингу';
const MANAGER_PHOTO = '/img/chat/consultant.svg';

/**
 * The consultant a visitor sees (spec 1 §3: name, photo, position): the manager who answered
 * the chat last; none until a manager answers, and the widget shows the company's name.
 */
export async function answeringConsultant(db: Database, sessionId: number) {
  const row = await findAnsweringConsultant(db, sessionId);
  if (!row) return undefined;
  const name = row.name || consultantName(row.personName);
  if (!name) return undefined;
  return { name, position: row.position || MANAGER_POSITION, photo: row.photo || MANAGER_PHOTO };
}
