import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/**
 * Whether a ZIP container (an XLSX or DOCX upload) unpacks within `limit` bytes. Each entry is
 * inflated with what is left of the budget as its cap, so a zip bomb stops at the limit whatever
 * sizes its directory declares; a parser that unpacks the whole file into memory (exceljs) only
 * sees a file that passed. Anything this does not read (ZIP64, encryption, another method, a
 * damaged directory) is refused: an office file of our size limit needs none of them.
 */
export function unpacksWithin(bytes: Buffer, limit: number): boolean {
  const end = endOfDirectory(bytes);
  if (end === undefined) return false;
  const count = bytes.readUInt16LE(end + 10);
  let entry = bytes.readUInt32LE(end + 16);
  let left = limit;
  for (let index = 0; index < count; index += 1) {
    if (entry + 46 > bytes.length || bytes.readUInt32LE(entry) !== DIRECTORY_ENTRY) return false;
    const flags = bytes.readUInt16LE(entry + 8);
    const method = bytes.readUInt16LE(entry + 10);
    const packedSize = bytes.readUInt32LE(entry + 20);
    const local = bytes.readUInt32LE(entry + 42);
    if (flags & 1 || packedSize === 0xffffffff || local === 0xffffffff) return false;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) return false;
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const packed = bytes.subarray(start, start + packedSize);
    if (packed.length !== packedSize) return false;
    const size = unpackedSize(packed, method, left);
    if (size === undefined) return false;
    left -= size;
    entry +=
      46 + bytes.readUInt16LE(entry + 28) + bytes.readUInt16LE(entry + 30) + bytes.readUInt16LE(entry + 32);
  }
  return true;
}

/** The end-of-directory record: the last 22 bytes, or before a comment of up to 64 KB. */
function endOfDirectory(bytes: Buffer): number | undefined {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return undefined;
}

/** An entry's unpacked size if it fits in `left` bytes, else undefined. */
function unpackedSize(packed: Buffer, method: number, left: number): number | undefined {
  if (method === STORED) return packed.length <= left ? packed.length : undefined;
  if (method !== DEFLATED) return undefined;
  try {
    return inflateRawSync(packed, { maxOutputLength: Math.max(1, left) }).length;
  } catch {
    // RangeError past the cap, or a damaged stream.
    return undefined;
  }
}
