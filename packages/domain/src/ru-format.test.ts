import { describe, expect, it } from 'vitest';
import { formatAtLeast, formatNumberRu, formatRoubles, pluralRu } from './ru-format.ts';

describe('Russian formatting', () => {
  it('groups thousands with spaces', () => {
    expect(formatNumberRu(1234567)).toBe('1\u00a0234\u00a0567');
    expect(formatRoubles(9_500_000.4)).toBe('9\u00a0500\u00a0000\u00a0₽');
  });
  it('chooses the plural form by the last digits', () => {
    const years = ['год', 'года', 'лет'] as const;
    expect([1, 2, 5, 11, 12, 21, 22, 25, 101, 111].map((n) => pluralRu(n, years))).toEqual([
      'год',
      'года',
      'лет',
      'лет',
      'лет',
      'год',
      'года',
      'лет',
      'год',
      'лет',
    ]);
  });
  it('rounds headline figures down', () => {
    expect(formatAtLeast(20_537)).toBe('20\u00a0000+');
    expect(formatAtLeast(1_043)).toBe('1\u00a0000+');
  });
});
