/**
 * Counters of attempts in fixed windows, shared by every instance (decision 0078): the password
 * lockout, code sending and guessing, and the per-IP limits of calls. `add` is one atomic step,
 * so parallel requests each see their own count and a limit of five lets exactly five through.
 */
export interface AttemptCount {
  /** The counter after this step. */
  count: number;
  /** Seconds until the window closes and the counter starts again from zero. */
  resetInSeconds: number;
}

export interface AttemptCounters {
  readonly name: string;
  /**
   * Adds `by` (default 1; -1 gives a slot back) to the key's counter and answers the new
   * count. The first step of a window opens it for `windowSeconds`; a counter never goes
   * below zero.
   */
  add(key: string, windowSeconds: number, by?: number): Promise<AttemptCount>;
  /** Forgets the key's counter (a successful sign-in clears its account's failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
