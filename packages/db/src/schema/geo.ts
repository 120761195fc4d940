import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Federal subjects of Russia (FIAS level 1). */
export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  fiasId: text('fias_id').notNull().unique(),
  title: text('title').notNull(),
  type: text('type').notNull(),
  titleWithType: text('title_with_type').notNull(),
  /** Lower-case, ё→е: dictionary order under PGlite's C collation. */
  sortKey: text('sort_key').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    fiasId: text('fias_id').notNull().unique(),
    title: text('title').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull(),
    /** Lower-case, ё→е: what the city search matches against. */
    searchKey: text('search_key').notNull(),
  },
  (table) => [
    index('cities_search_key_idx').on(table.searchKey),
    index('cities_region_idx').on(table.regionId),
  ],
);

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [index('branches_region_idx').on(table.regionId)],
);
