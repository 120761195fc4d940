import type { DbExecutor } from '@agrolease/db';
import type { FastifyInstance } from 'fastify';
import { repeatWhileUp } from '../../plugins/repeat-while-up.ts';
import { deleteEventsBefore } from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the security log's rows older than the kept period (SECURITY_LOG_DAYS, decision 0154).
 * Idempotent: every instance may run it.
 */
export async function sweepSecurityLog(
  db: DbExecutor,
  keepDays: number,
  now: Date = new Date(),
): Promise<{ removed: number }> {
  return { removed: await deleteEventsBefore(db, new Date(now.getTime() - keepDays * DAY_MS)) };
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Runs the sweep once the gateway is ready, then every hour while it is up (one at a time). */
export function scheduleSecurityLogRetention(app: FastifyInstance, keepDays: number): void {
  repeatWhileUp(app, {
    everyMs: SWEEP_EVERY_MS,
    atReady: true,
    failure: 'the sweep of old security log rows failed',
    run: async () => {
      const { removed } = await sweepSecurityLog(app.db, keepDays, app.adapters.clock.now());
      if (removed > 0) app.log.info({ removed, keepDays }, 'old security log rows removed');
    },
  });
}
