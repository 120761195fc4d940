/**
 * Phone, e-mail and date rules shared by the gateway's contracts and the site's forms.
 * Messages are the spec's (spec 1 §5).
 */
export const MESSAGE_EMPTY = 'Поле не может быть пустым';
export const MESSAGE_REQUIRED = 'Обязательное поле';

/** The strict form: +7 and ten digits, nothing else. */
export function isStrictPhone(value: string): boolean {
  return /^\+7\d{10}$/.test(value);
}

/**
 * The forms people type: +7, 7 or 8 and ten digits, or the ten digits alone («900 000 00 03»), with
 * spaces, dashes, dots or brackets between them. Returns the strict +7XXXXXXXXXX form, or undefined.
 */
export function normalizePhone(value: string): string | undefined {
  const trimmed = value.trim();
  if (!/^[+\d(][\d\s\-().]*$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return /^\+7/.test(trimmed) && digits.length === 11 ? `+${digits}` : undefined;
  if (digits.length === 10) return `+7${digits}`;
  if (digits.length !== 11 || !/^[78]/.test(digits)) return undefined;
  return `+7${digits.slice(1)}`;
}

/** +7 900 000-00-01 for display; a phone that is not strict is returned as is. */
export function formatPhone(value: string): string {
  if (!isStrictPhone(value)) return value;
  const d = value.slice(2);
  return `+7 ${d.slice(0, 3)} ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`;
}

/** A deliberately plain check: one @, a dot in the domain, no spaces; at most 254 characters. */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(value);
}

export function normalizeEmail(value: string): string | undefined {
  const trimmed = value.trim().toLowerCase();
  return isValidEmail(trimmed) ? trimmed : undefined;
}

/**
 * A date written yyyy-MM-dd or dd.MM.yyyy; returns yyyy-MM-dd for a real calendar day,
 * else undefined (31.02.2024 is not a day).
 */
export function parseRuDate(value: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const ru = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : ru
      ? [ru[3], ru[2], ru[1]]
      : [undefined, undefined, undefined];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day)
  )
    return undefined;
  return `${year}-${month}-${day}`;
}
