import type { TBranch, TGeo } from '@agrolease/contracts/geo';
import type { Database } from '@agrolease/db';
import type { GeoIpLocator, GeoPoint } from '../../adapters/geoip/geoip-locator.ts';
import {
  type CityWithRegion,
  findAllBranches,
  findAllCities,
  findAllRegions,
  findBranchById,
  findBranchesOfRegion,
  findCitiesContaining,
  findCityByTitle,
} from './queries.ts';

/** The default city when nothing better is known (spec 1 §3: default town Москва). */
export const DEFAULT_CITY = 'Москва';
/** An IP located farther than this from every city of ours is treated as unknown. */
const MAX_DISTANCE_KM = 150;
const SEARCH_LIMIT = 20;

export function toGeo(city: CityWithRegion): TGeo {
  return {
    fiascode: city.fiasId,
    city: city.title,
    region_with_type: city.regionTitleWithType,
    region_fias_id: city.regionFiasId,
  };
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export function nearestCity(point: GeoPoint, cities: readonly CityWithRegion[]): CityWithRegion | undefined {
  let best: CityWithRegion | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const city of cities) {
    const distance = distanceKm(point, city);
    if (distance < bestDistance) {
      best = city;
      bestDistance = distance;
    }
  }
  return bestDistance <= MAX_DISTANCE_KM ? best : undefined;
}

async function defaultGeo(db: Database): Promise<TGeo> {
  const [moscow] = await findCityByTitle(db, DEFAULT_CITY);
  if (!moscow) throw new Error('Reference data is missing the default city');
  return toGeo(moscow);
}

/** The visitor's city from the IP address: the nearest city of ours, else Москва. */
export async function detectCityByIp(db: Database, locator: GeoIpLocator, ip: string): Promise<TGeo> {
  const point = await locator.locate(ip);
  if (!point) return defaultGeo(db);
  const city = nearestCity(point, await findAllCities(db));
  return city ? toGeo(city) : defaultGeo(db);
}

/** City picker search: prefix matches first, then other matches, biggest cities first; ё and е are one letter. */
export async function searchCities(db: Database, text: string): Promise<TGeo[]> {
  const key = text.trim().toLowerCase().replaceAll('ё', 'е');
  const found = await findCitiesContaining(db, key, SEARCH_LIMIT);
  return found.map(toGeo);
}

export function branchesOfRegion(db: Database, regionFiasId: string): Promise<TBranch[]> {
  return findBranchesOfRegion(db, regionFiasId);
}

/** All federal subjects in dictionary order (the address module's ListRegions). */
export function listRegions(db: Database) {
  return findAllRegions(db);
}

/** All branches (the content module's /company/filials/ pages read them through here). */
export function listBranches(db: Database): Promise<TBranch[]> {
  return findAllBranches(db);
}

export async function branchById(db: Database, id: number): Promise<TBranch | undefined> {
  const [branch] = await findBranchById(db, id);
  return branch;
}
