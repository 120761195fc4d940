import type { calcConditions } from '../schema/calculator.ts';
import type { Random } from './random.ts';
import { stableUuid } from './stable-uuid.ts';

/**
 * Leasing conditions of each top category (GetBorderConditions): heavy self-propelled
 * machinery gets longer terms and lower rates than small implements. Deterministic from the seed.
 */
export function generateCalcConditions(
  random: Random,
  topCategories: readonly { id: number; uri: string }[],
): (typeof calcConditions.$inferInsert)[] {
  const heavy = new Set(['traktory', 'kombajny', 'gruzovaya-tehnika', 'spectehnika', 'pogruzchiki']);
  return topCategories.map((category) => {
    const isHeavy = heavy.has(category.uri);
    const minAdvance = random.pick([0, 5, 10]);
    const maxTerm = isHeavy ? 84 : random.pick([60, 72]);
    return {
      categoryId: category.id,
      guid: stableUuid(`category:${category.uri}`),
      minAdvance,
      maxAdvance: 49,
      defaultAdvance: Math.max(minAdvance, 20),
      minTerm: 12,
      maxTerm,
      defaultTerm: 36,
      rateBp: (isHeavy ? random.int(28, 33) : random.int(31, 38)) * 50,
    };
  });
}
