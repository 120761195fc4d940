import { date, index, integer, pgEnum, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { products, saleLots } from './catalogue.ts';

export const saleLotCondition = pgEnum('sale_lot_condition', ['excellent', 'good', 'fair', 'repair']);

/**
 * What the used-property sale knows about a lot beyond the foundation's sale_lots row
 * (docs/decisions/0030): condition, wear, pictures and the seller's contact. One row per lot.
 */
export const saleLotDetails = pgTable('sale_lot_details', {
  lotId: integer('lot_id')
    .primaryKey()
    .references(() => saleLots.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  model: text('model').notNull(),
  inventoryNumber: text('inventory_number').notNull(),
  condition: saleLotCondition('condition').notNull(),
  /** Kilometres for road vehicles, null for machines measured in engine hours. */
  mileageKm: integer('mileage_km'),
  engineHours: integer('engine_hours'),
  enginePowerHp: smallint('engine_power_hp'),
  address: text('address').notNull(),
  /** Pictures in the gallery: /img/sale/{icon}-{1..n}.svg. */
  pictureCount: smallint('picture_count').notNull(),
  /** Price before a markdown; null when the lot is not a special offer. */
  oldPrice: integer('old_price'),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  contactEmail: text('contact_email').notNull(),
});

/** Documents of one lot (inspection report, registration certificate copy …). */
export const saleLotDocuments = pgTable(
  'sale_lot_documents',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => saleLots.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    url: text('url').notNull(),
    mimeType: text('mime_type').notNull(),
  },
  (table) => [index('sale_lot_documents_lot_idx').on(table.lotId)],
);

/** Machinery the company holds at a warehouse, ready for immediate lease (docs/decisions/0032). */
export const stockItems = pgTable(
  'stock_items',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    regionFiasId: text('region_fias_id').notNull(),
    address: text('address').notNull(),
    quantity: smallint('quantity').notNull(),
    readyOn: date('ready_on').notNull(),
  },
  (table) => [
    index('stock_items_product_idx').on(table.productId),
    index('stock_items_region_idx').on(table.regionFiasId),
  ],
);

/** Agents of the company shown on the public site (/agents/{id}/). */
export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    regionFiasId: text('region_fias_id').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    description: text('description').notNull(),
  },
  (table) => [index('agents_region_idx').on(table.regionFiasId)],
);
