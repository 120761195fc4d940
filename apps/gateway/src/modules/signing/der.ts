/**
 * A minimal DER reader: enough of ASN.1 to walk a CMS SignedData and a certificate's names.
 * Definite lengths only (DER); anything malformed throws DerError, never reads past the input.
 */
export class DerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DerError';
  }
}

export interface DerNode {
  /** The identifier octet: class, constructed bit and tag number (single-byte tags only). */
  tag: number;
  /** The whole element: identifier, length and contents. */
  raw: Buffer;
  /** The contents octets. */
  value: Buffer;
}

export const TAG = {
  integer: 0x02,
  octetString: 0x04,
  oid: 0x06,
  utf8String: 0x0c,
  numericString: 0x12,
  printableString: 0x13,
  ia5String: 0x16,
  bmpString: 0x1e,
  sequence: 0x30,
  set: 0x31,
} as const;

/** Reads the element at offset; answers it and the offset after it. */
export function readElement(input: Buffer, offset = 0): { node: DerNode; next: number } {
  if (offset + 2 > input.length) throw new DerError('unexpected end of DER input');
  const tag = input[offset] as number;
  if ((tag & 0x1f) === 0x1f) throw new DerError('multi-byte tags are not supported');
  let length = input[offset + 1] as number;
  let header = 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0) throw new DerError('indefinite length is not DER');
    if (count > 4) throw new DerError('length too long');
    if (offset + 2 + count > input.length) throw new DerError('unexpected end of DER input');
    length = 0;
    for (let index = 0; index < count; index++) length = length * 256 + (input[offset + 2 + index] as number);
    header += count;
  }
  const end = offset + header + length;
  if (end > input.length) throw new DerError('element runs past the end of the input');
  return {
    node: { tag, raw: input.subarray(offset, end), value: input.subarray(offset + header, end) },
    next: end,
  };
}

/** One whole element that must fill the input exactly. */
export function parseDer(input: Buffer): DerNode {
  const { node, next } = readElement(input, 0);
  if (next !== input.length) throw new DerError('trailing bytes after the DER element');
  return node;
}

/** The elements inside a constructed element (SEQUENCE, SET, [n] EXPLICIT). */
export function children(node: DerNode): DerNode[] {
  if (!(node.tag & 0x20)) throw new DerError(`element 0x${node.tag.toString(16)} is not constructed`);
  const items: DerNode[] = [];
  let offset = 0;
  while (offset < node.value.length) {
    const { node: child, next } = readElement(node.value, offset);
    items.push(child);
    offset = next;
  }
  return items;
}

export function expectTag(node: DerNode | undefined, tag: number, what: string): DerNode {
  if (!node || node.tag !== tag) throw new DerError(`${what}: expected tag 0x${tag.toString(16)}`);
  return node;
}

/** Dotted form of an OBJECT IDENTIFIER. */
export function decodeOid(node: DerNode): string {
  expectTag(node, TAG.oid, 'OBJECT IDENTIFIER');
  const bytes = node.value;
  if (bytes.length === 0) throw new DerError('empty OBJECT IDENTIFIER');
  const parts: number[] = [];
  let value = 0;
  for (const byte of bytes) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      parts.push(value);
      value = 0;
    }
  }
  const first = parts.shift() ?? 0;
  const head = first < 80 ? [Math.floor(first / 40), first % 40] : [2, first - 80];
  return [...head, ...parts].join('.');
}

/** The text of a string element (UTF8String, PrintableString, NumericString, IA5, BMPString). */
export function decodeString(node: DerNode): string {
  if (node.tag === TAG.bmpString) {
    const swapped = Buffer.from(node.value);
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  return node.value.toString(node.tag === TAG.utf8String ? 'utf8' : 'latin1');
}

/** An INTEGER as upper-case hex without leading zero bytes (how X509Certificate prints serials). */
export function integerHex(node: DerNode): string {
  expectTag(node, TAG.integer, 'INTEGER');
  let bytes = node.value;
  while (bytes.length > 1 && bytes[0] === 0) bytes = bytes.subarray(1);
  return bytes.toString('hex').toUpperCase();
}

/** A Name (RDNSequence) as attribute OID → value (the last value of a repeated type wins). */
export function decodeName(node: DerNode): Map<string, string> {
  expectTag(node, TAG.sequence, 'Name');
  const attributes = new Map<string, string>();
  for (const rdn of children(node)) {
    for (const pair of children(expectTag(rdn, TAG.set, 'RelativeDistinguishedName'))) {
      const [type, value] = children(expectTag(pair, TAG.sequence, 'AttributeTypeAndValue'));
      if (!type || !value) throw new DerError('AttributeTypeAndValue is incomplete');
      attributes.set(decodeOid(type), decodeString(value));
    }
  }
  return attributes;
}
