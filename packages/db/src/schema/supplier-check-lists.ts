import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cabinetFiles, deals } from './cabinet.ts';
import { products } from './catalogue.ts';
import { accounts } from './identity.ts';

/**
 * A supplier's check list (issue 13, docs/decisions/0100): an XLSX or PDF the supplier uploaded
 * (SetFile, then CreateSupplierCheckList) for one of its machines or deliveries, and mailed
 * (SendMailSupplierCheckList) with the file attached. Kinds live in packages/domain
 * (supplier-check-lists.ts): 'presale', 'shipment', 'commissioning', 'other'.
 */
export const supplierCheckLists = pgTable(
  'supplier_check_lists',
  {
    id: serial('id').primaryKey(),
    /** The supplier account that uploaded it: only it sees the check list. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => cabinetFiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    /** One of the supplier's machines in the catalogue, if the check list is about it. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** A deal with the supplier's machines at a delivery stage, if it is about that delivery. */
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    comment: text('comment').notNull().default(''),
    /** The last address it was mailed to, when and how many times in all. */
    sentTo: text('sent_to'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentCount: integer('sent_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('supplier_check_lists_account_idx').on(table.accountId, table.createdAt),
    index('supplier_check_lists_deal_idx').on(table.dealId),
  ],
);
