import type { catalogue as contract, TCallReply } from '@agrolease/contracts';
import { type DbExecutor, schema } from '@agrolease/db';
import { distanceKm, readableRegion, shippingCost } from '@agrolease/domain';
import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { findRegionPoints } from '../geo/index.ts';

const { products, suppliers, regions } = schema;

/**
 * ProductDelivery (issue 39, decision 0179): before a machine goes into the cart, what its
 * delivery from the supplier's region to the visitor's costs, by the tariff the application
 * wizard charges (`shippingCost`, decision 0062) — a machine 5 788 km away is not a surprise.
 */
export async function productDelivery(
  db: DbExecutor,
  input: { id: number; region_fias_id: string },
): Promise<TCallReply<typeof contract.productDelivery>> {
  const [product] = await db
    .select({ region: suppliers.regionFiasId })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(eq(products.id, input.id))
    .limit(1);
  if (!product) throw new AppError('NOT_FOUND', 'Техника не найдена');
  const to = input.region_fias_id.toLowerCase();
  const [points, titles] = await Promise.all([
    findRegionPoints(db, [product.region, to]),
    db
      .select({ fiasId: regions.fiasId, title: regions.titleWithType })
      .from(regions)
      .where(inArray(regions.fiasId, [product.region, to])),
  ]);
  const from = points.get(product.region);
  const target = points.get(to);
  if (!target) {
    throw new AppError('VALIDATION', 'Неизвестный регион доставки', {
      fieldErrors: [{ prop: 'region_fias_id', error: 'Неизвестный регион доставки' }],
    });
  }
  const distance = from ? distanceKm(from, target) : 0;
  const title = (fiasId: string) => readableRegion(titles.find((row) => row.fiasId === fiasId)?.title ?? '');
  return {
    success: true,
    distance,
    cost: shippingCost(distance, 1),
    from_region: title(product.region),
    to_region: title(to),
  };
}
