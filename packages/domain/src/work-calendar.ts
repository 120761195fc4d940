/**
 * The Russian production calendar (производственный календарь) for 2026 and 2027: which days
 * are working days, and which working days are shortened by one hour before a holiday.
 * Source: Labour Code art. 112 and the Government decrees on transferring days off
 * (2026: decree of 24.09.2025 No 1466; 2027: docs/decisions/0052-production-calendar.md).
 */
type YearCalendar = {
  /** Non-working days that fall on Monday–Friday (holidays and transferred days off). */
  weekdaysOff: readonly string[];
  /** Saturdays and Sundays that are working days by transfer. */
  weekendsWorking: readonly string[];
  /** Working days shortened by one hour (the day before a holiday). */
  shortened: readonly string[];
};

const CALENDAR: Record<number, YearCalendar> = {
  2026: {
    weekdaysOff: [
      '2026-01-01',
      '2026-01-02',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-02-23',
      '2026-03-09',
      '2026-05-01',
      '2026-05-11',
      '2026-06-12',
      '2026-11-04',
      '2026-12-31',
    ],
    weekendsWorking: [],
    shortened: ['2026-04-30', '2026-05-08', '2026-06-11', '2026-11-03'],
  },
  2027: {
    weekdaysOff: [
      '2027-01-01',
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-02-23',
      '2027-03-08',
      '2027-05-03',
      '2027-05-07',
      '2027-05-10',
      '2027-06-14',
      '2027-11-04',
      '2027-12-31',
    ],
    weekendsWorking: [],
    shortened: ['2027-02-22', '2027-03-05', '2027-04-30', '2027-06-11', '2027-11-03'],
  },
};

export const CALENDAR_YEARS = Object.keys(CALENDAR).map(Number);

export function hasCalendarFor(year: number): boolean {
  return year in CALENDAR;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses yyyy-MM-dd or dd.MM.yyyy (spec 1 §5) into yyyy-MM-dd; undefined when it is no real date. */
export function parseCalendarDate(text: string): string | undefined {
  const ru = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  const iso = ru ? `${ru[3]}-${ru[2]}-${ru[1]}` : text.trim();
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

export type DayKind = 'working' | 'shortened' | 'weekend' | 'holiday';

/** What kind of day a yyyy-MM-dd date is; throws RangeError outside the years we hold. */
export function dayKind(isoDate: string): DayKind {
  const year = Number(isoDate.slice(0, 4));
  const calendar = CALENDAR[year];
  if (!calendar) throw new RangeError(`Производственный календарь на ${year} год не загружен`);
  if (calendar.weekdaysOff.includes(isoDate)) return 'holiday';
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  if ((weekday === 0 || weekday === 6) && !calendar.weekendsWorking.includes(isoDate)) return 'weekend';
  return calendar.shortened.includes(isoDate) ? 'shortened' : 'working';
}

export function isWorkDay(isoDate: string): boolean {
  const kind = dayKind(isoDate);
  return kind === 'working' || kind === 'shortened';
}

/** Every day of a month or year with its kind (GetWorkDays). */
export function calendarDays(year: number, month?: number): { date: string; kind: DayKind }[] {
  if (!hasCalendarFor(year)) throw new RangeError(`Производственный календарь на ${year} год не загружен`);
  const days: { date: string; kind: DayKind }[] = [];
  const from = new Date(Date.UTC(year, month ? month - 1 : 0, 1));
  const to = new Date(Date.UTC(year, month ? month : 12, 1));
  for (let day = from; day < to; day = new Date(day.getTime() + 86_400_000)) {
    const date = day.toISOString().slice(0, 10);
    days.push({ date, kind: dayKind(date) });
  }
  return days;
}
