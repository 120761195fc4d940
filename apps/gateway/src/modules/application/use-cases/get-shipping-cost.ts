import type { Database } from '@agrolease/db';
import { formatRoubles } from '@agrolease/domain';
import { AppError } from '../../../errors/app-error.ts';
import type { SessionRecord } from '../../../http/session.ts';
import { findOwnApplication } from '../lifecycle.ts';
import { findApplicationProducts, updateApplication } from '../queries.ts';
import { computeShipping } from '../shipping.ts';

export async function getShippingCost(
  db: Database,
  session: SessionRecord,
  input: { id_object: number; delivery_region?: string | undefined },
) {
  return db.transaction(async (tx) => {
    const application = await findOwnApplication(tx, session.accountId, input.id_object);
    const rows = await findApplicationProducts(tx, application.id);
    if (rows.length === 0) {
      throw new AppError('VALIDATION', 'Сначала выберите технику', {
        fieldErrors: [{ prop: 'products', error: 'Сначала выберите технику' }],
      });
    }
    const region = String(
      input.delivery_region || application.form.delivery_region || application.form.region || '',
    );
    const shipping = await computeShipping(tx, rows, region);
    if (application.status === 'draft') {
      await updateApplication(tx, application.id, {
        form: {
          ...application.form,
          delivery_region: region,
          shipping_cost: shipping.cost,
          shipping_distance: shipping.distance,
        },
      });
    }
    return { success: true as const, ...shipping, cost_formatted: formatRoubles(shipping.cost) };
  });
}
