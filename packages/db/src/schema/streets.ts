import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cities } from './geo.ts';

/** Streets of the cities (FIAS level 8), a realistic demo subset (docs/decisions/0050). */
export const streets = pgTable(
  'streets',
  {
    id: serial('id').primaryKey(),
    fiasId: text('fias_id').notNull().unique(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    title: text('title').notNull(),
    /** ул, пр-кт, пер, б-р, ш, пл, наб, проезд */
    type: text('type').notNull(),
    postalCode: text('postal_code').notNull(),
    /** Lower-case, ё→е. */
    searchKey: text('search_key').notNull(),
  },
  (table) => [
    index('streets_city_idx').on(table.cityId),
    index('streets_search_key_idx').on(table.searchKey),
  ],
);
