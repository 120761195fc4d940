import { ROLE_HOME, type TRole } from '@agrolease/contracts';

/** Where a role reads its messages: the client's list, the others' home page with its feed. */
const MESSAGES_PATH: Partial<Record<TRole, string>> = { client: '/cabinet/v2/client/messages' };

/** Waits after a failed send, by the number of tries made: then the delivery is given up. */
const RETRY_AFTER_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000];

/** When to try a failed send again, or undefined once the tries are spent (decision 0164). */
export function nextAttemptAt(attempts: number, now: Date): Date | undefined {
  const wait = RETRY_AFTER_MS[attempts - 1];
  return wait === undefined ? undefined : new Date(now.getTime() + wait);
}

/**
 * The letter of a cabinet message: our subject with the message's title, the message itself and
 * where to read it in the cabinet. Plain text, as every letter of the site (the mail adapter).
 */
export function messageLetter(
  message: { title: string; body: string },
  account: { role: TRole; personName: string },
  siteAddress: string,
): { subject: string; text: string } {
  const path = MESSAGES_PATH[account.role] ?? ROLE_HOME[account.role];
  return {
    subject: `Агролизинг: ${message.title}`,
    text: [
      account.personName ? `Здравствуйте, ${account.personName}!` : 'Здравствуйте!',
      '',
      message.title,
      message.body,
      '',
      `Подробности в личном кабинете: ${siteAddress}${path}`,
      '',
      '—',
      'Это письмо отправлено автоматически, потому что в вашем личном кабинете Агролизинга появилось новое сообщение. Отвечать на него не нужно.',
    ].join('\n'),
  };
}
