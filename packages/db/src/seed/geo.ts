import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { KNOWN_CITY_FIAS_IDS, MORE_CITIES } from '../reference-data/cities.ts';
import { REGIONS } from '../reference-data/regions.ts';
import { branches, cities, regions } from '../schema/geo.ts';
import { insertInBatches } from './batch-insert.ts';
import { russianKey, stableUuid } from './stable-uuid.ts';

const STREETS = [
  'ул. Ленина',
  'ул. Советская',
  'пр-т Мира',
  'ул. Октябрьская',
  'ул. Гагарина',
  'ул. Садовая',
  'ул. Пушкина',
  'ул. Кирова',
];
/** Big farming regions get a second office in another city. */
const SECOND_OFFICE_REGIONS = [23, 61, 26, 36, 31, 22, 54, 56, 64];

function cityFiasId(title: string, regionCode: number): string {
  return KNOWN_CITY_FIAS_IDS[title] ?? stableUuid(`city:${regionCode}:${title}`);
}

/** Regions, cities and branches: the reference data of the geo module. */
export async function seedGeo(db: Database): Promise<{ regions: number; cities: number; branches: number }> {
  await insertInBatches(
    db,
    regions,
    REGIONS.map(([id, fiasId, title, type, titleWithType]) => ({
      id,
      fiasId,
      title,
      type,
      titleWithType,
      sortKey: russianKey(title),
    })),
  );

  const cityRows = [
    ...REGIONS.map(
      ([code, , , , , centre, latitude, longitude, population]) =>
        [centre, code, latitude, longitude, population] as const,
    ),
    ...MORE_CITIES,
  ].map(([title, regionId, latitude, longitude, population], index) => ({
    id: index + 1,
    fiasId: cityFiasId(title, regionId),
    title,
    regionId,
    latitude,
    longitude,
    population,
    searchKey: russianKey(title),
  }));
  await insertInBatches(db, cities, cityRows);

  const branchRows: (typeof branches.$inferInsert)[] = [];
  const addBranch = (city: (typeof cityRows)[number], number: number) => {
    const street = STREETS[(city.id + number) % STREETS.length];
    branchRows.push({
      id: branchRows.length + 1,
      title: `Филиал в г. ${city.title}`,
      regionId: city.regionId,
      cityId: city.id,
      address: `г. ${city.title}, ${street}, д. ${((city.id * 7 + number * 3) % 90) + 1}`,
      phone: `8 800 000-00-00, доб. ${String(city.regionId).padStart(2, '0')}${number}`,
      latitude: Number((city.latitude + 0.004 * ((city.id % 5) - 2)).toFixed(5)),
      longitude: Number((city.longitude + 0.006 * ((city.id % 3) - 1)).toFixed(5)),
    });
  };
  for (const [index] of REGIONS.entries()) {
    const centre = cityRows[index];
    if (centre) addBranch(centre, 1);
  }
  for (const regionCode of SECOND_OFFICE_REGIONS) {
    const second = cityRows.slice(REGIONS.length).find((city) => city.regionId === regionCode);
    if (second) addBranch(second, 2);
  }
  await insertInBatches(db, branches, branchRows);
  await db.execute(sql`select setval(pg_get_serial_sequence('cities', 'id'), (select max(id) from cities))`);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('branches', 'id'), (select max(id) from branches))`,
  );
  return { regions: REGIONS.length, cities: cityRows.length, branches: branchRows.length };
}
