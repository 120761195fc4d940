import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the reminder sweep has told already (issue 37, decision 0174): one row per event and
 * subject — 'payment-due' or 'payment-overdue' of a payment, 'attorney-expiring' of an attorney.
 * The sweep inserts the row with ON CONFLICT DO NOTHING in the transaction that posts the
 * message, so each is told at most once however many instances sweep and however often.
 */
export const announcedEvents = pgTable(
  'announced_events',
  {
    event: text('event').notNull(),
    subjectId: integer('subject_id').notNull(),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.event, table.subjectId] })],
);
