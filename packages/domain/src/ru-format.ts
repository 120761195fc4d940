/** Russian number and word forms used across the site (spec 1 §9: space grouping, plural forms). */

/** Built once: constructing an Intl.NumberFormat costs far more than formatting with it. */
const numberFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** 1234567 → "1 234 567" (narrow no-break spaces are avoided: plain no-break space U+00A0). */
export function formatNumberRu(value: number): string {
  return numberFormat.format(value).replace(/\u202f/g, '\u00a0');
}

export function formatRoubles(value: number): string {
  return `${formatNumberRu(Math.round(value))}\u00a0₽`;
}

/** pluralRu(5, ['год', 'года', 'лет']) → 'лет' */
export function pluralRu(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const n = Math.abs(count) % 100;
  const last = n % 10;
  if (n > 10 && n < 20) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** A rounded-down "20 000+" figure for headlines. */
export function formatAtLeast(value: number): string {
  const magnitude = value >= 10_000 ? 1000 : value >= 1000 ? 100 : 10;
  return `${formatNumberRu(Math.floor(value / magnitude) * magnitude)}+`;
}
