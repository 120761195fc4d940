import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contacts } from './contacts.ts';
import { accounts } from './identity.ts';

/**
 * Signing in the cabinet (issue 6, docs/decisions/0063): the agreement on the simple electronic
 * signature (SESAgreement) an account accepts before it may sign by SMS code, and the
 * CryptoPro errors browsers report (CSPLog).
 */

/** An account's accepted SES agreement: the phone its signing codes go to, confirmed by a code. */
export const sesAgreements = pgTable('ses_agreements', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** The contact whose phone was chosen; null when the account's own phone was. */
  contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
  /** +7XXXXXXXXXX: where signing codes are sent. */
  phone: text('phone').notNull(),
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A CryptoPro plug-in error a browser reported (CSPLog), for support. */
export const cspLogs = pgTable(
  'csp_logs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('csp_logs_created_idx').on(table.createdAt)],
);
