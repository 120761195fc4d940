import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { and, asc, desc, eq, like, or } from 'drizzle-orm';

const { cities, regions, streets } = schema;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const cityColumns = {
  cityFiasId: cities.fiasId,
  cityTitle: cities.title,
  cityKey: cities.searchKey,
  population: cities.population,
  regionFiasId: regions.fiasId,
  regionTitleWithType: regions.titleWithType,
};
export type CityRow = {
  cityFiasId: string;
  cityTitle: string;
  cityKey: string;
  population: number;
  regionFiasId: string;
  regionTitleWithType: string;
};

const streetColumns = {
  ...cityColumns,
  streetFiasId: streets.fiasId,
  streetTitle: streets.title,
  streetType: streets.type,
  postalCode: streets.postalCode,
  streetKey: streets.searchKey,
};
export type StreetRow = CityRow & {
  streetFiasId: string;
  streetTitle: string;
  streetType: string;
  postalCode: string;
  streetKey: string;
};

export async function findRegion(db: Database, idOrFias: string) {
  const condition = /^\d+$/.test(idOrFias)
    ? eq(regions.id, Number(idOrFias))
    : eq(regions.fiasId, idOrFias.toLowerCase());
  const [row] = await db.select().from(regions).where(condition).limit(1);
  return row;
}

export function findCitiesOfRegion(
  db: Database,
  regionId: number,
  key: string,
  limit: number,
): Promise<CityRow[]> {
  return db
    .select(cityColumns)
    .from(cities)
    .innerJoin(regions, eq(regions.id, cities.regionId))
    .where(and(eq(cities.regionId, regionId), like(cities.searchKey, `%${escapeLike(key)}%`)))
    .orderBy(desc(cities.population), asc(cities.id))
    .limit(limit);
}

export function findCitiesByPrefixes(db: Database, prefixes: string[], limit: number): Promise<CityRow[]> {
  return db
    .select(cityColumns)
    .from(cities)
    .innerJoin(regions, eq(regions.id, cities.regionId))
    .where(or(...prefixes.map((prefix) => like(cities.searchKey, `${escapeLike(prefix)}%`))))
    .orderBy(desc(cities.population), asc(cities.id))
    .limit(limit);
}

export async function findCityByFias(db: Database, fiasId: string): Promise<CityRow | undefined> {
  const [row] = await db
    .select(cityColumns)
    .from(cities)
    .innerJoin(regions, eq(regions.id, cities.regionId))
    .where(eq(cities.fiasId, fiasId.toLowerCase()))
    .limit(1);
  return row;
}

function streetsQuery(db: Database) {
  return db
    .select(streetColumns)
    .from(streets)
    .innerJoin(cities, eq(cities.id, streets.cityId))
    .innerJoin(regions, eq(regions.id, cities.regionId));
}

export function findStreetsOfCity(
  db: Database,
  cityFiasId: string,
  key: string,
  limit: number,
): Promise<StreetRow[]> {
  return streetsQuery(db)
    .where(and(eq(cities.fiasId, cityFiasId.toLowerCase()), like(streets.searchKey, `%${escapeLike(key)}%`)))
    .orderBy(asc(streets.searchKey))
    .limit(limit);
}

export async function findStreetByFias(db: Database, fiasId: string): Promise<StreetRow | undefined> {
  const [row] = await streetsQuery(db).where(eq(streets.fiasId, fiasId.toLowerCase())).limit(1);
  return row;
}

export function findStreetsByPrefixes(db: Database, prefixes: string[], limit: number): Promise<StreetRow[]> {
  return streetsQuery(db)
    .where(or(...prefixes.map((prefix) => like(streets.searchKey, `${escapeLike(prefix)}%`))))
    .orderBy(desc(cities.population), asc(streets.id))
    .limit(limit);
}

export async function findRegionByFias(db: Database, fiasId: string) {
  const [row] = await db.select().from(regions).where(eq(regions.fiasId, fiasId.toLowerCase())).limit(1);
  return row;
}
