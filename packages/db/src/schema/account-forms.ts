import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

/**
 * The account's data forms (decision 0066): one row per account and form — 'counteragent'
 * (the company), 'personal' (the person), 'fl' (the identity document) and 'wizard' (the
 * account wizard's progress: max_step, visited, finished). Values are the forms' fields by name.
 */
export const accountForms = pgTable(
  'account_forms',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    values: jsonb('values').$type<Record<string, string | number>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.form] })],
);
