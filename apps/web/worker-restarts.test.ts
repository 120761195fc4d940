import { describe, expect, it } from 'vitest';
import { QUICK_DEATH_MS, QUICK_DEATHS_BEFORE_GIVING_UP, restartDecision } from './worker-restarts.ts';

describe('restartDecision', () => {
  it('replaces a worker that served a while at once, and forgets earlier quick deaths', () => {
    expect(restartDecision(QUICK_DEATH_MS, 3)).toEqual({ restartAfterMs: 0, quickDeaths: 0 });
    expect(restartDecision(3_600_000, 0)).toEqual({ restartAfterMs: 0, quickDeaths: 0 });
  });

  it('pauses longer after each failure in a row (never listening, or dying soon after), then gives up', () => {
    const pauses: number[] = [];
    let quickDeaths = 0;
    for (const lived of [undefined, 200, undefined, 4_999, undefined]) {
      const decision = restartDecision(lived, quickDeaths);
      quickDeaths = decision.quickDeaths;
      if ('giveUp' in decision) break;
      pauses.push(decision.restartAfterMs);
    }
    expect(restartDecision(undefined, QUICK_DEATHS_BEFORE_GIVING_UP - 1)).toMatchObject({ giveUp: true });
    expect(pauses).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(quickDeaths).toBe(QUICK_DEATHS_BEFORE_GIVING_UP);
  });
});
