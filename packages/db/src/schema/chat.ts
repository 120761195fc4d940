import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A visitor's chat with a consultant; the token is the visitor's key to it (SetChatAuth). */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    clientId: text('client_id').notNull(),
    contact: text('contact').notNull().default(''),
    visitorName: text('visitor_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_sessions_client_idx').on(table.clientId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => chatSessions.id),
    author: text('author').$type<'visitor' | 'consultant' | 'system'>().notNull(),
    text: text('text').notNull(),
    /** Left outside working hours: the consultant answers through the given contact. */
    offline: integer('offline').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_session_idx').on(table.sessionId, table.id)],
);
