import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import type { GeoPoint } from './geoip-locator.ts';

/**
 * The Russian address ranges of geoip-lite's city database, with their coordinates: all the
 * site asks of it (decision 0172). The package itself reads its five files whole into every
 * process that looks an address up, about 140 MB in each worker; the Russian ranges with their
 * points take a few megabytes. The files are read here once, in pieces, and let go.
 *
 * The files (geoip-lite 1.4): `geoip-city.dat` holds 24-byte IPv4 records (first and last
 * address, location id, latitude and longitude × 10 000, area), sorted by address;
 * `geoip-city6.dat` 48-byte IPv6 records (first and last address of 16 bytes, of which the
 * package compares the first 8, then location id, latitude, longitude, area);
 * `geoip-city-names.dat` 88-byte location records beginning with the country code.
 */
export interface RussianRanges {
  /** The point of a public IPv4 or IPv6 address in Russia; null elsewhere or unknown. */
  locate(ip: string): GeoPoint | null;
  /** How many ranges were kept (IPv4, IPv6). */
  readonly sizes: { v4: number; v6: number };
}

const V4_RECORD = 24;
const V6_RECORD = 48;
const NAME_RECORD = 88;
const NO_LOCATION = 0xffffffff;
/** Records read at a time: a few megabytes, whatever the file's size. */
const RECORDS_PER_READ = 65_536;

/** Growable columns of the kept ranges. */
class Columns {
  length = 0;
  data: Int32Array;
  constructor(readonly width: number) {
    this.data = new Int32Array(width * 1024);
  }
  push(values: number[]): void {
    if ((this.length + 1) * this.width > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data.set(values, this.length * this.width);
    this.length += 1;
  }
  trimmed(): Int32Array {
    return this.data.slice(0, this.length * this.width);
  }
}

/** Each record of a file, read in pieces of a few megabytes. */
function forEachRecord(path: string, size: number, visit: (record: Buffer) => void): void {
  const file = openSync(path, 'r');
  try {
    const piece = Buffer.alloc(size * RECORDS_PER_READ);
    for (;;) {
      const read = readSync(file, piece, 0, piece.length, null);
      for (let offset = 0; offset + size <= read; offset += size)
        visit(piece.subarray(offset, offset + size));
      if (read < piece.length) break;
    }
  } finally {
    closeSync(file);
  }
}

/** Reads the Russian ranges out of geoip-lite's data folder. */
export function loadRussianRanges(dataDir: string): RussianRanges {
  const names = readFileSync(join(dataDir, 'geoip-city-names.dat'));
  const inRussia = (locationId: number) =>
    locationId !== NO_LOCATION &&
    (locationId + 1) * NAME_RECORD <= names.length &&
    names[locationId * NAME_RECORD] === 0x52 && // R
    names[locationId * NAME_RECORD + 1] === 0x55; // U

  // IPv4: first, last (as signed 32-bit, compared unsigned), latitude, longitude.
  const v4 = new Columns(4);
  forEachRecord(join(dataDir, 'geoip-city.dat'), V4_RECORD, (record) => {
    if (!inRussia(record.readUInt32BE(8))) return;
    v4.push([record.readInt32BE(0), record.readInt32BE(4), record.readInt32BE(12), record.readInt32BE(16)]);
  });
  // IPv6: first and last as two 32-bit halves each, latitude, longitude.
  const v6 = new Columns(6);
  forEachRecord(join(dataDir, 'geoip-city6.dat'), V6_RECORD, (record) => {
    if (!inRussia(record.readUInt32BE(32))) return;
    v6.push([
      record.readInt32BE(0),
      record.readInt32BE(4),
      record.readInt32BE(16),
      record.readInt32BE(20),
      record.readInt32BE(36),
      record.readInt32BE(40),
    ]);
  });
  return russianRangesOf(v4.trimmed(), v6.trimmed());
}

function russianRangesOf(v4: Int32Array, v6: Int32Array): RussianRanges {
  const pointAt = (rows: Int32Array, offset: number): GeoPoint => ({
    latitude: (rows[offset] as number) / 10_000,
    longitude: (rows[offset + 1] as number) / 10_000,
  });

  function locate4(address: number): GeoPoint | null {
    let low = 0;
    let high = v4.length / 4 - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const first = (v4[middle * 4] as number) >>> 0;
      const last = (v4[middle * 4 + 1] as number) >>> 0;
      if (address < first) high = middle - 1;
      else if (address > last) low = middle + 1;
      else return pointAt(v4, middle * 4 + 2);
    }
    return null;
  }

  /** -1, 0 or 1 as the 64-bit [high, low] a compares with the pair at `offset` of the rows. */
  const compare6 = (high: number, low: number, offset: number) => {
    const otherHigh = (v6[offset] as number) >>> 0;
    const otherLow = (v6[offset + 1] as number) >>> 0;
    if (high !== otherHigh) return high < otherHigh ? -1 : 1;
    return low < otherLow ? -1 : low > otherLow ? 1 : 0;
  };

  function locate6([high, low]: [number, number]): GeoPoint | null {
    let bottom = 0;
    let top = v6.length / 6 - 1;
    while (bottom <= top) {
      const middle = (bottom + top) >>> 1;
      if (compare6(high, low, middle * 6) < 0) top = middle - 1;
      else if (compare6(high, low, middle * 6 + 2) > 0) bottom = middle + 1;
      else return pointAt(v6, middle * 6 + 4);
    }
    return null;
  }

  return {
    sizes: { v4: v4.length / 4, v6: v6.length / 6 },
    locate(ip) {
      const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
      const v4Address = ipv4Number(address);
      if (v4Address !== null) return locate4(v4Address);
      const v6Address = ipv6High64(address);
      return v6Address ? locate6(v6Address) : null;
    },
  };
}

/** A dotted IPv4 address as an unsigned number; null when it is not one. */
export function ipv4Number(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

/** The first 64 bits of an IPv6 address as two unsigned 32-bit halves; null when it is not one. */
export function ipv6High64(address: string): [number, number] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (text: string | undefined) => (text ? text.split(':') : []);
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const word = (index: number) =>
    Number.parseInt(groups[index] as string, 16) * 65_536 + Number.parseInt(groups[index + 1] as string, 16);
  return [word(0), word(2)];
}
