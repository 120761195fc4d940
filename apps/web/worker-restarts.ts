/**
 * When the primary replaces a site worker that stopped (issue 40): at once after a worker that
 * served a while; after a pause that doubles (1 s, 2 s, 4 s, 8 s) while workers keep failing —
 * never listening, or dying within seconds of it; and not at all after several failures in a
 * row: a worker that cannot start (a port taken, a wrong setting) is a fault for the service
 * manager to see, not a loop that burns a core.
 */
export const QUICK_DEATH_MS = 5_000;
export const QUICK_DEATHS_BEFORE_GIVING_UP = 5;
const FIRST_PAUSE_MS = 1_000;

export type RestartDecision =
  | { restartAfterMs: number; quickDeaths: number }
  | { giveUp: true; quickDeaths: number };

/**
 * What to do about a worker that stopped `livedMs` after it started listening (undefined: it never
 * listened), after `quickDeaths` failures in a row before it.
 */
export function restartDecision(livedMs: number | undefined, quickDeaths: number): RestartDecision {
  if (livedMs !== undefined && livedMs >= QUICK_DEATH_MS) return { restartAfterMs: 0, quickDeaths: 0 };
  const streak = quickDeaths + 1;
  if (streak >= QUICK_DEATHS_BEFORE_GIVING_UP) return { giveUp: true, quickDeaths: streak };
  return { restartAfterMs: FIRST_PAUSE_MS * 2 ** (streak - 1), quickDeaths: streak };
}
