import { describe, expect, it } from 'vitest';
import { createRefreshScheduler, nextRefreshDelay, type Timers } from './refresh-schedule.ts';

function fakeTimers() {
  const scheduled: { callback: () => void; ms: number }[] = [];
  const timers: Timers = {
    setTimeout: (callback, ms) => scheduled.push({ callback, ms }),
    clearTimeout: () => {
      scheduled.length = 0;
    },
  };
  return { timers, scheduled };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('page list refresh schedule', () => {
  it('refreshes hourly after a success', () => {
    expect(nextRefreshDelay(0)).toBe(3_600_000);
  });

  it('retries after 1 s, doubling, capped at one hour', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 100, 5000].map((failures) => nextRefreshDelay(failures))).toEqual([
      1000, 2000, 4000, 8000, 1_024_000, 2_048_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('runs at once, backs off on failures and returns to hourly after a success', async () => {
    const { timers, scheduled } = fakeTimers();
    const outcomes = [false, false, false, true, true];
    const errors: number[] = [];
    const scheduler = createRefreshScheduler({
      timers,
      refresh: async () => {
        if (!outcomes.shift()) throw new Error('gateway down');
      },
      onError: (_error, retryIn) => errors.push(retryIn),
    });
    scheduler.start();
    for (let i = 0; i < 4; i++) {
      await flush();
      scheduled.at(-1)?.callback();
    }
    await flush();
    expect(errors).toEqual([1000, 2000, 4000]);
    expect(scheduled.map((timer) => timer.ms)).toEqual([1000, 2000, 4000, 3_600_000, 3_600_000]);
    scheduler.stop();
    expect(scheduled).toEqual([]);
  });
});
