import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { deals } from './cabinet.ts';
import { categories, products, suppliers } from './catalogue.ts';
import { accounts } from './identity.ts';

/**
 * The supplier's state and note of one lead (issue 13, docs/decisions/0106). A lead is read
 * from its source row (a signed-in client's cart line, a sent application's machine, a
 * callback asked from the machine's page); only what the supplier decides about it is stored.
 * No row: the lead is new.
 */
export const supplierInterestStates = pgTable(
  'supplier_interest_states',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** 'cart' (cart_lines.id), 'application' (application_products.id), 'callback' (service_requests.id). */
    source: text('source').notNull(),
    sourceId: integer('source_id').notNull(),
    /** 'new', 'in_work', 'closed' (packages/domain supplier-leads.ts). */
    state: text('state').notNull().default('new'),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('supplier_interest_states_key').on(table.supplierId, table.source, table.sourceId)],
);

/**
 * A signed-in client's interest in a supplier's machine shown by putting it in the cart (decision
 * 0183): the supplier module writes it when the cart module publishes `cart.lines-put`, and drops
 * it on `cart.lines-removed`. One row per client account and machine; the lead's key is `cart-<id>`
 * (rows carried from cart_lines by migration 0051 keep the line's id, so their states still match).
 */
export const supplierCartLeads = pgTable(
  'supplier_cart_leads',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('supplier_cart_leads_account_product').on(table.accountId, table.productId),
    index('supplier_cart_leads_product_idx').on(table.productId),
  ],
);

/**
 * A supplier's special offer on one of its machines: a special price for a period with a short
 * text, public (CatalogPromo, /specialoffers/) once a manager accepts it and while the period lasts.
 * Triggers move catalogue_generation when an accepted offer changes (migration 0029).
 */
export const supplierSpecialOffers = pgTable(
  'supplier_special_offers',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The supplier account that sent it (it hears of the decision). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Roubles, below the machine's first price level. */
    price: integer('price').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    text: text('text').notNull(),
    /** 'pending', 'accepted', 'rejected', 'withdrawn'. */
    status: text('status').notNull().default('pending'),
    managerComment: text('manager_comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('supplier_special_offers_supplier_idx').on(table.supplierId, table.createdAt),
    index('supplier_special_offers_status_idx').on(table.status, table.endsOn),
  ],
);

/**
 * Who answers questions on the supplier's product pages: one consultant for a category of its
 * machines, or (category null) for all of them. The product page shows the category's, else the general one.
 */
export const supplierConsultants = pgTable(
  'supplier_consultants',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    hours: text('hours').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('supplier_consultants_scope_key').on(table.supplierId, sql`COALESCE(${table.categoryId}, 0)`),
  ],
);

/**
 * A client's review of a machine of its handed-over deal (decision 0112): rating 1–5 and text, one
 * per machine of a deal; the machine's supplier answers it publicly (answer, answered_at).
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    answer: text('answer').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('product_reviews_deal_product_key').on(table.dealId, table.productId),
    index('product_reviews_supplier_idx').on(table.supplierId, table.createdAt),
    index('product_reviews_product_idx').on(table.productId, table.createdAt),
  ],
);
