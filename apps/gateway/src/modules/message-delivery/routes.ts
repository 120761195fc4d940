import type { FastifyInstance } from 'fastify';
import { repeatWhileUp } from '../../plugins/repeat-while-up.ts';
import { DELIVERY_BATCH, deliverDueMessages } from './deliver-messages.ts';
import { deliverQueuedMessage, relayDueDeliveries } from './queued-deliveries.ts';

/**
 * Sends the letters of cabinet messages while the gateway is up (decisions 0164, 0177): a turn
 * every `everyMs` (MESSAGE_DELIVERY_EVERY_MS; 0 turns it off, as the gateway tests do, which call
 * deliverDueMessages themselves), one at a time per process (repeatWhileUp), as many as are full.
 * Without NATS a turn sends the due rows itself; with NATS it publishes them to JetStream and the
 * durable consumer every instance shares sends each once.
 */
export function messageDeliveryRoutes(everyMs: number) {
  return async (app: FastifyInstance): Promise<void> => {
    if (everyMs <= 0) return;
    const deps = { db: app.db, mail: app.adapters.mail, sms: app.adapters.sms, siteAddress: app.siteAddress };
    const queue = app.adapters.deliveryQueue;
    if (queue) {
      app.addHook('onReady', async () => {
        try {
          await queue.consume(async (job) => {
            const outcome = await deliverQueuedMessage(deps, job, app.adapters.clock.now());
            if (outcome === 'failed') app.log.warn({ delivery: job.delivery }, 'a letter failed for good');
          });
        } catch (error) {
          // As the analytics consumer: the site serves on; the relay's turns log until NATS answers.
          app.log.error({ err: error }, 'the JetStream consumer of deliveries did not start');
        }
      });
      app.addHook('onClose', () => queue.close());
    }
    repeatWhileUp(app, {
      everyMs,
      failure: 'the delivery of cabinet messages failed',
      run: async () => {
        for (;;) {
          const now = app.adapters.clock.now();
          if (queue) {
            if ((await relayDueDeliveries(app.db, queue, now)) < DELIVERY_BATCH) break;
            continue;
          }
          const round = await deliverDueMessages(deps, now);
          if (round.failed > 0) app.log.warn(round, 'letters of cabinet messages failed for good');
          if (round.sent + round.skipped + round.retried + round.failed < DELIVERY_BATCH) break;
        }
      },
    });
  };
}
