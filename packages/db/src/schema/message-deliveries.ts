import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cabinetMessages } from './cabinet.ts';
import { accounts } from './identity.ts';

/**
 * A cabinet message's way out of the cabinet (issue 37, decision 0164): one row per message and
 * channel, written in the transaction that writes the message (a transactional outbox), so that a
 * change is never without its letter nor a letter without its change. The dispatcher takes due
 * rows (`for update skip locked`: any number of instances, each row once), sends, and records the
 * outcome; a failed send is tried again later, a few times, then kept as `failed` for the back
 * office. The unique key makes a message go out at most once per channel.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => cabinetMessages.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** `email`, or `sms` for the few kinds that matter (decision 0169). */
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** `pending` → `sent`, `skipped` (no address) or, after the last try, `failed`. */
    status: text('status').$type<'pending' | 'sent' | 'skipped' | 'failed'>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error').notNull().default(''),
    /** The address it went to, as it was then. */
    sentTo: text('sent_to').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    unique('message_deliveries_once').on(table.messageId, table.channel),
    index('message_deliveries_due_idx').on(table.nextAttemptAt).where(sql`"status" = 'pending'`),
    index('message_deliveries_failed_idx').on(table.id).where(sql`"status" = 'failed'`),
  ],
);

/**
 * A person's choice of a channel for a kind of cabinet message (decision 0169). Only choices
 * that differ from the default are worth a row, but a row may say either: the default is on for
 * every channel the kind goes by; a legally required kind is sent whatever its row says.
 */
export const notificationChoices = pgTable(
  'notification_choices',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.kind, table.channel] })],
);
