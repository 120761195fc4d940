import type { Database, DbExecutor } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';

const { calcConditions, categories, kpRequests, products } = schema;

const conditionColumns = {
  guid: calcConditions.guid,
  categoryId: calcConditions.categoryId,
  title: categories.title,
  uri: categories.uri,
  minAdvance: calcConditions.minAdvance,
  maxAdvance: calcConditions.maxAdvance,
  defaultAdvance: calcConditions.defaultAdvance,
  minTerm: calcConditions.minTerm,
  maxTerm: calcConditions.maxTerm,
  defaultTerm: calcConditions.defaultTerm,
  rateBp: calcConditions.rateBp,
};

export type ConditionsRow = Awaited<ReturnType<typeof findConditionsOfCategory>>;

export function listConditions(db: Database) {
  return db
    .select(conditionColumns)
    .from(calcConditions)
    .innerJoin(categories, eq(categories.id, calcConditions.categoryId))
    .orderBy(asc(categories.sort), asc(categories.id));
}

/**
 * Conditions of the top category that a category reference (guid, numeric id or uri) points
 * to: a subcategory uses its parent's conditions.
 */
export async function findConditionsOfCategory(db: Database, reference: string) {
  const isId = /^\d{1,9}$/.test(reference);
  const [row] = await db
    .select(conditionColumns)
    .from(calcConditions)
    .innerJoin(categories, eq(categories.id, calcConditions.categoryId))
    .where(
      sql`${calcConditions.guid} = ${reference} or ${calcConditions.categoryId} = (
        select coalesce(c.parent_id, c.id) from ${categories} c
        where ${isId ? sql`c.id = ${Number(reference)}` : sql`c.uri = ${reference}`}
      )`,
    )
    .limit(1);
  return row;
}

/** The top categories (a subcategory's parent) of some products, each once. */
export async function findTopCategoryIdsOf(db: Database, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: sql<number>`coalesce(${categories.parentId}, ${categories.id})` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, [...productIds]));
  return rows.map((row) => Number(row.id));
}

export async function findProduct(db: Database, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      price: products.price,
      categoryId: products.categoryId,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row;
}

export async function insertKpRequest(db: DbExecutor, row: typeof kpRequests.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(kpRequests).values(row).returning({ id: kpRequests.id });
  if (!inserted) throw new Error('kp_requests insert returned nothing');
  return inserted.id;
}
