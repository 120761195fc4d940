import { type DbExecutor, schema } from '@agrolease/db';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';

const { products, priceLevels, suppliers, categories, supplierProductChanges } = schema;

export type ProductChangeRow = typeof supplierProductChanges.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;

/** A supplier account's company in the catalogue: the supplier with the account's INN (decision 0086). */
export async function supplierOfInn(db: DbExecutor, inn: string): Promise<SupplierRow | undefined> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.inn, inn)).limit(1);
  return row;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function productFilter(supplierId: number, query: string): SQL | undefined {
  const own = eq(products.supplierId, supplierId);
  if (!query) return own;
  const pattern = likePattern(query);
  const matches: SQL[] = [
    ilike(products.title, pattern),
    ilike(products.brand, pattern),
    ilike(products.model, pattern),
  ];
  if (/^\d{1,9}$/.test(query)) matches.push(eq(products.id, Number(query)));
  return and(own, or(...matches));
}

const productColumns = {
  id: products.id,
  title: products.title,
  brand: products.brand,
  model: products.model,
  year: products.year,
  price: products.price,
  description: products.description,
  category: categories.title,
};

/** The supplier's products, by title (then id), one page; or all of them (limit undefined). */
export async function supplierProductsPage(
  db: DbExecutor,
  filter: { supplierId: number; query: string; offset: number; limit?: number },
) {
  const where = productFilter(filter.supplierId, filter.query);
  const base = db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(asc(products.title), asc(products.id))
    .offset(filter.offset);
  const rows = await (filter.limit === undefined ? base : base.limit(filter.limit));
  const [total] = await db.select({ value: count() }).from(products).where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findSupplierProduct(db: DbExecutor, supplierId: number, productId: number) {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), eq(products.supplierId, supplierId)))
    .limit(1);
  return row;
}

export async function findProduct(db: DbExecutor, productId: number) {
  const [row] = await db
    .select({ ...productColumns, company: suppliers.title, inn: suppliers.inn })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(eq(products.id, productId))
    .limit(1);
  return row;
}

/** The price levels of the products, in their order. */
export async function levelsOf(db: DbExecutor, productIds: number[]) {
  if (productIds.length === 0) return [];
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

/** The latest change of each product (pending or last decided). */
export async function latestChanges(
  db: DbExecutor,
  productIds: number[],
): Promise<Map<number, ProductChangeRow>> {
  const latest = new Map<number, ProductChangeRow>();
  if (productIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(supplierProductChanges)
    .where(inArray(supplierProductChanges.productId, productIds))
    .orderBy(desc(supplierProductChanges.updatedAt), desc(supplierProductChanges.id));
  for (const row of rows) {
    if (row.productId !== null && !latest.has(row.productId)) latest.set(row.productId, row);
  }
  return latest;
}

export async function pendingCountOfSupplier(db: DbExecutor, supplierId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(supplierProductChanges)
    .leftJoin(products, eq(products.id, supplierProductChanges.productId))
    .where(
      and(
        or(eq(products.supplierId, supplierId), eq(supplierProductChanges.supplierId, supplierId)),
        eq(supplierProductChanges.status, 'pending'),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Lock the product's pending change, if any (one per product: a partial unique index). The product
 * row is locked first, so two first saves of one card wait for each other instead of colliding.
 */
export async function lockPendingChange(db: DbExecutor, productId: number) {
  await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const [row] = await db
    .select()
    .from(supplierProductChanges)
    .where(and(eq(supplierProductChanges.productId, productId), eq(supplierProductChanges.status, 'pending')))
    .for('update')
    .limit(1);
  return row;
}

export async function insertChange(db: DbExecutor, values: typeof supplierProductChanges.$inferInsert) {
  const [row] = await db.insert(supplierProductChanges).values(values).returning();
  if (!row) throw new Error('the change was not stored');
  return row;
}

export async function updateChange(
  db: DbExecutor,
  id: number,
  values: Partial<typeof supplierProductChanges.$inferInsert>,
) {
  const [row] = await db
    .update(supplierProductChanges)
    .set(values)
    .where(eq(supplierProductChanges.id, id))
    .returning();
  if (!row) throw new Error('the change is gone');
  return row;
}

export async function findChange(db: DbExecutor, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(supplierProductChanges).where(eq(supplierProductChanges.id, id)).limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function changesPage(
  db: DbExecutor,
  filter: { status?: string; offset: number; limit: number },
) {
  const where = filter.status ? eq(supplierProductChanges.status, filter.status) : undefined;
  const rows = await db
    .select({
      change: supplierProductChanges,
      product: sql<string>`coalesce(${products.title}, ${supplierProductChanges.card}->>'title', '')`,
      company: suppliers.title,
    })
    .from(supplierProductChanges)
    .leftJoin(products, eq(products.id, supplierProductChanges.productId))
    .innerJoin(
      suppliers,
      eq(suppliers.id, sql`coalesce(${supplierProductChanges.supplierId}, ${products.supplierId})`),
    )
    .where(where)
    .orderBy(
      sql`case when ${supplierProductChanges.status} = 'pending' then 0 else 1 end`,
      desc(supplierProductChanges.updatedAt),
      desc(supplierProductChanges.id),
    )
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await db.select({ value: count() }).from(supplierProductChanges).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The new cards a supplier proposed (decision 0109), latest first. */
export function newCardsOf(db: DbExecutor, supplierId: number) {
  return db
    .select()
    .from(supplierProductChanges)
    .where(and(eq(supplierProductChanges.supplierId, supplierId), eq(supplierProductChanges.kind, 'new')))
    .orderBy(desc(supplierProductChanges.updatedAt), desc(supplierProductChanges.id));
}

/** One of the supplier's new cards, locked for the transaction when asked. */
export async function findNewCard(
  db: DbExecutor,
  supplierId: number,
  id: number,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(supplierProductChanges)
    .where(
      and(
        eq(supplierProductChanges.id, id),
        eq(supplierProductChanges.supplierId, supplierId),
        eq(supplierProductChanges.kind, 'new'),
      ),
    )
    .limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export function findSupplier(db: DbExecutor, supplierId: number) {
  return db.select().from(suppliers).where(eq(suppliers.id, supplierId)).limit(1);
}
