import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

/**
 * Contact persons of a cabinet account (spec 1 §3 "contacts"; decision 0042). A contact's
 * phone and e-mail are confirmed by one-time codes once the contact is finished.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: text('position').notNull().default(''),
    /** Normalised +7XXXXXXXXXX. */
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    finished: boolean('finished').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contacts_account_idx').on(table.accountId)],
);

/** Counterparty checks (SparkRequestCreate/Check): the answer is ready a short time after the request. */
export const sparkRequests = pgTable(
  'spark_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inn: text('inn').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('spark_requests_account_idx').on(table.accountId)],
);
