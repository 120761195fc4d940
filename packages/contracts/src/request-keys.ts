/**
 * The names a request may give its fields (ARCHITECTURE.md §6, decision 0076). A key segment
 * `__proto__`, `constructor` or `prototype` leads from a plain object to Object.prototype when
 * a parser or a copy follows it, polluting every object of the process: such a name is refused
 * with 400, whatever carries it (query string, form body, multipart field, JSON, the site's forms).
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function isPrototypeKey(segment: string): boolean {
  return PROTOTYPE_KEYS.has(segment);
}

/** Whether any segment of a field name (plain or bracketed: a[b][], a[__proto__]) is a prototype key. */
export function hasPrototypeKey(name: string): boolean {
  return name.split(/[[\]]/).some(isPrototypeKey);
}

/** The message of a refused name, shown to whoever sent it. */
export function prototypeKeyMessage(name: string): string {
  return `Недопустимое имя параметра «${name}»`;
}

/**
 * The first key at any depth of a parsed value (JSON, a parsed form) that is a prototype key,
 * written as the form would name it (a[b][__proto__]); undefined when there is none.
 */
export function prototypeKeyPath(value: unknown, path = ''): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const name = path ? `${path}[${key}]` : key;
    if (isPrototypeKey(key)) return name;
    const found = prototypeKeyPath(child, name);
    if (found) return found;
  }
  return undefined;
}
