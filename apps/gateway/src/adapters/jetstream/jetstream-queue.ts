import {
  AckPolicy,
  type ConsumerMessages,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
} from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';

export interface JetStreamQueueOptions {
  url: string;
  stream: string;
  subject: string;
  /** The durable consumer's name: every instance pulls from the same one, so each message goes to one of them. */
  consumer: string;
  /** `workqueue`: a message leaves the stream once acknowledged; `limits` (default): it stays. */
  retention?: 'limits' | 'workqueue';
  /** How long (ms) a handled message may stay unacknowledged before JetStream gives it to another puller. */
  ackWaitMs?: number;
  log?: (line: string) => void;
}

/** A JetStream stream with one durable pull consumer, handling JSON messages (ARCHITECTURE.md §1). */
export interface JetStreamQueue<T> {
  /** Publishes `payload`; the same `id` within two minutes is stored once (JetStream's duplicate window). */
  publish(payload: T, id: string): Promise<void>;
  /**
   * Starts handing messages to `handle`: acknowledged once it returns, given again after
   * `retryMs` when it throws. Returns once the consumer is set up.
   */
  consume(handle: (payload: T) => Promise<void>, retryMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The connection handling the analytics bus (decision 0053) and the delivery of cabinet messages
 * share: one connection per queue made on first use, the stream and the durable consumer created
 * when missing, and a close that stops pulling before it drains.
 */
export function createJetStreamQueue<T>(options: JetStreamQueueOptions): JetStreamQueue<T> {
  const { stream, subject, consumer } = options;
  let connection: Promise<NatsConnection> | undefined;
  let messages: ConsumerMessages | undefined;
  let closed = false;

  const connected = () => {
    connection ??= (async () => {
      const nc = await connect({ servers: options.url, name: 'agrolease-gateway' });
      const jsm = await jetstreamManager(nc);
      try {
        await jsm.streams.info(stream);
      } catch {
        await jsm.streams.add({
          name: stream,
          subjects: [subject],
          duplicate_window: 120_000_000_000,
          retention: options.retention === 'workqueue' ? RetentionPolicy.Workqueue : RetentionPolicy.Limits,
        });
      }
      return nc;
    })();
    return connection;
  };

  return {
    async publish(payload, id) {
      if (closed) throw new Error(`${stream}: the queue is closed`);
      const js = jetstream(await connected());
      await js.publish(subject, JSON.stringify(payload), { msgID: id });
    },
    async consume(handle, retryMs = 5_000) {
      const nc = await connected();
      const jsm = await jetstreamManager(nc);
      try {
        await jsm.consumers.info(stream, consumer);
      } catch {
        await jsm.consumers.add(stream, {
          durable_name: consumer,
          ack_policy: AckPolicy.Explicit,
          ...(options.ackWaitMs ? { ack_wait: options.ackWaitMs * 1_000_000 } : {}),
        });
      }
      if (closed) return;
      messages = await (await jetstream(nc).consumers.get(stream, consumer)).consume();
      void (async () => {
        for await (const message of messages) {
          try {
            await handle(message.json<T>());
            message.ack();
          } catch (error) {
            options.log?.(`${stream}: message not handled, redelivering: ${String(error)}`);
            message.nak(retryMs);
          }
        }
      })();
    },
    async close() {
      closed = true;
      await messages?.close();
      if (connection) await (await connection).drain();
      connection = undefined;
    },
  };
}
