import { describe, expect, it } from 'vitest';
import {
  countRu,
  formatAtLeast,
  formatFileSize,
  formatIsoDayRu,
  formatMonthlyPayment,
  formatNumberRu,
  formatRoubles,
  pluralRu,
} from './ru-format.ts';

describe('Russian formatting', () => {
  it('groups thousands with spaces', () => {
    expect(formatNumberRu(1234567)).toBe('1\u00a0234\u00a0567');
    expect(formatRoubles(9_500_000.4)).toBe('9\u00a0500\u00a0000\u00a0₽');
  });
  it('writes a monthly payment as «от … ₽/мес.», whole roubles', () => {
    expect(formatMonthlyPayment(145_678.55)).toBe('от 145\u00a0679\u00a0₽/мес.');
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

describe('countRu', () => {
  const offers = ['предложение', 'предложения', 'предложений'] as const;

  it('groups the count and puts the word in its form', () => {
    expect(countRu(3533, offers)).toBe('3\u00a0533\u00a0предложения');
    expect(countRu(1562, offers)).toBe('1\u00a0562\u00a0предложения');
    expect(countRu(20_400, offers)).toBe('20\u00a0400\u00a0предложений');
    expect(countRu(1, offers)).toBe('1\u00a0предложение');
    expect(countRu(11, offers)).toBe('11\u00a0предложений');
    expect(countRu(0, offers)).toBe('0\u00a0предложений');
  });

  it('gives a fraction the second form', () => {
    expect(pluralRu(1.5, ['год', 'года', 'лет'])).toBe('года');
  });
});

describe('formatFileSize', () => {
  it('says kilobytes up to a megabyte, then megabytes with a comma', () => {
    expect(formatFileSize(10)).toBe('1\u00a0КБ');
    expect(formatFileSize(12_000)).toBe('12\u00a0КБ');
    expect(formatFileSize(1_572_864)).toBe('1,5\u00a0МБ');
  });
});

describe('formatIsoDayRu', () => {
  it('writes a calendar day as DD.MM.YYYY and leaves anything else as it is', () => {
    expect(formatIsoDayRu('2026-03-05')).toBe('05.03.2026');
    expect(formatIsoDayRu('05.03.2026')).toBe('05.03.2026');
    expect(formatIsoDayRu('')).toBe('');
  });
});
