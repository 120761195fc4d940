import type { DbExecutor } from '@agrolease/db';
import { distanceKm, shippingCost } from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import { findRegionPoints } from '../geo/index.ts';
import { type ApplicationProductRow, findApplicationProducts } from './queries.ts';

export async function computeShipping(
  db: DbExecutor,
  products: readonly ApplicationProductRow[],
  region: string,
) {
  const points = await findRegionPoints(db, [region, ...products.map((row) => row.supplierRegion)]);
  const target = points.get(region);
  if (!target) {
    throw new AppError('VALIDATION', 'Выберите регион поставки', {
      fieldErrors: [{ prop: 'delivery_region', error: 'Выберите регион поставки' }],
    });
  }
  const items = products.map((row) => {
    const from = points.get(row.supplierRegion) ?? target;
    const distance = distanceKm(from, target);
    return { id_product: row.productId, distance, cost: shippingCost(distance, row.quantity) };
  });
  const cost = items.reduce((sum, item) => sum + item.cost, 0);
  const distance = items.reduce((max, item) => Math.max(max, item.distance), 0);
  return { cost, distance, items };
}

/**
 * Shipping of a sent application's machinery to the delivery region it names, by the same
 * tariff the wizard showed (the deal's GetShippingCost reads it): cost per product id.
 */
export async function shippingOfApplication(
  db: DbExecutor,
  application: { id: number; form: Record<string, unknown> },
): Promise<Map<number, number>> {
  const rows = await findApplicationProducts(db, application.id);
  const region = String(application.form.delivery_region || application.form.region || '');
  if (rows.length === 0 || !region) return new Map();
  const shipping = await computeShipping(db, rows, region);
  return new Map(shipping.items.map((item) => [item.id_product, item.cost]));
}
