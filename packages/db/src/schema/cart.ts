import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { priceLevels, products } from './catalogue.ts';

/** A line of a visitor's cart, keyed by the client id cookie (spec 1 §3 "Cart item"). */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceLevelId: integer('price_level_id').references(() => priceLevels.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The unique key also serves the look-up of a client's cart (client_id leads).
  (table) => [unique('cart_lines_client_product_key').on(table.clientId, table.productId)],
);
