import { addDays, moscowDay } from '@agrolease/domain';
import { REGIONS } from '../reference-data/regions.ts';
import type { stockItems } from '../schema/sale.ts';
import type { Random } from './random.ts';

const STREETS = ['ул. Складская', 'ш. Промышленное', 'ул. Транспортная', 'пр-д Логистический'];

/**
 * Machinery held at the company's warehouses (docs/decisions/0032): a spread of products
 * over regional warehouses, most ready now, some arriving within six weeks.
 */
export function generateStockItems(
  random: Random,
  productCount: number,
  count: number,
  today: Date,
): (typeof stockItems.$inferInsert)[] {
  const used = new Set<number>();
  const rows: (typeof stockItems.$inferInsert)[] = [];
  while (rows.length < count && used.size < productCount) {
    const productId = random.int(1, productCount);
    if (used.has(productId)) continue;
    used.add(productId);
    const [, regionFiasId, , , , centre] = random.pick(REGIONS);
    const daysAhead = random.chance(0.7) ? -random.int(0, 60) : random.int(1, 42);
    rows.push({
      id: rows.length + 1,
      productId,
      city: centre,
      regionFiasId,
      address: `г. ${centre}, ${random.pick(STREETS)}, д. ${random.int(1, 40)}, склад № ${random.int(1, 5)}`,
      quantity: random.int(1, 6),
      // Days from the Moscow day, as the gateway counts readiness (moscowDay; decision 0116).
      readyOn: addDays(moscowDay(today), daysAhead),
    });
  }
  return rows;
}
