import { randomInt } from 'node:crypto';
import { type Database, schema } from '@agrolease/db';
import {
  codeMessage,
  codeState,
  formatWait,
  generateCode,
  looksLikeCode,
  ONE_TIME_CODE,
} from '@agrolease/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { GatewayAdapters } from '../../adapters/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { sha256 } from '../../http/session-store.ts';

const { oneTimeCodes } = schema;

/** What a code is for: a code of one purpose never opens another. */
export type CodePurpose =
  | 'sign-in-sms'
  | 'sign-in-inn'
  | 'sign-in-requisites'
  | 'restore'
  | 'registration'
  | 'contact'
  | 'account-change'
  | 'ses-agreement'
  | 'signing';

/**
 * scope narrows a code further than purpose and recipient: a signing code covers one set of
 * documents (signingCodeScope), so it never signs another set sent to the same phone.
 */
function codeHash(purpose: CodePurpose, recipient: string, code: string, scope?: string): string {
  return sha256(scope ? `${purpose}:${recipient}:${scope}:${code}` : `${purpose}:${recipient}:${code}`);
}

/** What issuing and checking codes need: the codes table and the attempt counters. */
export interface CodeDeps {
  db: Database;
  adapters: Pick<GatewayAdapters, 'attempts'>;
}

export function tooManyRequests(message: string, seconds: number): AppError {
  return new AppError('RATE_LIMITED', `${message} Повторите через ${formatWait(seconds)}`, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(seconds))) },
  });
}

/**
 * Issues a code after the limits, each an atomic counter (decision 0078), so parallel requests
 * cannot slip past them: one per recipient (and scope: a signing code per document set) per
 * minute, a daily cap per recipient and an hourly cap per IP (429 with Retry-After). `deliver`
 * sends it; a code for an unknown recipient is recorded (the limits still count) but goes
 * nowhere, so replies do not reveal which phones have accounts.
 *
 * `quietLimits` is for a caller who has not proved who they are and names a recipient that may
 * be someone else's (password restore, decision 0155): the recipient's own limits then issue and
 * send nothing instead of refusing (`sent: false`), since a refusal would tell that the typed
 * value and an earlier one name the same account. The IP cap still refuses: it is the caller's.
 */
export async function issueCode(
  { db, adapters: { attempts } }: CodeDeps,
  input: {
    purpose: CodePurpose;
    recipient: string;
    scope?: string;
    ip: string;
    accountId?: number;
    deliver?: (code: string) => Promise<void>;
    quietLimits?: boolean;
  },
  now = new Date(),
): Promise<{ resendAfter: number; sent: boolean }> {
  const resendAfter = ONE_TIME_CODE.resendAfterSeconds;
  if (input.quietLimits) {
    const perIp = await attempts.add(`code-ip:${input.ip}`, 3600);
    if (perIp.count > ONE_TIME_CODE.hourlyCapPerIp) {
      throw tooManyRequests('Слишком много запросов кода с вашего адреса.', perIp.resetInSeconds);
    }
  }
  const resend = await attempts.add(
    `code-resend:${input.purpose}:${input.recipient}:${input.scope ?? ''}`,
    ONE_TIME_CODE.resendAfterSeconds,
  );
  if (resend.count > 1) {
    if (input.quietLimits) return { resendAfter, sent: false };
    throw tooManyRequests('Новый код можно запросить не чаще раза в минуту.', resend.resetInSeconds);
  }
  const perRecipient = await attempts.add(`code-daily:${input.recipient}`, 24 * 3600);
  if (perRecipient.count > ONE_TIME_CODE.dailyCapPerRecipient) {
    if (input.quietLimits) return { resendAfter, sent: false };
    throw tooManyRequests('Превышено число кодов на этот адрес за сутки.', perRecipient.resetInSeconds);
  }
  if (!input.quietLimits) {
    const perIp = await attempts.add(`code-ip:${input.ip}`, 3600);
    if (perIp.count > ONE_TIME_CODE.hourlyCapPerIp) {
      throw tooManyRequests('Слишком много запросов кода с вашего адреса.', perIp.resetInSeconds);
    }
  }

  const code = generateCode(randomInt);
  await db.insert(oneTimeCodes).values({
    purpose: input.purpose,
    recipient: input.recipient,
    scope: input.scope ?? '',
    codeHash: codeHash(input.purpose, input.recipient, code, input.scope),
    ip: input.ip,
    accountId: input.accountId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ONE_TIME_CODE.lifetimeSeconds * 1000),
  });
  if (input.deliver) {
    try {
      await input.deliver(code);
    } catch (error) {
      throw new AppError('UNAVAILABLE', 'Не удалось отправить код. Попробуйте позже', { cause: error });
    }
  }
  return { resendAfter, sent: true };
}

function codeError(message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop: 'code', error: message }] });
}

/**
 * Checks the latest code of the purpose and recipient: each guess takes a number from the
 * code's counter before the comparison, so five guesses are compared however many arrive at
 * once, then the code is dead; a right one is used up. Returns the account the code was issued
 * for. `consume: false` checks without using it up (a step before setting a password).
 */
export async function verifyCode(
  { db, adapters: { attempts } }: CodeDeps,
  input: { purpose: CodePurpose; recipient: string; scope?: string; code: string; consume?: boolean },
  now = new Date(),
): Promise<{ accountId: number | null }> {
  const [issued] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, input.purpose),
        eq(oneTimeCodes.recipient, input.recipient),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!issued) throw codeError('Код не запрашивался или уже использован. Запросите новый код');
  const opened = codeState(issued, 0, now);
  if (opened !== 'open') throw codeError(codeMessage(opened));
  const { count: guesses } = await attempts.add(`code-guess:${issued.id}`, ONE_TIME_CODE.lifetimeSeconds);
  const state = codeState(issued, guesses, now);
  if (state !== 'open') throw codeError(codeMessage(state));
  if (
    !looksLikeCode(input.code) ||
    codeHash(input.purpose, input.recipient, input.code, input.scope) !== issued.codeHash
  ) {
    throw codeError(codeMessage('wrong', ONE_TIME_CODE.maxAttempts - guesses));
  }
  if (input.consume !== false) {
    await db.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, issued.id));
  }
  return { accountId: issued.accountId };
}
