import { notifications } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { requireRole } from '../../http/session.ts';
import { failedDeliveries, resendFailedDelivery } from './failed-deliveries.ts';
import { FAILED_DELIVERIES_EXPORT } from './list-exports.ts';

const MANAGERS = ['manager'] as const;

/** The back office's failed letters and SMS, and «Отправить снова» (decision 0169): managers only. */
export async function failedDeliveriesRoutes(app: FastifyInstance): Promise<void> {
  registerListWithExport(
    app,
    notifications.backofficeFailedDeliveries,
    FAILED_DELIVERIES_EXPORT,
    async (input, request) => {
      await requireRole(request, MANAGERS);
      return failedDeliveries(app.db, input.page, input.items_per_page);
    },
  );
  registerCall(app, notifications.backofficeFailedDeliveryResend, async (input, request) => {
    await requireRole(request, MANAGERS);
    return resendFailedDelivery(app.db, input.id_delivery, app.adapters.clock.now());
  });
}
