import { PASSWORD_THROTTLE } from '@agrolease/domain';
import type { AttemptCounters } from '../../adapters/attempt-counters/attempt-counters.ts';
import { tooManyRequests } from './one-time-codes.ts';

/** One sign-in attempt that has been counted and may go on to the password (or signature) check. */
export interface SignInAttempt {
  /** Attempts the subject has left in this window after this one. */
  left: number;
  /** The check passed: the subject's count is cleared and the IP gets its slot back. */
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt against its subject (signInSubject: the resolved account) and the caller's
 * IP before anything is checked (decision 0078). The counts are atomic, so of forty parallel
 * tries exactly five reach the check; the rest, and every later one in the window, get 429.
 */
export async function takeSignInAttempt(
  counters: AttemptCounters,
  subject: string,
  ip: string,
  refusal: string,
): Promise<SignInAttempt> {
  const window = PASSWORD_THROTTLE.windowSeconds;
  const subjectKey = `sign-in:${subject}`;
  const ipKey = `sign-in-ip:${ip}`;
  const [bySubject, byIp] = await Promise.all([
    counters.add(subjectKey, window),
    counters.add(ipKey, window),
  ]);
  const wait = Math.max(
    bySubject.count > PASSWORD_THROTTLE.maxFailuresPerAccount ? bySubject.resetInSeconds : 0,
    byIp.count > PASSWORD_THROTTLE.maxFailuresPerIp ? byIp.resetInSeconds : 0,
  );
  if (wait > 0) throw tooManyRequests(refusal, wait);
  return {
    left: PASSWORD_THROTTLE.maxFailuresPerAccount - bySubject.count,
    async succeeded() {
      await counters.reset(subjectKey);
      await counters.add(ipKey, window, -1);
    },
  };
}
