import { normalizeEmail, normalizePhone } from './contact-validators.ts';

/**
 * Password guessing limits: five attempts for one account (or fifty from one IP address)
 * within a fifteen-minute window; a successful sign-in clears its account's count.
 */
export const PASSWORD_THROTTLE = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 50,
} as const;

/**
 * What a sign-in attempt is counted against: the account the typed login resolved to (so its
 * login, e-mail and every spelling of its phone share one count), else the typed text in its
 * normal form (a phone as +7…, an e-mail in lower case).
 */
export function signInSubject(accountId: number | undefined, typed: string): string {
  if (accountId !== undefined) return `account:${accountId}`;
  const phone = normalizePhone(typed);
  if (phone) return `phone:${phone}`;
  const email = normalizeEmail(typed);
  return email ? `email:${email}` : `login:${typed.trim().toLowerCase()}`;
}

/** A password good enough for a cabinet: 8+ characters with letters and digits. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return 'Пароль должен содержать не менее 8 символов';
  if (password.length > 128) return 'Пароль слишком длинный';
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'Пароль должен содержать буквы и цифры';
  return undefined;
}
