import { AckPolicy, type ConsumerMessages, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
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
  const stream = options.stream ?? ANALYTICS_STREAM;
  const subject = options.subject ?? ANALYTICS_SUBJECT;
  const consumer = options.consumer ?? CONSUMER;
  let connection: Promise<NatsConnection> | undefined;
  let messages: ConsumerMessages | undefined;

  const connected = () => {
    connection ??= (async () => {
      const nc = await connect({ servers: url, name: 'agrolease-gateway' });
      const jsm = await jetstreamManager(nc);
      try {
        await jsm.streams.info(stream);
      } catch {
        await jsm.streams.add({ name: stream, subjects: [subject], duplicate_window: 120_000_000_000 });
      }
      return nc;
    })();
    return connection;
  };

  return {
    kind: 'nats',
    async publish(event) {
      const js = jetstream(await connected());
      await js.publish(subject, JSON.stringify(event), { msgID: event.guid });
    },
    async consume(handle) {
      const nc = await connected();
      const jsm = await jetstreamManager(nc);
      try {
        await jsm.consumers.info(stream, consumer);
      } catch {
        await jsm.consumers.add(stream, { durable_name: consumer, ack_policy: AckPolicy.Explicit });
      }
      const js = jetstream(nc);
      messages = await (await js.consumers.get(stream, consumer)).consume();
      void (async () => {
        for await (const message of messages) {
          try {
            await handle(message.json<BusEvent>());
            message.ack();
          } catch (error) {
            options.log?.(`analytics: event not written, redelivering: ${String(error)}`);
            message.nak(5_000);
          }
        }
      })();
    },
    async close() {
      await messages?.close();
      if (connection) await (await connection).drain();
      connection = undefined;
    },
  };
}
