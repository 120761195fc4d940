import { describe, expect, it } from 'vitest';
import { formatCompactRu, formatDecimalRu, pluralCategoryRu } from './ru-number';

const formats = new Map<string, Intl.NumberFormat>();

/** Node's Intl is the oracle; its narrow no-break space, if its ICU uses one, reads as U+00A0. */
function byIntl(value: number, options: Intl.NumberFormatOptions): string {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', options);
    formats.set(key, format);
  }
  return format.format(value).replace(/\u202f/g, '\u00a0');
}

/** A deterministic spread of values: integers, cents, halves at every scale, both signs. */
function sampleValues(): number[] {
  let seed = 20261126;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const values = [
    0, -0, 0.5, 1, 1.005, 2.675, 9.995, 99.995, 999.5, 999.95, 999_999.5, 0.0001, 1e-7, 1e21, 2.5e21,
  ];
  for (let index = 0; index < 3000; index++) {
    const scale = 10 ** Math.floor(next() * 14 - 3);
    const value = next() * scale;
    const rounded =
      [value, Math.round(value), Math.round(value * 100) / 100, Math.round(value * 2) / 2][index % 4] ??
      value;
    values.push(index % 3 === 0 ? -rounded : rounded);
  }
  return values;
}

describe('formatDecimalRu', () => {
  it('writes a figure as the ru-RU Intl.NumberFormat does, for every fraction setting used', () => {
    const settings = [
      {},
      { maximumFractionDigits: 2 },
      { maximumFractionDigits: 0 },
      { minimumFractionDigits: 2, maximumFractionDigits: 2 },
      { minimumFractionDigits: 0, maximumFractionDigits: 0 },
    ];
    for (const value of sampleValues())
      for (const digits of settings)
        expect(formatDecimalRu(value, digits), `${value} ${JSON.stringify(digits)}`).toBe(
          byIntl(value, digits),
        );
  });

  it('groups with no-break spaces, writes a comma and rounds the shortest decimal half away from zero', () => {
    expect(formatDecimalRu(1234567.891, { maximumFractionDigits: 2 })).toBe('1\u00a0234\u00a0567,89');
    expect(formatDecimalRu(1.005, { maximumFractionDigits: 2 })).toBe('1,01');
    expect(formatDecimalRu(-2.5, { maximumFractionDigits: 0 })).toBe('-3');
    expect(formatDecimalRu(-0.001, { maximumFractionDigits: 2 })).toBe('-0');
    expect(formatDecimalRu(7, { minimumFractionDigits: 2 })).toBe('7,00');
  });
});

describe('formatCompactRu', () => {
  it('writes thousands to trillions as Intl.NumberFormat with compact notation does', () => {
    const compact = { notation: 'compact', maximumFractionDigits: 1 } as const;
    for (const value of sampleValues().filter((value) => Math.abs(value) < 1e17))
      expect(formatCompactRu(value), String(value)).toBe(byIntl(value, compact));
    for (const value of [999.96, 999_950, 1_250, 12_345_678, 1.2e9, 1.2e12, 1.2e15, 1.2e16])
      expect(formatCompactRu(value), String(value)).toBe(byIntl(value, compact));
  });

  it('shortens with the word and moves up when rounding reaches the next thousand', () => {
    expect(formatCompactRu(12_345_678)).toBe('12,3\u00a0млн');
    expect(formatCompactRu(999_999)).toBe('1\u00a0млн');
    expect(formatCompactRu(999)).toBe('999');
  });
});

describe('pluralCategoryRu', () => {
  it('selects the category that Intl.PluralRules selects, for counts and fractions of both signs', () => {
    const rules = new Intl.PluralRules('ru-RU');
    for (let count = 0; count <= 1250; count++) {
      expect(pluralCategoryRu(count), String(count)).toBe(rules.select(count));
      expect(pluralCategoryRu(-count), String(-count)).toBe(rules.select(-count));
    }
    for (const count of [0.5, 1.5, 2.25, 11.1, 21.7, 1e6 + 0.5])
      expect(pluralCategoryRu(count)).toBe(rules.select(count));
  });
});
