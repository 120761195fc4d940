import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { categories } from './catalogue.ts';

/**
 * Leasing conditions of a top category (GetBorderConditions): bounds of the advance and the
 * term, and the base annual rate. guid is the category's id on the wire (guid_category).
 */
export const calcConditions = pgTable(
  'calc_conditions',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .unique()
      .references(() => categories.id, { onDelete: 'cascade' }),
    guid: text('guid').notNull().unique(),
    minAdvance: smallint('min_advance').notNull(),
    maxAdvance: smallint('max_advance').notNull(),
    defaultAdvance: smallint('default_advance').notNull(),
    minTerm: smallint('min_term').notNull(),
    maxTerm: smallint('max_term').notNull(),
    defaultTerm: smallint('default_term').notNull(),
    /** Annual rate in hundredths of a percent (1650 = 16.5 %). */
    rateBp: integer('rate_bp').notNull(),
  },
  (table) => [
    check(
      'calc_conditions_advance_check',
      sql`${table.minAdvance} <= ${table.defaultAdvance} and ${table.defaultAdvance} <= ${table.maxAdvance}`,
    ),
    check(
      'calc_conditions_term_check',
      sql`${table.minTerm} <= ${table.defaultTerm} and ${table.defaultTerm} <= ${table.maxTerm}`,
    ),
  ],
);

/** A request for a calculation from a supplier's commercial offer (/kp/). */
export const kpRequests = pgTable('kp_requests', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  comment: text('comment').notNull().default(''),
  /** The name the visitor's file had, a label only; the stored file has a random name. */
  fileTitle: text('file_title').notNull(),
  /** The stored file; null once the sweep removed it after GUEST_UPLOAD_KEEP_DAYS (decision 0152). */
  storedName: text('stored_name'),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  clientId: text('client_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
