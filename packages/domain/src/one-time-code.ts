/**
 * One-time codes (ARCHITECTURE.md §6): SMS, e-mail, INN sign-in and signing confirmations.
 * Pure rules only; the gateway stores codes (hashed) and applies these decisions.
 */
export const ONE_TIME_CODE = {
  digits: 6,
  lifetimeSeconds: 5 * 60,
  maxAttempts: 5,
  resendAfterSeconds: 60,
  /** Codes sent to one phone or e-mail address per day. */
  dailyCapPerRecipient: 10,
  /** Codes requested from one IP address per hour. */
  hourlyCapPerIp: 30,
} as const;

/** A new code: six digits from the given random source (crypto in the gateway). */
export function generateCode(randomInt: (maxExclusive: number) => number): string {
  return String(randomInt(10 ** ONE_TIME_CODE.digits)).padStart(ONE_TIME_CODE.digits, '0');
}

export function looksLikeCode(value: string): boolean {
  return new RegExp(`^\\d{${ONE_TIME_CODE.digits}}$`).test(value);
}

export interface IssuedCode {
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export type CodeCheck = 'ok' | 'expired' | 'exhausted' | 'used' | 'wrong';

/**
 * What a submitted code means, before the hash comparison says whether it matches; `guesses`
 * is this submission's number among the code's guesses (counted atomically by the gateway).
 */
export function codeState(
  code: IssuedCode,
  guesses: number,
  now: Date,
): Exclude<CodeCheck, 'ok' | 'wrong'> | 'open' {
  if (code.usedAt) return 'used';
  if (guesses > ONE_TIME_CODE.maxAttempts) return 'exhausted';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  return 'open';
}

const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  expired: 'Срок действия кода истёк. Запросите новый код',
  exhausted: 'Превышено число попыток ввода кода. Запросите новый код',
  used: 'Код уже использован. Запросите новый код',
  wrong: 'Неверный код',
};

export function codeMessage(check: Exclude<CodeCheck, 'ok'>, attemptsLeft?: number): string {
  if (check === 'wrong' && attemptsLeft !== undefined && attemptsLeft > 0)
    return `Неверный код. Осталось попыток: ${attemptsLeft}`;
  if (check === 'wrong' && attemptsLeft === 0) return CODE_MESSAGES.exhausted;
  return CODE_MESSAGES[check];
}

/** "1 мин. 5 сек." / "45 сек." — the wait in a 429 message. */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} сек.`;
  return rest === 0 ? `${minutes} мин.` : `${minutes} мин. ${rest} сек.`;
}
