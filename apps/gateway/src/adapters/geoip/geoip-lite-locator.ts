import { createRequire } from 'node:module';
import type { GeoIpLocator, GeoPoint } from './geoip-locator.ts';
import { isPrivateAddress } from './geoip-locator.ts';

interface GeoipLite {
  lookup(ip: string): { ll: [number, number]; country: string } | null;
}

/**
 * The offline IP database shipped in the geoip-lite package (no network). Its data (tens of
 * megabytes) is loaded on the first look-up, not at start-up.
 */
export function createGeoipLiteLocator(): GeoIpLocator {
  let database: GeoipLite | undefined;
  return {
    async locate(ip: string): Promise<GeoPoint | null> {
      if (isPrivateAddress(ip)) return null;
      database ??= createRequire(import.meta.url)('geoip-lite') as GeoipLite;
      const found = database.lookup(ip.startsWith('::ffff:') ? ip.slice(7) : ip);
      if (found?.country !== 'RU') return null;
      const [latitude, longitude] = found.ll;
      return { latitude, longitude };
    },
  };
}
