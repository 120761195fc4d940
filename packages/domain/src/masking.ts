import { formatPhone, normalizeEmail, normalizePhone } from './contact-validators.ts';

/**
 * How personal data is shown to someone who has not proved they own it (sign-in by INN,
 * password restore, code-sent messages): enough to recognise one's own, not to learn another's.
 */

/** "+7 900 ***-**-01". */
export function maskPhone(phone: string): string {
  const shown = formatPhone(phone);
  return shown.length === 16 ? `${shown.slice(0, 7)}***-**-${shown.slice(14)}` : '***';
}

/** "iv***@agro.ru". */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

/** "Петров Иван Сергеевич" → "Петров И. С.": the surname and initials, as on a Russian document. */
export function maskPersonName(fullName: string): string {
  const [surname = '', ...given] = fullName.trim().split(/\s+/);
  const initials = given.map((name) => `${name.charAt(0).toUpperCase()}.`).join(' ');
  return initials ? `${surname} ${initials}` : surname;
}

/** A login as a phone, an e-mail or a plain name: the first two characters of a plain name stay. */
export function maskLogin(login: string): string {
  const phone = normalizePhone(login);
  if (phone) return maskPhone(phone);
  const email = normalizeEmail(login);
  if (email) return maskEmail(email);
  return login.length <= 2 ? '***' : `${login.slice(0, 2)}***`;
}
