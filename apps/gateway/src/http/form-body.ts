import { isPrototypeKey, prototypeKeyMessage } from '@agrolease/contracts';
import { AppError } from '../errors/app-error.ts';

export const FORM_LIMITS = { depth: 8, parameters: 2000 } as const;

type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function malformed(message: string): AppError {
  return new AppError('BAD_REQUEST', message);
}

function decode(text: string): string {
  return decodeURIComponent(text.replaceAll('+', ' '));
}

/** "form[filter][power][from]" → ["form", "filter", "power", "from"]; "ids[]" → ["ids", ""]. */
function keySegments(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  const rest = key.slice(open);
  const pattern = /\[([^[\]]*)\]/gy;
  let match: RegExpExecArray | null = pattern.exec(rest);
  let consumed = 0;
  while (match) {
    segments.push(match[1] ?? '');
    consumed = pattern.lastIndex;
    match = pattern.exec(rest);
  }
  return consumed === rest.length ? segments : null;
}

/** A container of parsed fields: no prototype, so no key can reach Object.prototype through it. */
function emptyObject(): FormObject {
  return Object.create(null) as FormObject;
}

function isObject(value: FormValue | undefined): value is { [key: string]: FormValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function conflict(name: string): AppError {
  return malformed(`Параметр «${name}» передан и как значение, и как структура`);
}

/**
 * Parses a form-encoded body or query string where bracketed keys are real structure
 * (ARCHITECTURE.md §4): wrapper[field]=1 → {wrapper: {field}}, form[filter][power][from]=100,
 * quantity[15]=2 → {quantity: {15: '2'}} (ids stay keys, never sparse arrays),
 * ids[]=1&ids[]=2 → {ids: ['1', '2']}. Broken percent-encoding, too many or too deep
 * parameters, a name used both as a value and as a structure, and a name with a segment
 * __proto__, constructor or prototype are rejected, not guessed. Every object it builds has no
 * prototype (decision 0076).
 */
export function parseFormEncoded(text: string): FormObject {
  const result = emptyObject();
  if (text === '') return result;
  const pairs = text.split('&').filter(Boolean);
  if (pairs.length > FORM_LIMITS.parameters) {
    throw malformed(`Слишком много параметров в запросе (больше ${FORM_LIMITS.parameters})`);
  }
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    let key: string;
    let value: string;
    try {
      key = decode(equals < 0 ? pair : pair.slice(0, equals));
      value = equals < 0 ? '' : decode(pair.slice(equals + 1));
    } catch {
      throw malformed('Некорректная кодировка параметров запроса');
    }
    const segments = keySegments(key);
    if (!segments) throw malformed(`Некорректное имя параметра «${key}»`);
    if (segments.some(isPrototypeKey)) throw malformed(prototypeKeyMessage(key));
    if (segments.length - 1 > FORM_LIMITS.depth) {
      throw malformed(`Слишком глубокая вложенность параметров (больше ${FORM_LIMITS.depth})`);
    }
    assign(result, segments, value);
  }
  return result;
}

function assign(target: FormObject, segments: string[], value: string): void {
  let container: FormObject | FormValue[] = target;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index] ?? '';
    const last = index === segments.length - 1;
    const nextIsList = segments[index + 1] === '';
    if (Array.isArray(container)) {
      // "a[]" appends; a structure under "a[]" ("a[][b]") is not part of the wire format.
      if (!last) throw conflict(segments[0] ?? '');
      container.push(value);
      return;
    }
    const existing: FormValue | undefined = container[segment];
    if (last) {
      if (existing !== undefined && typeof existing !== 'string') throw conflict(segments[0] ?? segment);
      container[segment] = value;
      return;
    }
    if (existing === undefined) {
      const created: FormObject | FormValue[] = nextIsList ? [] : emptyObject();
      container[segment] = created;
      container = created;
    } else if (nextIsList ? Array.isArray(existing) : isObject(existing)) {
      container = existing as FormObject | FormValue[];
    } else {
      throw conflict(segments[0] ?? segment);
    }
  }
}

const refusedQueries = new WeakMap<FormObject, AppError>();

/**
 * The router's query parser: the same structure. The router cannot fail a request, so a
 * broken query reads as empty and remembers why; the gateway refuses it (queryRefusal) while
 * the site's pages, which read their address themselves, are not held up by it.
 */
export function parseBracketedQuery(text: string): FormObject {
  try {
    return parseFormEncoded(text);
  } catch (error) {
    const empty = emptyObject();
    refusedQueries.set(empty, error instanceof AppError ? error : malformed('Некорректная строка запроса'));
    return empty;
  }
}

/** Why the request's query string was refused by parseBracketedQuery, if it was. */
export function queryRefusal(query: unknown): AppError | undefined {
  return typeof query === 'object' && query !== null ? refusedQueries.get(query as FormObject) : undefined;
}
