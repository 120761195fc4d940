/** Where an IP address is on the map, as far as an offline database knows. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface GeoIpLocator {
  locate(ip: string): Promise<GeoPoint | null>;
}

const PRIVATE_V4 = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^0\./];

/** Loopback, private and link-local addresses never resolve to a place. */
export function isPrivateAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (address.includes(':')) return address === '::1' || /^f[cd]/i.test(address) || /^fe80/i.test(address);
  return PRIVATE_V4.some((pattern) => pattern.test(address));
}
