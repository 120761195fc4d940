import type { AnalyticsBus } from './analytics-bus.ts';
import { createNatsBus } from './nats-bus.ts';
import { createTableBus } from './table-bus.ts';

export function createAnalyticsBus(natsUrl: string | undefined): AnalyticsBus {
  return natsUrl ? createNatsBus(natsUrl, { log: (line) => console.error(line) }) : createTableBus();
}
