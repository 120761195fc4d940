import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cabinetFiles } from './cabinet.ts';
import { products, suppliers } from './catalogue.ts';
import { accounts } from './identity.ts';

/** One price level of a proposed change: an existing level keeps its id, a new one has none. */
export interface ProposedPriceLevel {
  id: number | null;
  title: string;
  value: number;
}

/** A proposed new card (decision 0109): what the catalogue gets when the manager accepts it. */
export interface ProposedProductCard {
  categoryId: number;
  title: string;
  brand: string;
  model: string;
  year: number;
  /** Characteristic code → number (range, bool as 1/0) or text (select). */
  characteristics: Record<string, number | string>;
  /** cabinet_files ids of the photos, in order; the first is the main picture. */
  photos: number[];
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
    /** The product; null for a new card until the manager accepts it (then the created product). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** 'edit' (an existing card's levels and description) or 'new' (a card proposed, decision 0109). */
    kind: text('kind').notNull().default('edit'),
    /** The catalogue supplier a new card belongs to (an edit's product names it). */
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The proposed card of a 'new' change. */
    card: jsonb('card').$type<ProposedProductCard>(),
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
    index('supplier_product_changes_supplier_idx').on(table.supplierId, table.kind),
  ],
);

/**
 * Photos of a product uploaded by its supplier (decision 0109): files of the files module, public
 * once the product is in the catalogue. Changes bump catalogue_generation (trigger).
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => cabinetFiles.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.fileId] }),
    index('product_photos_file_idx').on(table.fileId),
  ],
);
