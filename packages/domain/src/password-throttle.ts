/**
 * Password guessing limits: after five wrong passwords for one login (or fifty from one
 * IP address) within fifteen minutes, sign-in is refused until the window moves on.
 */
export const PASSWORD_THROTTLE = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 50,
} as const;

/**
 * Seconds to wait, given the failure times inside the window (oldest first) and the limit:
 * the window frees a slot when the oldest counted failure leaves it.
 */
export function throttleWaitSeconds(failures: readonly Date[], limit: number, now: Date): number {
  if (failures.length < limit) return 0;
  const oldestCounted = failures[failures.length - limit];
  if (!oldestCounted) return 0;
  const freeAt = oldestCounted.getTime() + PASSWORD_THROTTLE.windowSeconds * 1000;
  return Math.max(0, Math.ceil((freeAt - now.getTime()) / 1000));
}

/** A password good enough for a cabinet: 8+ characters with letters and digits. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return 'Пароль должен содержать не менее 8 символов';
  if (password.length > 128) return 'Пароль слишком длинный';
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'Пароль должен содержать буквы и цифры';
  return undefined;
}
