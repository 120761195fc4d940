import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { and, asc, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';

const { accounts, chatConsultants, chatMessages, chatSessions, chatOperatorState } = schema;

/** The newest conversations with a visitor message, with the operator's read and close marks. */
export function findConversations(db: Database, limit: number) {
  const visitorCount = sql<number>`count(*) filter (where ${chatMessages.author} = 'visitor')`.mapWith(
    Number,
  );
  return db
    .select({
      id: chatSessions.id,
      tokenHash: chatSessions.tokenHash,
      visitorName: chatSessions.visitorName,
      contact: chatSessions.contact,
      createdAt: chatSessions.createdAt,
      closedMessageId: chatOperatorState.closedMessageId,
      /** The last message worth a preview: the visitor's or the consultant's, not a system note. */
      lastId: sql<number | null>`max(${chatMessages.id}) filter (where ${chatMessages.author} <> 'system')`,
      lastVisitorId: sql<
        number | null
      >`max(${chatMessages.id}) filter (where ${chatMessages.author} = 'visitor')`,
      messagesCount: sql<number>`count(*)`.mapWith(Number),
      unread:
        sql<number>`count(*) filter (where ${chatMessages.author} = 'visitor' and ${chatMessages.id} > coalesce(${chatOperatorState.readMessageId}, 0))`.mapWith(
          Number,
        ),
    })
    .from(chatSessions)
    .innerJoin(chatMessages, eq(chatMessages.sessionId, chatSessions.id))
    .leftJoin(chatOperatorState, eq(chatOperatorState.sessionId, chatSessions.id))
    .groupBy(chatSessions.id, chatOperatorState.sessionId)
    .having(sql`${visitorCount} > 0`)
    .orderBy(desc(max(chatMessages.id)))
    .limit(limit);
}

export function findMessagesByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(chatMessages).where(inArray(chatMessages.id, ids));
}

export async function findSessionByHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: chatSessions.id,
      tokenHash: chatSessions.tokenHash,
      visitorName: chatSessions.visitorName,
      contact: chatSessions.contact,
      closedMessageId: chatOperatorState.closedMessageId,
    })
    .from(chatSessions)
    .leftJoin(chatOperatorState, eq(chatOperatorState.sessionId, chatSessions.id))
    .where(eq(chatSessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export function findMessagesAfter(db: Database, sessionId: number, lastId: number) {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), gt(chatMessages.id, lastId)))
    .orderBy(asc(chatMessages.id));
}

export async function lastVisitorMessageId(db: Database, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(chatMessages.id) })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.author, 'visitor')));
  return row?.id ?? 0;
}

export async function insertMessage(db: Database, row: typeof chatMessages.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(chatMessages).values(row).returning({ id: chatMessages.id });
  if (!inserted) throw new Error('chat message not inserted');
  return inserted.id;
}

/** Read mark only moves forward (two operators reading at once cannot move it back). */
export function markRead(db: Database, sessionId: number, messageId: number, now: Date) {
  return db
    .insert(chatOperatorState)
    .values({ sessionId, readMessageId: messageId, updatedAt: now })
    .onConflictDoUpdate({
      target: chatOperatorState.sessionId,
      set: {
        readMessageId: sql`greatest(${chatOperatorState.readMessageId}, ${messageId})`,
        updatedAt: now,
      },
    });
}

export function setOperatorState(
  db: Database,
  sessionId: number,
  values: { closedMessageId?: number | null; consultantAccountId?: number },
  now: Date,
) {
  return db
    .insert(chatOperatorState)
    .values({ sessionId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: chatOperatorState.sessionId, set: { ...values, updatedAt: now } });
}

/** The manager who answered a chat last, with how they appear to visitors if they set it. */
export async function findAnsweringConsultant(db: Database, sessionId: number) {
  const [row] = await db
    .select({
      personName: accounts.personName,
      name: chatConsultants.name,
      position: chatConsultants.position,
      photo: chatConsultants.photo,
    })
    .from(chatOperatorState)
    .innerJoin(accounts, eq(accounts.id, chatOperatorState.consultantAccountId))
    .leftJoin(chatConsultants, eq(chatConsultants.accountId, accounts.id))
    .where(eq(chatOperatorState.sessionId, sessionId))
    .limit(1);
  return row;
}
