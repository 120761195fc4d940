import type { FastifyInstance } from 'fastify';
import { repeatWhileUp } from '../../plugins/repeat-while-up.ts';
import { DELIVERY_BATCH, deliverDueMessages } from './deliver-messages.ts';

/**
 * Sends the letters of cabinet messages while the gateway is up (decision 0164): a round every
 * `everyMs` (MESSAGE_DELIVERY_EVERY_MS; 0 turns the loop off, as the gateway tests do, which call
 * deliverDueMessages themselves), one round at a time per process (repeatWhileUp), as many rounds as are full.
 */
export function messageDeliveryRoutes(everyMs: number) {
  return async (app: FastifyInstance): Promise<void> => {
    if (everyMs <= 0) return;
    const deps = { db: app.db, mail: app.adapters.mail, sms: app.adapters.sms, siteAddress: app.siteAddress };
    repeatWhileUp(app, {
      everyMs,
      failure: 'the delivery of cabinet messages failed',
      run: async () => {
        for (;;) {
          const round = await deliverDueMessages(deps, app.adapters.clock.now());
          if (round.failed > 0) app.log.warn(round, 'letters of cabinet messages failed for good');
          if (round.sent + round.skipped + round.retried + round.failed < DELIVERY_BATCH) break;
        }
      },
    });
  };
}
