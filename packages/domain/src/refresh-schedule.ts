/**
 * The page-list refresh of the web tier (spec 1 §9, spec 2 §8): refresh every hour; a failed
 * refresh is logged and retried after 1 s, doubling on each further failure, capped at 1 h.
 */
export const PAGE_LIST_REFRESH_MS = 3_600_000;
export const RETRY_START_MS = 1_000;
export const RETRY_CAP_MS = 3_600_000;

/** Delay before the next attempt after `failures` consecutive failures (0 = last one succeeded). */
export function nextRefreshDelay(
  failures: number,
  options: { intervalMs?: number; retryStartMs?: number; retryCapMs?: number } = {},
): number {
  const interval = options.intervalMs ?? PAGE_LIST_REFRESH_MS;
  const start = options.retryStartMs ?? RETRY_START_MS;
  const cap = options.retryCapMs ?? RETRY_CAP_MS;
  if (failures <= 0) return interval;
  // 2 ** 40 already exceeds any cap: avoid overflowing to Infinity on long outages.
  return Math.min(cap, start * 2 ** Math.min(failures - 1, 40));
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RefreshScheduler {
  /** Runs the first refresh now and keeps going until stopped. */
  start(): void;
  stop(): void;
}

/**
 * Runs `refresh` now and then on the schedule above. Timers are injected so that the rule
 * is tested without waiting; the real web tier passes globalThis.
 */
export function createRefreshScheduler(options: {
  refresh: () => Promise<void>;
  onError?: (error: unknown, retryInMs: number) => void;
  timers?: Timers;
  intervalMs?: number;
  retryStartMs?: number;
  retryCapMs?: number;
}): RefreshScheduler {
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => {
      const handle = setTimeout(callback, ms);
      // A background refresh must not keep the process alive on shutdown.
      (handle as { unref?: () => void }).unref?.();
      return handle;
    },
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let failures = 0;
  let handle: unknown;
  let stopped = true;

  const run = async () => {
    if (stopped) return;
    try {
      await options.refresh();
      failures = 0;
    } catch (error) {
      failures += 1;
      options.onError?.(error, nextRefreshDelay(failures, options));
    }
    if (!stopped) handle = timers.setTimeout(run, nextRefreshDelay(failures, options));
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      void run();
    },
    stop() {
      stopped = true;
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
    },
  };
}
