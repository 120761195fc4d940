import { createHash, randomBytes } from 'node:crypto';
import type { TChatMessages } from '@agrolease/contracts/chat';
import type { Database } from '@agrolease/db';
import { dayKind, hasCalendarFor } from '@agrolease/domain';
import type { Clock } from '../../adapters/clock/clock.ts';
import { AppError } from '../../errors/app-error.ts';
import { answeringConsultant } from '../chat-console/index.ts';
import {
  countActiveChats,
  findChatMessagesAfter,
  findChatSession,
  hasAuthorMessage,
  insertChatMessage,
  insertChatSession,
  updateChatContact,
} from './queries.ts';

/** Spec 1 §3: the default consultant name is the company's. */
export const DEFAULT_CONSULTANT = {
  name: 'АО «Агролизинг»',
  photo: '/img/chat/consultant.svg',
  position: 'Консультант по лизингу',
};

/** Consultants answer on working days 9:00–18:00 Moscow time (17:00 on shortened days). */
const OPEN_HOUR = 9;
const CLOSE_HOUR = 18;
/** Chats with visitor messages in the last 10 minutes beyond which consultants are busy. */
export const CONSULTANT_CAPACITY = 12;
const LOAD_WINDOW_MS = 10 * 60_000;

export const BUSY_TEXT =
  'Все консультанты сейчас заняты. Оставьте сообщение — ответим, как только освободимся.';
const GREETING = 'Здравствуйте! Ваше сообщение получено, консультант подключится в течение нескольких минут.';
const OFFLINE_REPLY =
  'Спасибо! Сейчас нерабочее время. Консультант ответит в рабочие часы (пн–пт 9:00–18:00 МСК) по оставленному контакту.';

/** Whether consultants are at work at a moment (Moscow is UTC+3 all year). */
export function isWorkingTime(at: Date): boolean {
  const moscow = new Date(at.getTime() + 3 * 3_600_000);
  const date = moscow.toISOString().slice(0, 10);
  const hour = moscow.getUTCHours() + moscow.getUTCMinutes() / 60;
  const weekday = moscow.getUTCDay();
  const kind = hasCalendarFor(moscow.getUTCFullYear())
    ? dayKind(date)
    : weekday === 0 || weekday === 6
      ? 'weekend'
      : 'working';
  if (kind === 'weekend' || kind === 'holiday') return false;
  return hour >= OPEN_HOUR && hour < (kind === 'shortened' ? CLOSE_HOUR - 1 : CLOSE_HOUR);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The chat's state for the widget; the consultant is the answering manager once one has answered. */
async function state(db: Database, clock: Clock, chatToken: string, sessionId?: number) {
  const now = clock.now();
  const isWork = isWorkingTime(now);
  const isBusy =
    isWork && (await countActiveChats(db, new Date(now.getTime() - LOAD_WINDOW_MS))) >= CONSULTANT_CAPACITY;
  return {
    chat_token: chatToken,
    isWork,
    isBusy,
    BusyText: isBusy ? BUSY_TEXT : '',
    consultant: (sessionId && (await answeringConsultant(db, sessionId))) || DEFAULT_CONSULTANT,
    error_message: '',
  };
}

/** A chat belongs to the visitor who opened it: another visitor's token is "not found". */
async function sessionOf(db: Database, clientId: string, chatToken: string) {
  const session = await findChatSession(db, hashToken(chatToken));
  if (!session || session.clientId !== clientId)
    throw new AppError('NOT_FOUND', 'Чат не найден, начните новый');
  return session;
}

export async function openChat(
  db: Database,
  clock: Clock,
  clientId: string,
  input: { name?: string; contact?: string },
) {
  const token = randomBytes(32).toString('base64url');
  await insertChatSession(db, {
    tokenHash: hashToken(token),
    clientId,
    visitorName: input.name ?? '',
    contact: input.contact ?? '',
    createdAt: clock.now(),
  });
  return { success: true as const, ...(await state(db, clock, token)) };
}

export async function chatAuth(db: Database, clock: Clock, clientId: string, chatToken: string) {
  const session = await sessionOf(db, clientId, chatToken);
  return { success: true as const, ...(await state(db, clock, chatToken, session.id)) };
}

export async function chatMessages(
  db: Database,
  clock: Clock,
  clientId: string,
  chatToken: string,
  lastId: string,
): Promise<TChatMessages> {
  const session = await sessionOf(db, clientId, chatToken);
  const rows = await findChatMessagesAfter(db, session.id, Number(lastId));
  return {
    ...(await state(db, clock, chatToken, session.id)),
    messages: rows.map((row) => ({
      id: row.id,
      author: row.author,
      text: row.text,
      date: row.createdAt.toISOString(),
    })),
    lastMessageID: String(rows.at(-1)?.id ?? lastId),
  };
}

/**
 * A visitor's message. During working hours the first one gets a greeting; outside them the
 * message is left for a consultant, which needs a contact to answer through (spec 1 §4).
 */
export async function sendChatMessage(
  db: Database,
  clock: Clock,
  clientId: string,
  input: { chat_token: string; message: string; id_message_last: string; contact?: string },
): Promise<TChatMessages> {
  const session = await sessionOf(db, clientId, input.chat_token);
  const now = clock.now();
  const isWork = isWorkingTime(now);
  const contact = input.contact || session.contact;
  if (!isWork && !contact) {
    const message = 'Оставьте телефон или e-mail, чтобы консультант мог ответить';
    throw new AppError('BAD_REQUEST', message, { fieldErrors: [{ prop: 'contact', error: message }] });
  }
  if (input.contact && input.contact !== session.contact)
    await updateChatContact(db, session.id, input.contact);
  await insertChatMessage(db, {
    sessionId: session.id,
    author: 'visitor',
    text: input.message,
    offline: isWork ? 0 : 1,
    createdAt: now,
  });
  if (!(await hasAuthorMessage(db, session.id, 'system'))) {
    await insertChatMessage(db, {
      sessionId: session.id,
      author: 'system',
      text: isWork ? GREETING : OFFLINE_REPLY,
      createdAt: new Date(now.getTime() + 1),
    });
  }
  return chatMessages(db, clock, clientId, input.chat_token, input.id_message_last);
}
