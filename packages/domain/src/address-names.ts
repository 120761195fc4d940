/**
 * Names of the address register (FIAS, DaData) as a person reads them (issue 39): the register's
 * short types spelled out («Респ Адыгея» → «Республика Адыгея», «Еврейская Аобл» → «Еврейская
 * автономная область»), its slashes turned into brackets and a city repeated after its own federal
 * city dropped («г Москва, г Москва, пл Ленина» → «г. Москва, пл. Ленина»).
 */

/** Region types written out in full, by the register's short form. */
const REGION_TYPES: Readonly<Record<string, string>> = {
  респ: 'Республика',
  обл: 'область',
  аобл: 'автономная область',
  ао: 'автономный округ',
  'автономный округ': 'автономный округ',
  край: 'край',
};

/** Short types inside an address that take a full stop («г Москва» → «г. Москва»). */
const DOTTED = new Set([
  'г',
  'д',
  'ул',
  'пл',
  'пер',
  'п',
  'с',
  'х',
  'ст',
  'пос',
  'обл',
  'корп',
  'стр',
  'мкр',
  'наб',
]);

/** «Саха /Якутия/» → «Саха (Якутия)»; « - » between names → « — ». */
function tidy(text: string): string {
  return text
    .replace(/\s*\/([^/]+)\/\s*/g, ' ($1) ')
    .replace(/\s+-\s+/g, ' — ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A region's name with its type written out; a federal city is written «г. Москва». */
export function readableRegion(titleWithType: string): string {
  const text = tidy(titleWithType);
  const city = /^г\.?\s+(.+)$/.exec(text);
  if (city) return `г. ${city[1]}`;
  for (const [short, full] of Object.entries(REGION_TYPES)) {
    const escaped = short.replace(/\s/g, '\\s+');
    const before = new RegExp(`^${escaped}\\.?\\s+(.+)$`, 'iu').exec(text);
    if (before) return `${full.charAt(0).toUpperCase()}${full.slice(1)} ${before[1]}`;
    const after = new RegExp(`^(.+?)\\s+${escaped}\\.?((?:\\s+—.*)?)$`, 'iu').exec(text);
    if (after) return `${after[1]} ${full}${after[2] ?? ''}`;
  }
  return text;
}

/** One part of an address: a region spelled out, a short type given its full stop. */
function readablePart(part: string): string {
  const region = readableRegion(part);
  if (region !== tidy(part)) return region;
  const typed = /^([а-яё]+)\.?\s+(.+)$/u.exec(part.trim());
  if (typed?.[1] && DOTTED.has(typed[1])) return `${typed[1]}. ${typed[2]}`;
  return tidy(part);
}

/** An address of the register, comma by comma, without a part repeated right after itself. */
export function readableAddress(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(readablePart);
  return parts.filter((part, index) => part !== parts[index - 1]).join(', ');
}
