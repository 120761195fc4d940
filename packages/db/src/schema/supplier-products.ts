import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { accounts } from './identity.ts';

/** One price level of a proposed change: an existing level keeps its id, a new one has none. */
export interface ProposedPriceLevel {
  id: number | null;
  title: string;
  value: number;
}

/**
 * A supplier's change to its product card waiting for the manager (issue 13, decision 0086): the
 * proposed description and price levels. Nothing here is public until the manager accepts it and
 * the change is applied to the catalogue tables. One pending change per product.
 */
export const supplierProductChanges = pgTable(
  'supplier_product_changes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    prices: jsonb('prices').$type<ProposedPriceLevel[]>().notNull(),
    /** 'pending', 'accepted' or 'rejected'. */
    status: text('status').notNull().default('pending'),
    managerComment: text('manager_comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('supplier_product_changes_pending_idx')
      .on(table.productId)
      .where(sql`${table.status} = 'pending'`),
    index('supplier_product_changes_status_idx').on(table.status, table.updatedAt),
    index('supplier_product_changes_account_idx').on(table.accountId),
  ],
);
