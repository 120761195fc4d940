import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    title: text('title').notNull(),
    uri: text('uri').notNull().unique(),
    /** Picture code of a top category: /img/catalog/{icon}.svg. */
    icon: text('icon').notNull(),
    sort: integer('sort').notNull().default(0),
    description: text('description').notNull().default(''),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

export const supplierKind = pgEnum('supplier_kind', ['producer', 'dealer']);

export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  inn: text('inn').notNull().unique(),
  ogrn: text('ogrn').notNull(),
  kpp: text('kpp').notNull(),
  kind: supplierKind('kind').notNull(),
  city: text('city').notNull(),
  regionFiasId: text('region_fias_id').notNull(),
  description: text('description').notNull(),
  isAccredited: boolean('is_accredited').notNull().default(true),
  /** The company card the supplier edits in its cabinet (decision 0107); shown on /providers/{id}/. */
  site: text('site').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  /** The logo: a cabinet file (foreign key to cabinet_files in migration 0030, set null on delete). */
  logoFileId: integer('logo_file_id'),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    year: smallint('year').notNull(),
    description: text('description').notNull(),
    /** Roubles, the first price level. */
    price: integer('price').notNull(),
    image: text('image').notNull(),
    isMonthlyOffer: boolean('is_monthly_offer').notNull().default(false),
    isSpecialOffer: boolean('is_special_offer').notNull().default(false),
    isBuyNow: boolean('is_buy_now').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('russian', coalesce(title, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(model, '')), 'A') || setweight(to_tsvector('russian', coalesce(description, '')), 'C')`,
    ),
  },
  (table) => [
    index('products_category_idx').on(table.categoryId),
    index('products_supplier_idx').on(table.supplierId),
    index('products_search_idx').using('gin', table.search),
    index('products_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
  ],
);

export const characteristicKind = pgEnum('characteristic_kind', ['range', 'select', 'bool']);

export const characteristics = pgTable('characteristics', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  unit: text('unit').notNull().default(''),
  kind: characteristicKind('kind').notNull(),
});

export const productCharacteristics = pgTable(
  'product_characteristics',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    characteristicId: integer('characteristic_id')
      .notNull()
      .references(() => characteristics.id),
    valueNum: doublePrecision('value_num'),
    valueText: text('value_text'),
  },
  (table) => [
    index('product_characteristics_product_idx').on(table.productId),
    index('product_characteristics_value_idx').on(table.characteristicId, table.valueNum),
  ],
);

/** Price levels of a product (the spec's CRMPrices): the first is the default. */
export const priceLevels = pgTable(
  'price_levels',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    value: integer('value').notNull(),
    sort: smallint('sort').notNull(),
  },
  (table) => [index('price_levels_product_idx').on(table.productId)],
);

export const saleCategories = pgTable('sale_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  uri: text('uri').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

/** Used property for sale (repossessed or returned machinery). */
export const saleLots = pgTable(
  'sale_lots',
  {
    id: serial('id').primaryKey(),
    saleCategoryId: integer('sale_category_id')
      .notNull()
      .references(() => saleCategories.id),
    title: text('title').notNull(),
    year: smallint('year').notNull(),
    price: integer('price').notNull(),
    city: text('city').notNull(),
    regionFiasId: text('region_fias_id').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    listedOn: date('listed_on').notNull(),
  },
  (table) => [index('sale_lots_category_idx').on(table.saleCategoryId)],
);
