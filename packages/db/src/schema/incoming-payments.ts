import { bigint, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cabinetOrders } from './cabinet.ts';
import { accounts } from './identity.ts';

/**
 * Money that came to the company's account (issue 38, decision 0168): a payment order of a bank
 * statement in the 1C format, or one a manager recorded by hand. Matched to a lease contract by the
 * contract's number in the purpose and the payer's INN, it pays the schedule's payments it lists;
 * unmatched, it waits for the manager. One payment order is taken once: its number, day, sum and
 * payer make it the same.
 */
export const incomingPayments = pgTable(
  'incoming_payments',
  {
    id: serial('id').primaryKey(),
    /** 'statement' or 'manual'. */
    source: text('source').notNull(),
    number: text('number').notNull(),
    day: date('day').notNull(),
    kopecks: bigint('kopecks', { mode: 'number' }).notNull(),
    payerInn: text('payer_inn').notNull(),
    payerName: text('payer_name').notNull().default(''),
    purpose: text('purpose').notNull(),
    orderId: integer('order_id').references(() => cabinetOrders.id, { onDelete: 'set null' }),
    /** 'matched' or 'unmatched'. */
    status: text('status').notNull(),
    /** Why it is unmatched, for the manager. */
    note: text('note').notNull().default(''),
    /** The schedule's payments it paid. */
    paidPaymentIds: integer('paid_payment_ids').array().notNull().default([]),
    /** The manager who imported or recorded it. */
    managerId: integer('manager_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('incoming_payments_once').on(table.number, table.day, table.kopecks, table.payerInn),
    index('incoming_payments_created_idx').on(table.createdAt),
  ],
);
