import { describe, expect, it } from 'vitest';
import { calendarDays, dayKind, isWorkDay, parseCalendarDate } from './work-calendar.ts';

describe('Russian production calendar', () => {
  it('has 247 working days in 2026 and the New Year holidays from 1 to 11 January', () => {
    expect(calendarDays(2026).filter((day) => isWorkDay(day.date))).toHaveLength(247);
    expect(
      calendarDays(2026, 1)
        .slice(0, 12)
        .map((day) => isWorkDay(day.date)),
    ).toEqual([...Array(11).fill(false), true]);
  });

  it('knows holidays, transferred days off and shortened days of 2026', () => {
    expect(dayKind('2026-02-23')).toBe('holiday');
    expect(dayKind('2026-03-09')).toBe('holiday'); // 8 March falls on a Sunday
    expect(dayKind('2026-05-11')).toBe('holiday'); // 9 May falls on a Saturday
    expect(dayKind('2026-12-31')).toBe('holiday'); // transferred from 4 January
    expect(dayKind('2026-04-30')).toBe('shortened');
    expect(dayKind('2026-11-03')).toBe('shortened');
    expect(dayKind('2026-11-04')).toBe('holiday');
    expect(dayKind('2026-11-07')).toBe('weekend');
    expect(dayKind('2026-11-10')).toBe('working');
  });

  it('has the 2027 holidays and refuses years it does not hold', () => {
    expect(isWorkDay('2027-01-08')).toBe(false);
    expect(isWorkDay('2027-01-11')).toBe(true);
    expect(dayKind('2027-05-03')).toBe('holiday'); // 1 May falls on a Saturday
    expect(dayKind('2027-06-14')).toBe('holiday'); // 12 June falls on a Saturday
    expect(calendarDays(2027).filter((day) => isWorkDay(day.date))).toHaveLength(247);
    expect(() => dayKind('2025-01-09')).toThrow(RangeError);
  });

  it('reads yyyy-MM-dd and dd.MM.yyyy and rejects impossible dates', () => {
    expect(parseCalendarDate('09.03.2026')).toBe('2026-03-09');
    expect(parseCalendarDate('2026-03-09')).toBe('2026-03-09');
    expect(parseCalendarDate('2026-02-30')).toBeUndefined();
    expect(parseCalendarDate('завтра')).toBeUndefined();
  });
});
