import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

/**
 * Letters and SMS a partner account (supplier, agent …) made the site send to an address it
 * typed (docs/decisions/0153): who sent what to whom, and whether the address was new to the
 * account. Managers read it in /backoffice/partner-letters.
 */
export const partnerLetters = pgTable(
  'partner_letters',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The sending company as the account named it when the letter left. */
    companyInn: text('company_inn').notNull(),
    companyTitle: text('company_title').notNull().default(''),
    /** `email` or `sms`. */
    channel: text('channel').notNull().default('email'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** What was sent: `supplier-check-list`, `agent-offer`, `agent-invitation`. */
    kind: text('kind').notNull(),
    attachment: text('attachment').notNull().default(''),
    /** The address was none of the account's own, its company's or its counterparties'. */
    isNewAddress: boolean('is_new_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('partner_letters_account_idx').on(table.accountId, table.createdAt),
    index('partner_letters_inn_idx').on(table.companyInn, table.createdAt),
    index('partner_letters_created_idx').on(table.createdAt),
  ],
);
