import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { geoipLiteDataDir } from './geoip-lite-locator.ts';
import { ipv4Number, ipv6High64, loadRussianRanges } from './russian-ranges.ts';

interface GeoipLite {
  lookup(ip: string): { ll: [number, number]; country: string } | null;
}

/** The package's own answer, as the site used it: the point of a Russian address, else null. */
const geoipLite = createRequire(import.meta.url)('geoip-lite') as GeoipLite;
function referencePoint(ip: string) {
  const found = geoipLite.lookup(ip);
  return found?.country === 'RU' ? { latitude: found.ll[0], longitude: found.ll[1] } : null;
}

/** A reproducible stream of pseudo-random 32-bit numbers. */
function* numbers(seed: number) {
  let state = seed;
  for (;;) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    yield state;
  }
}

describe('the Russian ranges of the offline IP database', () => {
  const ranges = loadRussianRanges(geoipLiteDataDir());

  it('keeps a small share of the ranges', () => {
    expect(ranges.sizes.v4).toBeGreaterThan(10_000);
    expect(ranges.sizes.v6).toBeGreaterThan(1_000);
  });

  it('answers as geoip-lite for addresses all over IPv4 and in blocks used in Russia', () => {
    const random = numbers(36);
    const addresses = ['77.88.55.88', '87.250.250.242', '217.69.139.200', '95.213.4.1', '8.8.8.8', '1.1.1.1'];
    for (let index = 0; index < 4_000; index++) {
      const value = random.next().value as number;
      // Half anywhere, half in /8 blocks where Russian networks are many.
      const first =
        index % 2
          ? value >>> 24
          : ([5, 31, 46, 77, 78, 79, 85, 87, 91, 93, 94, 95, 176, 178, 188, 194, 212, 213, 217][
              value % 19
            ] as number);
      addresses.push(`${first}.${(value >>> 16) & 255}.${(value >>> 8) & 255}.${value & 255}`);
    }
    const russian = addresses.filter((address) => referencePoint(address) !== null);
    expect(russian.length).toBeGreaterThan(100);
    const different = addresses.filter(
      (address) => JSON.stringify(ranges.locate(address)) !== JSON.stringify(referencePoint(address)),
    );
    expect(different).toEqual([]);
  });

  it('answers as geoip-lite for IPv6 addresses and IPv4 ones written as IPv6', () => {
    const random = numbers(37);
    const addresses = [
      '2a02:6b8::feed:0ff',
      '2a00:1450:4010:c0e::64',
      '2a03:2880:f12f:83:face:b00c:0:25de',
      '::ffff:77.88.55.88',
    ];
    for (let index = 0; index < 2_000; index++) {
      const value = random.next().value as number;
      const prefix = ['2a00', '2a01', '2a02', '2a03', '2a0c', '2001'][value % 6];
      addresses.push(`${prefix}:${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}::1`);
    }
    const different = addresses.filter(
      (address) => JSON.stringify(ranges.locate(address)) !== JSON.stringify(referencePoint(address)),
    );
    expect(different).toEqual([]);
    expect(ranges.locate('2a02:6b8::feed:0ff')).not.toBeNull();
  });

  it('reads addresses strictly', () => {
    expect(ipv4Number('77.88.55.88')).toBe(0x4d58_3758);
    expect(ipv4Number('77.88.55')).toBeNull();
    expect(ipv4Number('77.88.55.256')).toBeNull();
    expect(ipv6High64('2a02:6b8::1')).toEqual([0x2a02_06b8, 0]);
    expect(ipv6High64('2a02:6b8:1:2:3:4:5:6')).toEqual([0x2a02_06b8, 0x0001_0002]);
    expect(ipv6High64('2a02::6b8::1')).toBeNull();
    expect(ipv6High64('not-an-address')).toBeNull();
  });
});
