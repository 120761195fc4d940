import { createJetStreamQueue } from '../jetstream/jetstream-queue.ts';
import type { AnalyticsBus, BusEvent } from './analytics-bus.ts';

export const ANALYTICS_STREAM = 'AGROLEASE_ANALYTICS';
export const ANALYTICS_SUBJECT = 'agrolease.analytics.events';
const CONSUMER = 'analytics-table-writer';

/**
 * NATS JetStream: events are published to a durable stream (deduplicated by guid) and a
 * durable pull consumer writes them to the table, so several site instances share one
 * stream and an event survives a database outage until it is acknowledged.
 */
export function createNatsBus(
  url: string,
  options: { stream?: string; subject?: string; consumer?: string; log?: (line: string) => void } = {},
): AnalyticsBus {
  const queue = createJetStreamQueue<BusEvent>({
    url,
    stream: options.stream ?? ANALYTICS_STREAM,
    subject: options.subject ?? ANALYTICS_SUBJECT,
    consumer: options.consumer ?? CONSUMER,
    log: options.log,
  });
  return {
    kind: 'nats',
    publish: (event) => queue.publish(event, event.guid),
    consume: (handle) => queue.consume(handle),
    close: () => queue.close(),
  };
}
