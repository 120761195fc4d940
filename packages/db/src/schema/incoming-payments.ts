import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cabinetOrders } from './cabinet.ts';
import { accounts } from './identity.ts';

/** What one incoming payment put to one payment of the schedule. */
export interface IncomingAllocationRow {
  id: number;
  kopecks: number;
  settles: boolean;
  penalty_kopecks: number;
}

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
    /** The schedule's payments it paid, in full or in part. */
    paidPaymentIds: integer('paid_payment_ids').array().notNull().default([]),
    /** What it put to each of them, and the penalty it took for a late one it settled (decision 0184). */
    allocations: jsonb('allocations').$type<IncomingAllocationRow[]>().notNull().default([]),
    /** The penalties it paid, in all. */
    penaltyKopecks: bigint('penalty_kopecks', { mode: 'number' }).notNull().default(0),
    /** Left over when the contract had nothing more to pay: for the manager to return or keep. */
    surplusKopecks: bigint('surplus_kopecks', { mode: 'number' }).notNull().default(0),
    /** The manager who imported or recorded it. */
    managerId: integer('manager_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('incoming_payments_once').on(table.number, table.day, table.kopecks, table.payerInn),
    index('incoming_payments_created_idx').on(table.createdAt),
  ],
);
