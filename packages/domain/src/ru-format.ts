/** Russian number and word forms used across the site (spec 1 §9: space grouping, plural forms). */
import { formatDecimalRu, pluralCategoryRu } from './ru-number';

/** 1234567 → "1 234 567" (plain no-break spaces U+00A0), at most two decimals. */
export function formatNumberRu(value: number): string {
  return formatDecimalRu(value, { maximumFractionDigits: 2 });
}

export function formatRoubles(value: number): string {
  return `${formatNumberRu(Math.round(value))}\u00a0₽`;
}

/**
 * «от 123 456 ₽/мес.»: the monthly payment beside a price (decision 0173), as the product page's
 * estimate shows it; the caller leaves the place empty when the figure is null.
 */
export function formatMonthlyPayment(roubles: number): string {
  return `от ${formatRoubles(roubles)}/мес.`;
}

/**
 * The word form for a count, by the language's own rule (CLDR's, as Intl.PluralRules): pluralRu(5,
 * ['год', 'года', 'лет']) → 'лет'; a fraction takes the second form ('1,5 года').
 */
export function pluralRu(count: number, forms: readonly [one: string, few: string, many: string]): string {
  switch (pluralCategoryRu(count)) {
    case 'one':
      return forms[0];
    case 'few':
    case 'other':
      return forms[1];
    default:
      return forms[2];
  }
}

/** '3 533 предложения': a grouped count with the word in its form. */
export function countRu(count: number, forms: readonly [one: string, few: string, many: string]): string {
  return `${formatNumberRu(count)}\u00a0${pluralRu(count, forms)}`;
}

/** A rounded-down "20 000+" figure for headlines. */
export function formatAtLeast(value: number): string {
  const magnitude = value >= 10_000 ? 1000 : value >= 1000 ? 100 : 10;
  return `${formatNumberRu(Math.floor(value / magnitude) * magnitude)}+`;
}

/** A day written yyyy-mm-dd as dd.mm.yyyy; anything else as it is. */
export function formatIsoDayRu(iso: string): string {
  // Without moscow-time.ts: a page that shows calendar days does not ship the zone's code.
  return iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');
}

/** A file's size for people: '12 КБ' (at least 1), '1,5 МБ'. */
export function formatFileSize(bytes: number): string {
  return bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1).replace('.', ',')}\u00a0МБ`
    : `${Math.max(1, Math.ceil(bytes / 1024))}\u00a0КБ`;
}
