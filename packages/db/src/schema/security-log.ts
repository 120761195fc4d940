import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

/**
 * The security log (issue 35): what happened to an account's access and company — sign-ins and
 * failures, certificate sign-ins, password, phone and e-mail changes, powers of attorney, company
 * proof, letters sent from partner accounts. The account reads its own rows at /cabinet/v2/info/,
 * managers read all in /backoffice; rows older than the configured period are removed.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    /** Whose access the event is about; null when the typed identifier matched no account. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** Facts of the event for the reader (login typed, address written to, attorney number …). */
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('security_events_account_idx').on(table.accountId, table.createdAt),
    index('security_events_created_idx').on(table.createdAt),
  ],
);
