import type { DbExecutor } from '@agrolease/db';
import type { FastifyInstance } from 'fastify';
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= (async () => {
      try {
        const { removed } = await sweepSecurityLog(app.db, keepDays, app.adapters.clock.now());
        if (removed > 0) app.log.info({ removed, keepDays }, 'old security log rows removed');
      } catch (error) {
        app.log.warn({ err: error }, 'the sweep of old security log rows failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // A sweep in flight finishes before the database it writes to is closed.
    await running;
  });
}
