import { z } from 'zod';

/**
 * What every call's input obeys, whatever its fields (ARCHITECTURE.md §6, decision 0076):
 * ids fit the database's int4 columns and no text carries a NUL byte. Either would otherwise
 * reach PostgreSQL (or a file name, or a header) and fail there as a 500.
 */

/** The largest value of an int4 column: every serial id. */
export const INT4_MAX = 2_147_483_647;

/** Whether a whole number fits an id column (1 … INT4_MAX). */
export function isIdValue(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= INT4_MAX;
}

/** Whether a ГГГГ-ММ-ДД text is a day of the calendar (2026-02-31 is not, nor 2026-13-01). */
export function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * A record's id as a call takes it (query string, form or JSON): a whole number from `min`
 * (1, or 0 where 0 means "none" or "my own") to INT4_MAX; anything else is 400 with the message.
 */
export function zId(message = 'Неверный идентификатор', min: 0 | 1 = 1) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(INT4_MAX, message);
}

/** An id that may be absent: '', null (a wizard's JSON before the object exists) or 'null' count as none. */
export function zOptionalId(message = 'Неверный идентификатор') {
  return z.preprocess(
    (value) => (value === '' || value === null || value === 'null' ? undefined : value),
    zId(message).optional(),
  );
}

/** An id used as a form key (quantity[15]=2): digits naming an id that fits INT4_MAX. */
export function zIdKey(message: string) {
  return z.string().refine((key) => /^\d+$/.test(key) && isIdValue(Number(key)), message);
}

/**
 * Whether a text would break a header line: CR or LF would split the Location header of a
 * redirect (Node refuses it with a 500), NUL ends it. Other control characters, such as the tab
 * of `/%09/evil.example`, are the return-target check's to refuse (decision 0079).
 */
export function breaksHeaderLine(text: string): boolean {
  return /[\r\n\0]/.test(text);
}

export const NUL_TEXT_MESSAGE = 'Текст содержит недопустимый символ';

/** The path of the first string at any depth of a value that carries a NUL byte. */
export function nulTextPath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = nulTextPath(child, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return undefined;
}

/** A call's query or body schema with the text rule added: a NUL anywhere is a 400 on its field. */
export function withInputRules<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, context) => {
    const path = nulTextPath(value);
    if (path) context.addIssue({ code: 'custom', message: NUL_TEXT_MESSAGE, path });
  }) as S;
}
