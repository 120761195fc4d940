/**
 * Bank statements in the 1C exchange format (`1CClientBankExchange`) as Russian banks export
 * them, for the tests and journeys of incoming payments (decision 0168).
 */

/** The text in windows-1251, the encoding banks write these files in. */
export function cp1251(text: string): Buffer {
  const special: Record<string, number> = { Ё: 0xa8, ё: 0xb8, '№': 0xb9, '«': 0xab, '»': 0xbb };
  return Buffer.from(
    [...text].map((char) => {
      const code = char.charCodeAt(0);
      if (code < 0x80) return code;
      if (special[char] !== undefined) return special[char];
      if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
      throw new Error(`no windows-1251 byte for ${char}`);
    }),
  );
}

/** A statement of payment orders, each a map of the format's keys to values. */
export function statement(documents: Record<string, string>[]): string {
  const lines = [
    '1CClientBankExchange',
    'ВерсияФормата=1.03',
    'Кодировка=Windows',
    'Отправитель=Бухгалтерия',
  ];
  for (const doc of documents) {
    lines.push('СекцияДокумент=Платежное поручение');
    for (const [key, value] of Object.entries(doc)) lines.push(`${key}=${value}`);
    lines.push('КонецДокумента');
  }
  lines.push('КонецФайла');
  return lines.join('\r\n');
}
