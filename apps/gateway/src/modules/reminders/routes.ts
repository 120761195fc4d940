import type { FastifyInstance } from 'fastify';
import { repeatWhileUp } from '../../plugins/repeat-while-up.ts';
import { sweepReminders } from './reminder-sweep.ts';

/**
 * Sweeps for the reminders a day brings (payments due and overdue, attorneys expiring; decision
 * 0174) once the gateway is ready and every `everyMs` after (REMINDER_SWEEP_EVERY_MS; 0 turns it
 * off, as the gateway tests do, which sweep themselves). Every instance may sweep: each reminder
 * is claimed once in the database.
 */
export function reminderRoutes(everyMs: number) {
  return async (app: FastifyInstance): Promise<void> => {
    if (everyMs <= 0) return;
    repeatWhileUp(app, {
      everyMs,
      atReady: true,
      failure: 'the sweep of payment and attorney reminders failed',
      run: async () => {
        const tally = await sweepReminders(app.db, app.adapters.clock.now());
        if (tally.paymentsDue + tally.paymentsOverdue + tally.attorneysExpiring > 0) {
          app.log.info(tally, 'reminders posted');
        }
      },
    });
  };
}
