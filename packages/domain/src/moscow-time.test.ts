import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatMoscowClock,
  formatMoscowDate,
  formatMoscowDateTime,
  formatMoscowDateTimeSeconds,
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
    expect(formatMoscowDateTimeSeconds('2026-11-23T00:58:07Z')).toBe('23.11.2026 03:58:07');
  });

  it('writes seconds as Intl does, after 2014 and before 1970 alike', () => {
    const byIntl = new Intl.DateTimeFormat('ru-RU', {
      timeZone: 'Europe/Moscow',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    for (const text of ['2026-11-23T00:58:07Z', '2011-07-01T09:00:59Z', '1950-06-01T12:34:05Z'])
      expect(formatMoscowDateTimeSeconds(text)).toBe(byIntl.format(new Date(text)).replace(',', ''));
    expect(formatMoscowDateTimeSeconds(null)).toBe('—');
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

describe('Moscow time from the remembered hourly offset', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Moscow',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const byIntl = (date: Date) => {
    const parts = Object.fromEntries(intl.formatToParts(date).map((part) => [part.type, part.value]));
    return `${parts.day}.${parts.month}.${parts.year}, ${parts.hour}:${parts.minute}`;
  };

  it('agrees with the zone database across its changes (1981 summer time, 2011, 2014) and at random', () => {
    const instants = [
      '1981-03-31T20:59:00Z',
      '1981-03-31T21:00:00Z',
      '1991-03-30T22:59:59Z',
      '2011-03-26T22:59:00Z',
      '2011-03-26T23:00:00Z',
      '2014-10-25T21:59:00Z',
      '2014-10-25T22:00:00Z',
      '2026-12-31T21:00:00Z',
    ].map((text) => new Date(text));
    let seed = 12345;
    for (let index = 0; index < 2000; index++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      instants.push(new Date((seed / 2 ** 31) * Date.UTC(2100, 0, 1)));
    }
    for (const instant of instants) expect(formatMoscowDateTime(instant)).toBe(byIntl(instant));
  });

  it('writes long and short days as the ru-RU Intl.DateTimeFormat does, every month', () => {
    const long = new Intl.DateTimeFormat('ru-RU', {
      timeZone: 'Europe/Moscow',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const short = new Intl.DateTimeFormat('ru-RU', {
      timeZone: 'Europe/Moscow',
      day: 'numeric',
      month: 'short',
    });
    for (let month = 0; month < 12; month++)
      for (const day of [1, 9, 28]) {
        const instant = new Date(Date.UTC(2027, month, day, 21, 30));
        expect(formatMoscowLongDate(instant)).toBe(long.format(instant));
        expect(formatMoscowShortDate(instant)).toBe(short.format(instant));
      }
  });

  it('leaves instants before 1970 to Intl', () => {
    const instant = new Date('1950-06-01T12:34:00Z');
    expect(formatMoscowDateTime(instant)).toBe(byIntl(instant));
  });
});
