import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { and, asc, countDistinct, eq, gt } from 'drizzle-orm';

const { chatMessages, chatSessions } = schema;

export async function insertChatSession(db: Database, row: typeof chatSessions.$inferInsert) {
  const [session] = await db.insert(chatSessions).values(row).returning();
  return session;
}

export async function findChatSession(db: Database, tokenHash: string) {
  const [session] = await db
    .select()
    .from(chatSessions)
    .where(eq(chatSessions.tokenHash, tokenHash))
    .limit(1);
  return session;
}

export function updateChatContact(db: Database, sessionId: number, contact: string) {
  return db.update(chatSessions).set({ contact }).where(eq(chatSessions.id, sessionId));
}

export function insertChatMessage(db: Database, row: typeof chatMessages.$inferInsert) {
  return db.insert(chatMessages).values(row);
}

export function findChatMessagesAfter(db: Database, sessionId: number, lastId: number) {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), gt(chatMessages.id, lastId)))
    .orderBy(asc(chatMessages.id));
}

export async function hasAuthorMessage(db: Database, sessionId: number, author: 'system' | 'consultant') {
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.author, author)))
    .limit(1);
  return rows.length > 0;
}

/** Chats in which visitors wrote since a moment: the consultants' current load. */
export async function countActiveChats(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(chatMessages.sessionId) })
    .from(chatMessages)
    .where(and(eq(chatMessages.author, 'visitor'), gt(chatMessages.createdAt, since)));
  return row?.value ?? 0;
}
