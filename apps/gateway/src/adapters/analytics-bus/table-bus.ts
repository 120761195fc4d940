import type { AnalyticsBus, BusEvent } from './analytics-bus.ts';

/** Without NATS: publishing is writing, in the request that sent the event. */
export function createTableBus(): AnalyticsBus {
  let handler: ((event: BusEvent) => Promise<void>) | undefined;
  return {
    kind: 'table',
    async publish(event) {
      if (!handler) throw new Error('analytics table writer is not registered');
      await handler(event);
    },
    async consume(handle) {
      handler = handle;
    },
    async close() {
      handler = undefined;
    },
  };
}
