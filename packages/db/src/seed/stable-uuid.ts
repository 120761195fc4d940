import { createHash } from 'node:crypto';

/** A UUID-shaped id derived from a name (SHA-1, version 5 layout): stable across runs. */
export function stableUuid(name: string): string {
  const hex = createHash('sha1').update(`agrolease:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** Lower case with ё→е: the key Russian text is searched and sorted by (PGlite collates as C). */
export function russianKey(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}
