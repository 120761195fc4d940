import { createJetStreamQueue, type JetStreamQueue } from '../jetstream/jetstream-queue.ts';

/** One delivery of the outbox (`message_deliveries`) to send, at the try it was due for. */
export interface DeliveryJob {
  delivery: number;
  /** The row's tries when it was published: a message of an older try finds the row moved on. */
  attempts: number;
}

/**
 * The outbox's deliveries on NATS JetStream (decision 0177): a work-queue stream with one
 * durable consumer that every instance pulls from, so each published delivery goes to one
 * instance. Null without NATS_URL: each instance takes due rows from the database itself.
 */
export type DeliveryQueue = JetStreamQueue<DeliveryJob>;

export const DELIVERY_STREAM = 'AGROLEASE_DELIVERIES';

export function createDeliveryQueue(
  url: string,
  names: { stream?: string; subject?: string; consumer?: string } = {},
  log?: (line: string) => void,
): DeliveryQueue {
  return createJetStreamQueue<DeliveryJob>({
    url,
    stream: names.stream ?? DELIVERY_STREAM,
    subject: names.subject ?? 'agrolease.deliveries',
    consumer: names.consumer ?? 'message-delivery',
    retention: 'workqueue',
    // A letter is sent within seconds; a minute unacknowledged means its instance is gone.
    ackWaitMs: 60_000,
    log,
  });
}
