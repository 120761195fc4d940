import { schema } from '@agrolease/db';
import { and, eq } from 'drizzle-orm';
import type { DeliveryJob, DeliveryQueue } from '../../adapters/delivery-queue/delivery-queue.ts';
import {
  DELIVERY_BATCH,
  type DeliveryDeps,
  type DeliveryRound,
  deliveriesToSend,
  leaseEnd,
  sendDelivery,
  takeDueDeliveries,
} from './deliver-messages.ts';

const { messageDeliveries } = schema;

/**
 * With NATS (decision 0177): publishes the due deliveries of the outbox to JetStream, at most
 * `limit`, and returns how many. Taking them moves their next try past the lease, so no relay
 * publishes a row twice while it waits to be sent; one whose publishing failed is due again at once.
 */
export async function relayDueDeliveries(
  db: DeliveryDeps['db'],
  queue: DeliveryQueue,
  now = new Date(),
  limit = DELIVERY_BATCH,
): Promise<number> {
  const taken = await takeDueDeliveries(db, now, limit);
  for (const [index, row] of taken.entries()) {
    try {
      await queue.publish({ delivery: row.id, attempts: row.attempts }, `delivery-${row.id}-${row.attempts}`);
    } catch (error) {
      for (const left of taken.slice(index)) {
        await db
          .update(messageDeliveries)
          .set({ nextAttemptAt: now })
          .where(eq(messageDeliveries.id, left.id));
      }
      throw error;
    }
  }
  return taken.length;
}

/**
 * Handles one delivery from JetStream. It is claimed by moving its tries on from the number it
 * was published with, only while it is still waiting: a message JetStream gives again (to this
 * instance or another) after the delivery was sent, skipped or taken up finds nothing to claim
 * and sends nothing. Returns the outcome, or null for such a repeat.
 */
export async function deliverQueuedMessage(
  deps: DeliveryDeps,
  job: DeliveryJob,
  now = new Date(),
): Promise<keyof DeliveryRound | null> {
  const attempt = job.attempts + 1;
  const claimed = await deps.db
    .update(messageDeliveries)
    .set({ attempts: attempt, nextAttemptAt: leaseEnd(now) })
    .where(
      and(
        eq(messageDeliveries.id, job.delivery),
        eq(messageDeliveries.status, 'pending'),
        eq(messageDeliveries.attempts, job.attempts),
      ),
    )
    .returning({ id: messageDeliveries.id });
  const [row] = await deliveriesToSend(deps.db, claimed);
  return row ? sendDelivery(deps, row, attempt, now) : null;
}
