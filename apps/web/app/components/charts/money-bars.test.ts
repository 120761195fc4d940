import { describe, expect, it } from 'vitest';
import { MONTH_SHORT } from '../calculator/money';
import { monthLabels, scaleTop } from './money-bars';

describe('the money bars scale', () => {
  it('rounds the largest bar up to four even steps', () => {
    expect(scaleTop(240_000)).toBe(400_000);
    expect(scaleTop(243_005)).toBe(400_000);
    expect(scaleTop(1_000_000)).toBe(1_000_000);
    expect(scaleTop(3_900)).toBe(4_000);
    expect(scaleTop(9_000)).toBe(10_000);
  });

  it('has a scale for an empty chart', () => {
    expect(scaleTop(0)).toBe(1);
  });
});

describe('the months under the bars', () => {
  /** `count` month titles from November 2026 on ("ноя 2026"). */
  const months = (count: number) =>
    Array.from({ length: count }, (_, index) => {
      const month = 10 + index;
      return `${MONTH_SHORT[month % 12]} ${2026 + Math.floor(month / 12)}`;
    });

  it('names every month by its first word up to a year of bars', () => {
    expect(monthLabels(months(12))).toEqual([
      'ноя',
      'дек',
      'янв',
      'фев',
      'мар',
      'апр',
      'май',
      'июн',
      'июл',
      'авг',
      'сен',
      'окт',
    ]);
  });

  it('writes the year under its January in a longer schedule', () => {
    const labels = monthLabels(months(36));
    expect(labels).toHaveLength(36);
    expect(labels.filter((label) => label !== '')).toEqual(['2027', '2028', '2029']);
    expect(labels[2]).toBe('2027');
    expect(monthLabels(months(84)).filter((label) => label !== '')).toEqual([
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
    ]);
  });
});
