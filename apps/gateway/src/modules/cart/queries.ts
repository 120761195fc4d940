import type { Database, DbExecutor } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

const { cartLines, categories, priceLevels, products, suppliers } = schema;

export function findCartLines(db: Database, clientId: string) {
  return db
    .select({
      productId: cartLines.productId,
      priceLevelId: cartLines.priceLevelId,
      quantity: cartLines.quantity,
      title: products.title,
      image: products.image,
      supplier: suppliers.title,
      topCategoryId: sql<number>`coalesce(${categories.parentId}, ${categories.id})`,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(eq(cartLines.clientId, clientId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

export function findPriceLevels(db: Database, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: priceLevels.id,
      productId: priceLevels.productId,
      title: priceLevels.title,
      value: priceLevels.value,
    })
    .from(priceLevels)
    .where(inArray(priceLevels.productId, productIds))
    .orderBy(asc(priceLevels.productId), asc(priceLevels.sort), asc(priceLevels.id));
}

export async function productExists(db: Database, productId: number): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  return rows.length > 0;
}

/** Inserts the line, or on a product already in the cart sets its level and, when given, its quantity. */
export function upsertCartLine(
  db: DbExecutor,
  line: { clientId: string; productId: number; priceLevelId: number | null; quantity: number | undefined },
) {
  return db
    .insert(cartLines)
    .values({ ...line, quantity: line.quantity ?? 1 })
    .onConflictDoUpdate({
      target: [cartLines.clientId, cartLines.productId],
      set: {
        priceLevelId: line.priceLevelId,
        updatedAt: sql`now()`,
        ...(line.quantity === undefined ? {} : { quantity: line.quantity }),
      },
    })
    .returning({ productId: cartLines.productId, quantity: cartLines.quantity });
}

export function deleteCartLines(db: DbExecutor, clientId: string, productIds: number[]) {
  return db
    .delete(cartLines)
    .where(and(eq(cartLines.clientId, clientId), inArray(cartLines.productId, productIds)))
    .returning({ productId: cartLines.productId });
}

export function findStoredLines(db: DbExecutor, cartKey: string) {
  return db
    .select({
      productId: cartLines.productId,
      priceLevelId: cartLines.priceLevelId,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(eq(cartLines.clientId, cartKey))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

/** Writes a line as it is to be, whether or not the product is in that cart yet. */
export function putCartLine(
  db: DbExecutor,
  line: { clientId: string; productId: number; priceLevelId: number | null; quantity: number },
) {
  return db
    .insert(cartLines)
    .values(line)
    .onConflictDoUpdate({
      target: [cartLines.clientId, cartLines.productId],
      set: { priceLevelId: line.priceLevelId, quantity: line.quantity, updatedAt: sql`now()` },
    });
}

export function clearCartLines(db: DbExecutor, cartKey: string) {
  return db.delete(cartLines).where(eq(cartLines.clientId, cartKey));
}
