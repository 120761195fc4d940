import type { Database, DbExecutor } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { asc, desc, eq, inArray, like, sql } from 'drizzle-orm';

const { branches, cities, regions } = schema;

const cityWithRegion = {
  fiasId: cities.fiasId,
  title: cities.title,
  latitude: cities.latitude,
  longitude: cities.longitude,
  regionTitleWithType: regions.titleWithType,
  regionFiasId: regions.fiasId,
};

export type CityWithRegion = {
  fiasId: string;
  title: string;
  latitude: number;
  longitude: number;
  regionTitleWithType: string;
  regionFiasId: string;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Cities whose search key contains the text, biggest first; prefix matches are ranked by the service. */
export function findCitiesContaining(db: Database, key: string, limit: number): Promise<CityWithRegion[]> {
  const pattern = `%${escapeLike(key)}%`;
  return db
    .select(cityWithRegion)
    .from(cities)
    .innerJoin(regions, eq(regions.id, cities.regionId))
    .where(like(cities.searchKey, pattern))
    .orderBy(
      sql`${cities.searchKey} like ${`${escapeLike(key)}%`} desc`,
      desc(cities.population),
      asc(cities.id),
    )
    .limit(limit);
}

export function findAllCities(db: Database): Promise<CityWithRegion[]> {
  return db
    .select(cityWithRegion)
    .from(cities)
    .innerJoin(regions, eq(regions.id, cities.regionId))
    .orderBy(asc(cities.id));
}

export function findCityByTitle(db: Database, title: string): Promise<CityWithRegion[]> {
  return db
    .select(cityWithRegion)
    .from(cities)
    .innerJoin(regions, eq(regions.id, cities.regionId))
    .where(eq(cities.title, title))
    .limit(1);
}

export function findBranchesOfRegion(db: Database, regionFiasId: string) {
  return db
    .select({
      id: branches.id,
      title: branches.title,
      city: cities.title,
      address: branches.address,
      phone: branches.phone,
      latitude: branches.latitude,
      longitude: branches.longitude,
      region_fias_id: regions.fiasId,
    })
    .from(branches)
    .innerJoin(regions, eq(regions.id, branches.regionId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(eq(regions.fiasId, regionFiasId))
    .orderBy(asc(branches.id));
}

export function findAllRegions(db: Database) {
  return db
    .select({
      id: regions.id,
      fias_id: regions.fiasId,
      title: regions.title,
      type: regions.type,
      title_with_type: regions.titleWithType,
    })
    .from(regions)
    .orderBy(asc(regions.sortKey));
}

const branchColumns = {
  id: branches.id,
  title: branches.title,
  city: cities.title,
  address: branches.address,
  phone: branches.phone,
  latitude: branches.latitude,
  longitude: branches.longitude,
  region_fias_id: regions.fiasId,
};

/** Every branch, regions in dictionary order. */
export function findAllBranches(db: Database) {
  return db
    .select(branchColumns)
    .from(branches)
    .innerJoin(regions, eq(regions.id, branches.regionId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .orderBy(asc(regions.sortKey), asc(branches.id));
}

export function findBranchById(db: Database, id: number) {
  return db
    .select(branchColumns)
    .from(branches)
    .innerJoin(regions, eq(regions.id, branches.regionId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(eq(branches.id, id))
    .limit(1);
}

/** Where a region is on the map: its most populous city. */
export async function findRegionPoints(db: DbExecutor, fiasIds: readonly string[]) {
  if (fiasIds.length === 0) return new Map<string, { latitude: number; longitude: number }>();
  const rows = await db
    .select({
      fiasId: regions.fiasId,
      latitude: cities.latitude,
      longitude: cities.longitude,
      population: cities.population,
    })
    .from(cities)
    .innerJoin(regions, eq(regions.id, cities.regionId))
    .where(inArray(regions.fiasId, [...fiasIds]))
    .orderBy(desc(cities.population));
  const points = new Map<string, { latitude: number; longitude: number }>();
  for (const row of rows) {
    if (!points.has(row.fiasId)) points.set(row.fiasId, { latitude: row.latitude, longitude: row.longitude });
  }
  return points;
}
