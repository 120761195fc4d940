import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { categories, products } from './catalogue.ts';

/**
 * Filter landing pages of the catalogue (the spec's product filter: id_product_filter,
 * friendly_url, old_url, children): a category with preset filter values under its own address.
 */
export const catalogFilterPages = pgTable(
  'catalog_filter_pages',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    parentId: integer('parent_id'),
    /** Last path segment of friendly_url, unique among catalogue aliases. */
    alias: text('alias').notNull().unique(),
    title: text('title').notNull(),
    h1: text('h1').notNull(),
    description: text('description').notNull().default(''),
    friendlyUrl: text('friendly_url').notNull().unique(),
    oldUrl: text('old_url').notNull(),
    /** Preset filter values, in the shape of CatalogV2's {form}[filter]. */
    filter: jsonb('filter')
      .$type<Record<string, string | string[] | { from: string; to: string }>>()
      .notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('catalog_filter_pages_category_idx').on(table.categoryId)],
);

/** Banners of site pages (page_id) and of catalogue sections (id_pagemapper = category id). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    pageId: text('page_id'),
    idPagemapper: integer('id_pagemapper'),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    image: text('image').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('banners_page_idx').on(table.pageId),
    index('banners_pagemapper_idx').on(table.idPagemapper),
  ],
);

/** Products a visitor (client id cookie) has opened, newest first. */
export const viewedProducts = pgTable(
  'viewed_products',
  {
    clientId: text('client_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.productId] }),
    index('viewed_products_client_idx').on(table.clientId, table.viewedAt),
  ],
);

/**
 * One row whose value grows whenever catalogue data changes (triggers in the
 * catalogue_custom migration): caches key their entries by it.
 */
export const catalogueGeneration = pgTable('catalogue_generation', {
  id: integer('id').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});
