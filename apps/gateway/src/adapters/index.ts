import { join } from 'node:path';
import { createGeoipLiteLocator } from './geoip/geoip-lite-locator.ts';
import type { GeoIpLocator } from './geoip/geoip-locator.ts';
import { createDiskStorage } from './storage/disk-storage.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** The outside services the gateway talks to, each chosen by configuration (STYLE.md §4). */
export interface GatewayAdapters {
  geoIp: GeoIpLocator;
  /** Uploaded files; DATA_DIR/uploads on the local disk by default. */
  files: FileStorage;
}

export function createAdapters(overrides: Partial<GatewayAdapters> = {}): GatewayAdapters {
  return {
    geoIp: overrides.geoIp ?? createGeoipLiteLocator(),
    files: overrides.files ?? createDiskStorage(join(process.env.DATA_DIR || './data', 'uploads')),
  };
}
