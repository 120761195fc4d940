import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { GeoIpLocator, GeoPoint } from './geoip-locator.ts';
import { isPrivateAddress } from './geoip-locator.ts';
import { loadRussianRanges, type RussianRanges } from './russian-ranges.ts';

/** The data folder of the geoip-lite package, or the one GEODATADIR names as the package does. */
export function geoipLiteDataDir(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('geoip-lite/package.json'));
  return resolve(join(packageDir, 'lib'), process.env.GEODATADIR ?? '../data/');
}

/**
 * The offline IP database shipped in the geoip-lite package (no network), cut to the Russian
 * ranges on the first look-up, not at start-up (decision 0172).
 */
export function createGeoipLiteLocator(dataDir = geoipLiteDataDir()): GeoIpLocator {
  let ranges: RussianRanges | undefined;
  return {
    async locate(ip: string): Promise<GeoPoint | null> {
      if (isPrivateAddress(ip)) return null;
      ranges ??= loadRussianRanges(dataDir);
      return ranges.locate(ip);
    },
  };
}
