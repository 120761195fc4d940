import { type DbExecutor, schema } from '@agrolease/db';
import { and, eq, notInArray } from 'drizzle-orm';

const { products, priceLevels } = schema;

export interface ProductCardUpdate {
  description: string;
  /** In order; an existing level keeps its id (carts and applications that chose it keep it). */
  prices: { id: number | null; title: string; value: number }[];
}

/**
 * Applies an accepted card change to the catalogue (decision 0086): the description, the price
 * levels (updated in place, new ones added, dropped ones deleted: a cart line that chose a dropped
 * level falls back to the first) and products.price, the first level. The catalogue triggers move
 * catalogue_generation, so every cache keyed by it (the index, facet counts, kept pages) follows.
 */
export async function applyProductCard(
  db: DbExecutor,
  productId: number,
  update: ProductCardUpdate,
): Promise<void> {
  const existing = await db
    .select({ id: priceLevels.id })
    .from(priceLevels)
    .where(eq(priceLevels.productId, productId));
  const existingIds = new Set(existing.map((row) => row.id));
  const kept = update.prices.flatMap((level) =>
    level.id !== null && existingIds.has(level.id) ? [level.id] : [],
  );
  await db
    .delete(priceLevels)
    .where(
      kept.length > 0
        ? and(eq(priceLevels.productId, productId), notInArray(priceLevels.id, kept))
        : eq(priceLevels.productId, productId),
    );
  for (const [sort, level] of update.prices.entries()) {
    if (level.id !== null && existingIds.has(level.id)) {
      await db
        .update(priceLevels)
        .set({ title: level.title, value: level.value, sort })
        .where(and(eq(priceLevels.id, level.id), eq(priceLevels.productId, productId)));
    } else {
      await db.insert(priceLevels).values({ productId, title: level.title, value: level.value, sort });
    }
  }
  const first = update.prices[0];
  await db
    .update(products)
    .set({ description: update.description, ...(first ? { price: first.value } : {}) })
    .where(eq(products.id, productId));
}
