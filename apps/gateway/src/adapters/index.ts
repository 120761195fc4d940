import { createGeoipLiteLocator } from './geoip/geoip-lite-locator.ts';
import type { GeoIpLocator } from './geoip/geoip-locator.ts';

/** The outside services the gateway talks to, each chosen by configuration (STYLE.md §4). */
export interface GatewayAdapters {
  geoIp: GeoIpLocator;
}

export function createAdapters(overrides: Partial<GatewayAdapters> = {}): GatewayAdapters {
  return {
    geoIp: overrides.geoIp ?? createGeoipLiteLocator(),
  };
}
