/**
 * Dates and times shown to people (spec 1 §9): always Moscow time, whatever the server's or the
 * browser's zone, so that the server's HTML and the hydrated page agree and a list and a page
 * show the same day. Stored values are instants (ISO timestamps) or calendar days ('2026-11-22');
 * a calendar day is shown as it is, an instant in Moscow. Decision 0093.
 */

const MOSCOW = 'Europe/Moscow';
/**
 * Made on first use, and only for instants before Moscow's last change of offset: the first Intl
 * formatter a page makes loads the browser's locale and zone data, a long task on a phone
 * (decision 0141). Built once: constructing one costs far more than formatting with it.
 */
let zoneParts: Intl.DateTimeFormat | undefined;
function moscowZoneParts(): Intl.DateTimeFormat {
  zoneParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: MOSCOW,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return zoneParts;
}

/** Month names in the genitive, as 'ru-RU' writes them after a day ('23 ноября'). */
export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;
/** Their short forms, as 'ru-RU' shortens them after a day ('23 нояб.'). */
const MONTHS_SHORT = [
  'янв.',
  'февр.',
  'мар.',
  'апр.',
  'мая',
  'июн.',
  'июл.',
  'авг.',
  'сент.',
  'окт.',
  'нояб.',
  'дек.',
] as const;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type MomentInput = string | Date | null | undefined;

interface MoscowParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** An instant's Moscow calendar fields; a calendar day keeps its own (midnight). */
function moscowParts(value: string | Date): MoscowParts | null {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) {
    const [year = '', month = '', day = ''] = value.split('-');
    return { year, month, day, hour: '00', minute: '00', second: '00' };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  if (time < 0 || time >= LAST_FAST_TIME) return formattedParts(date);
  const moscow = new Date(time + moscowOffsetMs(time));
  return {
    year: String(moscow.getUTCFullYear()),
    month: twoDigits(moscow.getUTCMonth() + 1),
    day: twoDigits(moscow.getUTCDate()),
    hour: twoDigits(moscow.getUTCHours()),
    minute: twoDigits(moscow.getUTCMinutes()),
    second: twoDigits(moscow.getUTCSeconds()),
  };
}

function formattedParts(date: Date): MoscowParts {
  const parts: Record<string, string> = {};
  for (const part of moscowZoneParts().formatToParts(date)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

const HOUR_MS = 3_600_000;
/** Up to the year 9999 the fast path's years print as Intl prints them (four digits). */
const LAST_FAST_TIME = Date.UTC(9999, 11, 31);
/** Moscow's offset from UTC per UTC hour, as the zone database gives it (decision 0127). */
const offsetByHour = new Map<number, number>();
const MAX_REMEMBERED_HOURS = 100_000;

/**
 * Since 26 October 2014, 02:00 in Moscow (22:00 UTC the day before), Moscow keeps UTC+3 all year,
 * as the zone database says (Europe/Moscow). A later change of the law must change this too; the
 * tests compare with the zone database of the Node that runs them.
 */
const STANDARD_TIME_SINCE = Date.UTC(2014, 9, 25, 22);
const STANDARD_OFFSET_MS = 3 * HOUR_MS;

/**
 * Moscow's offset at an instant: UTC+3 since 2014; before, asked of Intl once per UTC hour: since 1970 Moscow's offsets are
 * whole hours and change on a whole UTC hour, so one hour has one offset. Formatting every date
 * with Intl was about 1–2 % of a dashboard's CPU (its feed, payments, messages and chart).
 */
function moscowOffsetMs(time: number): number {
  if (time >= STANDARD_TIME_SINCE) return STANDARD_OFFSET_MS;
  const hour = Math.floor(time / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const parts = formattedParts(new Date(start));
    offset =
      Date.UTC(
        Number(parts.year),
        Number(parts.month) - 1,
        Number(parts.day),
        Number(parts.hour),
        Number(parts.minute),
      ) - start;
    if (offsetByHour.size >= MAX_REMEMBERED_HOURS) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/**
 * Today's calendar day in Moscow ('2026-11-23'), or an instant's: the one day of forms, defaults
 * and «not in the future» checks, in the browser as on the server (at 00:30 in Moscow, 21:30 UTC
 * of the day before, it is already the Moscow date). A `Date` that is not a time throws.
 */
export function moscowDay(now: Date = new Date()): string {
  const day = moscowIsoDay(now);
  if (!day) throw new RangeError('Invalid time value');
  return day;
}

/** The Moscow year of an instant (a copyright line, the latest model year). */
export function moscowYear(now: Date = new Date()): number {
  return Number(moscowDay(now).slice(0, 4));
}

/** A calendar day moved by whole days ('2026-12-31' + 1 → '2027-01-01'); zone-free. */
export function addDays(day: string, days: number): string {
  const moved = new Date(`${day}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** The Moscow calendar day of an instant or a calendar day, as '2026-11-23'; null when unreadable. */
export function moscowIsoDay(value: string | Date): string | null {
  const parts = moscowParts(value);
  return parts ? `${parts.year}-${parts.month}-${parts.day}` : null;
}

/** '23.11.2026': the Moscow day of an instant, or a calendar day as it is; `empty` for none. */
export function formatMoscowDate(value: MomentInput, empty = '—'): string {
  const parts = value ? moscowParts(value) : null;
  return parts ? `${parts.day}.${parts.month}.${parts.year}` : empty;
}

/** '23.11.2026, 01:30' in Moscow; a calendar day alone shows only its date. */
export function formatMoscowDateTime(value: MomentInput, empty = '—'): string {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return formatMoscowDate(value, empty);
  const parts = value ? moscowParts(value) : null;
  return parts ? `${parts.day}.${parts.month}.${parts.year}, ${parts.hour}:${parts.minute}` : empty;
}

/** '23.11.2026 03:58:07': to the second in Moscow, as a signature's stamp and audit page write it. */
export function formatMoscowDateTimeSeconds(value: MomentInput, empty = '—'): string {
  const parts = value ? moscowParts(value) : null;
  return parts
    ? `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`
    : empty;
}

/** '01:30': the Moscow time of day of an instant. */
export function formatMoscowClock(value: MomentInput, empty = ''): string {
  const parts = value ? moscowParts(value) : null;
  return parts ? `${parts.hour}:${parts.minute}` : empty;
}

/** '23 ноября 2026 г.' (the Moscow day, the month in words); `empty` for none. */
export function formatMoscowLongDate(value: MomentInput, empty = ''): string {
  const parts = value ? moscowParts(value) : null;
  if (!parts) return empty;
  return `${Number(parts.day)} ${MONTHS_GENITIVE[Number(parts.month) - 1]} ${Number(parts.year)} г.`;
}

/** '23 нояб.' (the Moscow day, the month shortened); `empty` for none. */
export function formatMoscowShortDate(value: MomentInput, empty = ''): string {
  const parts = value ? moscowParts(value) : null;
  return parts ? `${Number(parts.day)} ${MONTHS_SHORT[Number(parts.month) - 1]}` : empty;
}
