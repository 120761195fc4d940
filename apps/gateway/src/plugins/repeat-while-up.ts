import type { FastifyInstance } from 'fastify';

/**
 * Background work a gateway process repeats while it is up (the hourly sweeps, the letters of
 * cabinet messages): one run at a time, a failure logged and left to the next turn, a timer that
 * never keeps the process alive, and a run in flight finished before the gateway closes, so that
 * the database it writes to is closed after it. `atReady` runs it once as soon as the gateway is
 * ready too.
 */
export function repeatWhileUp(
  app: FastifyInstance,
  job: { everyMs: number; atReady?: boolean; failure: string; run: () => Promise<void> },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const turn = () => {
    running ??= (async () => {
      try {
        await job.run();
      } catch (error) {
        app.log.warn({ err: error }, job.failure);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  app.addHook('onReady', async () => {
    if (job.atReady) void turn();
    timer = setInterval(() => void turn(), job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
