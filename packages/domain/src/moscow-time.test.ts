import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatMoscowClock,
  formatMoscowDate,
  formatMoscowDateTime,
  formatMoscowLongDate,
  formatMoscowShortDate,
  moscowDay,
  moscowIsoDay,
  moscowYear,
} from './moscow-time.ts';

describe('Moscow time for people', () => {
  it('shows an instant at 22:30 UTC as the next day in Moscow (UTC+3)', () => {
    expect(formatMoscowDate('2026-11-22T22:30:00.000Z')).toBe('23.11.2026');
    expect(formatMoscowDate(new Date('2026-11-22T22:30:00Z'))).toBe('23.11.2026');
    expect(formatMoscowDateTime('2026-11-22T22:30:00Z')).toBe('23.11.2026, 01:30');
    expect(formatMoscowClock('2026-11-22T22:30:00Z')).toBe('01:30');
    expect(moscowIsoDay('2026-11-22T22:30:00Z')).toBe('2026-11-23');
    expect(formatMoscowLongDate('2026-11-22T22:30:00Z')).toBe('23 ноября 2026 г.');
    expect(formatMoscowShortDate('2026-12-31T21:00:00Z')).toMatch(/^1 янв/);
  });

  it('keeps the same day before 21:00 UTC and reads offsets given in the value', () => {
    expect(formatMoscowDate('2026-11-22T20:59:00Z')).toBe('22.11.2026');
    expect(formatMoscowDateTime('2026-11-22T10:00:00+03:00')).toBe('22.11.2026, 10:00');
    expect(formatMoscowDateTime('2026-01-01T00:00:00Z')).toBe('01.01.2026, 03:00');
  });

  it('shows a calendar day as it is, whatever the zone', () => {
    expect(formatMoscowDate('2026-03-15')).toBe('15.03.2026');
    expect(formatMoscowDateTime('2026-03-15')).toBe('15.03.2026');
    expect(formatMoscowLongDate('2026-03-15')).toBe('15 марта 2026 г.');
  });

  it('answers the placeholder for no value or an unreadable one', () => {
    expect(formatMoscowDate(null)).toBe('—');
    expect(formatMoscowDate(undefined, '')).toBe('');
    expect(formatMoscowDate('not a date')).toBe('—');
    expect(formatMoscowDateTime('')).toBe('—');
    expect(formatMoscowClock(null)).toBe('');
  });
});

describe('the Moscow day of forms (today, defaults, «not in the future»)', () => {
  it('is the Moscow date at 00:30 in Moscow, 21:30 UTC of the day before', () => {
    expect(moscowDay(new Date('2026-11-24T21:30:00Z'))).toBe('2026-11-25');
    expect(moscowDay(new Date('2026-11-24T20:59:59Z'))).toBe('2026-11-24');
  });

  it('is the next day at 23:30 UTC (02:30 in Moscow), also across the new year', () => {
    expect(moscowDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(moscowDay(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
    expect(moscowYear(new Date('2026-12-31T21:30:00Z'))).toBe(2027);
    expect(moscowYear(new Date('2026-12-31T20:30:00Z'))).toBe(2026);
  });

  it('refuses a Date that is not a time', () => {
    expect(() => moscowDay(new Date('nonsense'))).toThrow(RangeError);
  });

  it('moves calendar days without a zone', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-11-25', 0)).toBe('2026-11-25');
  });
});
