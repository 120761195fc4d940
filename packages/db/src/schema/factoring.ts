import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cabinetFiles } from './cabinet.ts';
import { accounts } from './identity.ts';

/**
 * Factoring (issue 14, docs/decisions/0088): a supplier's register of invoices for deliveries to
 * one customer (the debtor, known by INN), sent for financing; the customer confirms or
 * disputes it; the factor finances a confirmed one.
 */
export const factoringRegisters = pgTable(
  'factoring_registers',
  {
    id: serial('id').primaryKey(),
    supplierAccountId: integer('supplier_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    customerInn: text('customer_inn').notNull(),
    customerTitle: text('customer_title').notNull(),
    /** draft → sent → confirmed | disputed; confirmed → financed → paid (domain factoring-register.ts). */
    status: text('status').notNull().default('draft'),
    /** Roubles: the sum of its invoices. */
    total: integer('total').notNull().default(0),
    financedSum: integer('financed_sum').notNull().default(0),
    customerComment: text('customer_comment').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    financedAt: timestamp('financed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('factoring_registers_supplier_idx').on(table.supplierAccountId, table.createdAt),
    index('factoring_registers_customer_idx').on(table.customerInn, table.status),
  ],
);

/** An invoice (a delivery's shipping document) the supplier assigns in a register. */
export const factoringInvoices = pgTable(
  'factoring_invoices',
  {
    id: serial('id').primaryKey(),
    registerId: integer('register_id')
      .notNull()
      .references(() => factoringRegisters.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** ISO days. */
    issued: text('issued').notNull(),
    due: text('due').notNull(),
    delivery: text('delivery').notNull().default(''),
    amount: integer('amount').notNull(),
    /** The supplier's scan of the signed invoice (PDF, JPEG or PNG; decision 0114). */
    scanFileId: integer('scan_file_id').references(() => cabinetFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('factoring_invoices_register_idx').on(table.registerId)],
);
