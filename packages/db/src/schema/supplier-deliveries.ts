import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { cabinetFiles, deals } from './cabinet.ts';
import { cabinetComplaints } from './cabinet-requests.ts';
import { suppliers } from './catalogue.ts';
import { accounts } from './identity.ts';

/**
 * The supplier's part of a deal's delivery (issue 13, docs/decisions/0090): one row per deal and
 * catalogue supplier whose machines the deal buys, made when the supplier first records something.
 * Until then the delivery waits for shipment. Statuses live in packages/domain
 * (supplier-deliveries.ts): 'awaiting', 'shipped', 'delivered'.
 */
export const supplierDeliveries = pgTable(
  'supplier_deliveries',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('awaiting'),
    shippedOn: date('shipped_on'),
    deliveredOn: date('delivered_on'),
    /** The carrier's waybill or the shipment's number. */
    waybill: text('waybill').notNull().default(''),
    comment: text('comment').notNull().default(''),
    /** The supplier account that recorded the latest change. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('supplier_deliveries_deal_supplier').on(table.dealId, table.supplierId),
    index('supplier_deliveries_supplier_idx').on(table.supplierId, table.status),
  ],
);

/** A document of a delivery the supplier uploaded (SetFile): the UPD, the acceptance certificate … */
export const supplierDeliveryDocuments = pgTable(
  'supplier_delivery_documents',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => supplierDeliveries.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => cabinetFiles.id, { onDelete: 'cascade' }),
    /** 'upd', 'act', 'waybill' or 'other'. */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('supplier_delivery_documents_file').on(table.deliveryId, table.fileId),
    index('supplier_delivery_documents_delivery_idx').on(table.deliveryId, table.createdAt),
  ],
);

/**
 * A supplier's answer to a client's complaint about a deal's machine (decision 0107): one per
 * complaint and catalogue supplier, edited in place; each save reaches the client's feed.
 */
export const supplierComplaintAnswers = pgTable(
  'supplier_complaint_answers',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => cabinetComplaints.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** The supplier account that wrote the latest text. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('supplier_complaint_answers_complaint_supplier').on(table.complaintId, table.supplierId),
  ],
);

/** A supplier's point of sale or service (decision 0107): on /providers/{id}/ and its map. */
export const supplierStores = pgTable(
  'supplier_stores',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    /** 'sale', 'service' or 'both' (packages/domain supplier-content.ts). */
    kind: text('kind').notNull().default('sale'),
    title: text('title').notNull(),
    address: text('address').notNull(),
    /** Optional coordinates (migration 0033): the store is on the map only with both. */
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    phone: text('phone').notNull().default(''),
    /** Opening hours as the supplier writes them (migration 0033, decision 0111). */
    hours: text('hours').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('supplier_stores_supplier_idx').on(table.supplierId)],
);

/** A supplier's public document (certificate, dealer letter; decision 0107): listed on /providers/{id}/. */
export const supplierPublicDocuments = pgTable(
  'supplier_public_documents',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => cabinetFiles.id, { onDelete: 'cascade' }),
    /** 'certificate', 'dealer_letter' or 'other'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('supplier_public_documents_file').on(table.supplierId, table.fileId)],
);
