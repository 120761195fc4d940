import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { chatSessions } from './chat.ts';
import { accounts } from './identity.ts';

/**
 * The consultants' side of a chat (docs/decisions/0056): how far they have read it and where
 * it was closed. A conversation is closed while no visitor message follows the closing note.
 */
export const chatOperatorState = pgTable('chat_operator_state', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => chatSessions.id),
  readMessageId: integer('read_message_id').notNull().default(0),
  closedMessageId: integer('closed_message_id'),
  /** The manager (accounts.id) who answered last. */
  consultantAccountId: integer('consultant_account_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How a manager appears to visitors in the chat widget (spec 1 §3: consultant name, photo,
 * position). A manager without a profile shows the name of the account and the default post.
 */
export const chatConsultants = pgTable('chat_consultants', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  name: text('name').notNull(),
  position: text('position').notNull(),
  photo: text('photo').notNull(),
});
