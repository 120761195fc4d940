import type { DbExecutor } from '@agrolease/db';
import type { AttemptCounters } from '../../adapters/attempt-counters/attempt-counters.ts';
import { recordSecurityEvent } from '../security-log/index.ts';

/**
 * Failed sign-ins written a caller's address an hour: more are refused alike but not written, so
 * nobody fills the log (a code check asked without a code sent costs no other limit).
 */
export const FAILED_SIGN_INS_LOGGED_PER_IP_HOUR = 50;

/** How a session was started (the security log's detail.method, decision 0154). */
export type SignInMethod =
  | 'password'
  | 'sms'
  | 'inn'
  | 'requisites'
  | 'certificate'
  | 'registration'
  | 'restore';

/** Why a sign-in that reached its check failed. */
export type SignInFailure =
  | 'wrong-password'
  | 'unknown-login'
  | 'wrong-code'
  | 'signature-refused'
  | 'not-registered';

interface Caller {
  ip: string;
  userAgent: string;
}

/** A started session; a certificate's one (sign-in or registration by signature) is its own kind. */
export function recordSignIn(
  db: DbExecutor,
  accountId: number,
  caller: Caller,
  how: { method: SignInMethod; certificate?: boolean; signer?: string },
): Promise<void> {
  return recordSecurityEvent(db, {
    accountId,
    kind: how.certificate ? 'certificate-sign-in' : 'sign-in',
    ip: caller.ip,
    userAgent: caller.userAgent,
    detail: { method: how.method, ...(how.signer ? { signer: how.signer } : {}) },
  });
}

/**
 * A sign-in refused at its check (a wrong password or code, a refused signature): what was typed
 * and, when it names one, the account. Refusals of the attempt throttle are not written, and at
 * most FAILED_SIGN_INS_LOGGED_PER_IP_HOUR from one address: they would let anyone fill the log
 * (decision 0154).
 */
export async function recordFailedSignIn(
  deps: { db: DbExecutor; adapters: { attempts: AttemptCounters } },
  failure: {
    accountId?: number;
    method: SignInMethod;
    login: string;
    reason: SignInFailure;
    message?: string;
  },
  caller: Caller,
): Promise<void> {
  const { count } = await deps.adapters.attempts.add(`security-log-failed:${caller.ip}`, 3600);
  if (count > FAILED_SIGN_INS_LOGGED_PER_IP_HOUR) return;
  await recordSecurityEvent(deps.db, {
    accountId: failure.accountId ?? null,
    kind: 'sign-in-failed',
    ip: caller.ip,
    userAgent: caller.userAgent,
    detail: {
      method: failure.method,
      reason: failure.reason,
      login: failure.login.slice(0, 100),
      ...(failure.message ? { message: failure.message.slice(0, 300) } : {}),
    },
  });
}
