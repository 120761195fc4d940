/**
 * Numbers written as Intl.NumberFormat('ru-RU') writes them, without Intl (decision 0141): the
 * first Intl formatter a page makes loads the browser's locale data, about 30 ms of one core on
 * this machine and four times that on Lighthouse's phone, inside hydration's longest task. The
 * tests hold every function here to Node's Intl on thousands of values.
 *
 * Digits come from the number's shortest decimal form (String(value)), as ICU's do, so 1.005
 * rounds to 1,01 where toFixed(2) gives 1.00; rounding is half away from zero, Intl's default.
 */

/** No-break space: the thousands separator (the narrow one, U+202F, is avoided, spec 1 §9). */
const GROUP = '\u00a0';

/** A non-negative finite number as decimal digits: value = 0.digits × 10^point. */
interface Decimal {
  /** No leading zeros; empty for zero. */
  digits: string;
  /** How many of the digits stand before the decimal point (negative or past their end too). */
  point: number;
}

function toDecimal(magnitude: number): Decimal {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const written = whole + fraction;
  const digits = written.replace(/^0+/, '');
  if (digits === '') return { digits: '', point: 0 };
  const point = whole.length + Number(exponent) - (written.length - digits.length);
  return { digits: digits.replace(/0+$/, ''), point };
}

/** The decimal rounded half away from zero to `fractionDigits` places. */
function roundDecimal({ digits, point }: Decimal, fractionDigits: number): Decimal {
  const keep = point + fractionDigits;
  if (keep >= digits.length) return { digits, point };
  if (keep < 0) return { digits: '', point: 0 };
  const kept = digits.slice(0, keep);
  if ((digits[keep] ?? '0') < '5') {
    const shortened = kept.replace(/0+$/, '');
    return shortened ? { digits: shortened, point } : { digits: '', point: 0 };
  }
  // Add one to the last kept digit, carrying through nines.
  const stem = kept.replace(/9+$/, '');
  if (stem === '') return { digits: '1', point: point + 1 };
  const raised = stem.slice(0, -1) + String(Number(stem.at(-1)) + 1);
  return { digits: raised, point };
}

function groupThousands(whole: string, group: boolean): string {
  if (!group) return whole;
  return whole.replace(/\B(?=(\d{3})+$)/g, GROUP);
}

function writeDecimal(
  { digits, point }: Decimal,
  minimumFractionDigits: number,
  negative: boolean,
  group = true,
): string {
  const whole = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  const fraction = (point >= 0 ? digits.slice(point) : '0'.repeat(-point) + digits).padEnd(
    minimumFractionDigits,
    '0',
  );
  const sign = negative ? '-' : '';
  return `${sign}${groupThousands(whole, group)}${fraction ? `,${fraction}` : ''}`;
}

/** Intl writes a negative value with its minus even when it rounds to zero (-0,001 → "-0"). */
function isNegative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

export interface DecimalDigits {
  /** At least this many digits after the comma (0 by default). */
  minimumFractionDigits?: number;
  /** At most this many, rounded half away from zero (3 by default, as Intl's). */
  maximumFractionDigits?: number;
}

/**
 * 1234567.891 → "1 234 567,891": thousands grouped with no-break spaces, a decimal comma, as
 * `new Intl.NumberFormat('ru-RU', digits).format(value)` with U+202F read as U+00A0.
 */
export function formatDecimalRu(value: number, digits: DecimalDigits = {}): string {
  const minimum = digits.minimumFractionDigits ?? 0;
  const maximum = Math.max(minimum, digits.maximumFractionDigits ?? 3);
  if (!Number.isFinite(value)) return new Intl.NumberFormat('ru-RU').format(value);
  return writeDecimal(roundDecimal(toDecimal(Math.abs(value)), maximum), minimum, isNegative(value));
}

/** The words of compact notation: thousands, millions, billions, trillions. */
const COMPACT_WORDS = ['', 'тыс.', 'млн', 'млрд', 'трлн'] as const;

/**
 * 12 345 678 → "12,3 млн", 1250 → "1,3 тыс.", 999 → "999": Intl's compact notation
 * (`notation: 'compact', maximumFractionDigits: 1`) for charts' scales. Past trillions the
 * figure keeps growing before "трлн".
 */
export function formatCompactRu(value: number): string {
  if (!Number.isFinite(value)) return new Intl.NumberFormat('ru-RU').format(value);
  const exact = toDecimal(Math.abs(value));
  let level = Math.min(COMPACT_WORDS.length - 1, Math.max(0, Math.floor((exact.point - 1) / 3)));
  let rounded = roundDecimal({ digits: exact.digits, point: exact.point - 3 * level }, 1);
  // 999 950 rounds to 1000 thousand: written as 1 million.
  if (rounded.point > 3 && level < COMPACT_WORDS.length - 1) {
    level += 1;
    rounded = roundDecimal({ digits: exact.digits, point: exact.point - 3 * level }, 1);
  }
  // Compact figures group only from five digits on ("1200 трлн", "12 000 трлн").
  const figure = writeDecimal(rounded, 0, isNegative(value), rounded.point > 4);
  const word = COMPACT_WORDS[level];
  return word ? `${figure}\u00a0${word}` : figure;
}

export type PluralCategoryRu = 'one' | 'few' | 'many' | 'other';

/**
 * The CLDR plural category of a count in Russian, as Intl.PluralRules('ru-RU') selects it:
 * 1, 21, 101 one; 2–4, 22–24 few; 0, 5–20, 25–30 many; a fraction other.
 */
export function pluralCategoryRu(count: number): PluralCategoryRu {
  const magnitude = Math.abs(count);
  if (!Number.isInteger(magnitude)) return 'other';
  const lastDigit = magnitude % 10;
  const lastTwo = magnitude % 100;
  if (lastDigit === 1 && lastTwo !== 11) return 'one';
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}
