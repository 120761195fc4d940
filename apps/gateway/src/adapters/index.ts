import { join } from 'node:path';
import type { AnalyticsBus } from './analytics-bus/analytics-bus.ts';
import { createAnalyticsBus } from './analytics-bus/create-analytics-bus.ts';
import { type Clock, systemClock } from './clock/clock.ts';
import { createGeoipLiteLocator } from './geoip/geoip-lite-locator.ts';
import type { GeoIpLocator } from './geoip/geoip-locator.ts';
import { createDiskStorage } from './storage/disk-storage.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** The outside services the gateway talks to, each chosen by configuration (STYLE.md §4). */
export interface GatewayAdapters {
  geoIp: GeoIpLocator;
  /** Uploaded files; DATA_DIR/uploads on the local disk by default. */
  files: FileStorage;
  /** Analytics events: NATS JetStream when NATS_URL is set, else the database. */
  analyticsBus: AnalyticsBus;
  clock: Clock;
}

export function createAdapters(overrides: Partial<GatewayAdapters> = {}): GatewayAdapters {
  return {
    geoIp: overrides.geoIp ?? createGeoipLiteLocator(),
    files: overrides.files ?? createDiskStorage(join(process.env.DATA_DIR || './data', 'uploads')),
    analyticsBus: overrides.analyticsBus ?? createAnalyticsBus(process.env.NATS_URL),
    clock: overrides.clock ?? systemClock,
  };
}
