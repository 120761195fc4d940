import type { GeoIpLocator, GeoPoint } from './geoip-locator.ts';

/** A locator over a fixed table of addresses: for tests and local development. */
export function createFixedTableLocator(table: Readonly<Record<string, GeoPoint>>): GeoIpLocator {
  return { locate: async (ip) => table[ip] ?? null };
}
