import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { readableRegion } from '@agrolease/domain';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

const { regions } = schema;

/** A region's title as lists show it: empty where the dictionary does not know the region. */
export const regionTitle = sql<string>`coalesce(${regions.titleWithType}, '')`;

/**
 * The regions a list's rows stand in, each with how many rows, in dictionary order: the
 * region filter of the sale, stock and suppliers listings. Titles as people read them
 * («Республика Адыгея», «Тамбовская область», not the register's «Респ», «обл»: issue 39,
 * decision 0185; the sweep found them in the sale's filter).
 */
export async function countByRegion(db: Database, rows: PgTable, regionFiasId: PgColumn, where?: SQL) {
  const counted = await db
    .select({
      fiasId: sql<string>`${regionFiasId}`,
      title: regionTitle,
      count: sql<number>`cast(count(*) as int)`,
    })
    .from(rows)
    .leftJoin(regions, eq(regions.fiasId, regionFiasId))
    .where(where)
    .groupBy(regionFiasId, regions.titleWithType, regions.sortKey)
    .orderBy(asc(regions.sortKey));
  return counted.map((row) => ({ ...row, title: row.title && readableRegion(row.title) }));
}
