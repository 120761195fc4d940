import { type Database, type DbExecutor, ownedByCompanyOf, schema } from '@agrolease/db';
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';

const {
  applications,
  applicationProducts,
  products,
  suppliers,
  categories,
  priceLevels,
  regions,
  cabinetFiles,
  cabinetDocuments,
  cartLines,
} = schema;

export type ApplicationProductRow = Awaited<ReturnType<typeof findApplicationProducts>>[number];

/** The draft's machines with what the wizard shows of each product. */
export function findApplicationProducts(db: DbExecutor, applicationId: number) {
  return db
    .select({
      id: applicationProducts.id,
      productId: applicationProducts.productId,
      priceLevelId: applicationProducts.priceLevelId,
      quantity: applicationProducts.quantity,
      price: applicationProducts.price,
      complect: applicationProducts.complect,
      title: products.title,
      image: products.image,
      listPrice: products.price,
      supplier: suppliers.title,
      supplierRegion: suppliers.regionFiasId,
    })
    .from(applicationProducts)
    .innerJoin(products, eq(products.id, applicationProducts.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(eq(applicationProducts.applicationId, applicationId))
    .orderBy(asc(applicationProducts.id));
}

export function findPriceLevelsOf(db: DbExecutor, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: priceLevels.id,
      productId: priceLevels.productId,
      title: priceLevels.title,
      value: priceLevels.value,
    })
    .from(priceLevels)
    .where(inArray(priceLevels.productId, [...productIds]))
    .orderBy(asc(priceLevels.productId), asc(priceLevels.sort), asc(priceLevels.id));
}

export function findProductsByIds(db: DbExecutor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, price: products.price, title: products.title })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

export async function findProduct(db: DbExecutor, id: number) {
  const [row] = await db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row;
}

/** The form of the company's latest application other than an empty draft: what a new one starts from. */
export async function findLastApplicationForm(db: DbExecutor, accountId: number) {
  const [row] = await db
    .select({ form: applications.form })
    .from(applications)
    .where(
      and(
        ownedByCompanyOf(applications.accountId, accountId),
        sql`coalesce(${applications.form} ->> 'region', '') <> ''`,
      ),
    )
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(1);
  return row?.form as Record<string, unknown> | undefined;
}

export async function insertDraft(db: DbExecutor, accountId: number, form: Record<string, unknown>) {
  const [row] = await db.insert(applications).values({ accountId, form }).returning();
  if (!row) throw new Error('applications insert returned no row');
  return row;
}

export function updateApplication(
  db: DbExecutor,
  id: number,
  set: Partial<{ step: number; maxStep: number; form: Record<string, unknown> }>,
) {
  return db
    .update(applications)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(applications.id, id));
}

/** Inserts a product line or, on the same product, updates it (application_products_key). */
export function upsertApplicationProduct(
  db: DbExecutor,
  line: {
    applicationId: number;
    productId: number;
    priceLevelId: number | null;
    price: number;
    quantity: number;
    complect: { title: string; quantity: number; price: number }[];
  },
  keep: { quantity: boolean; complect: boolean },
) {
  return db
    .insert(applicationProducts)
    .values(line)
    .onConflictDoUpdate({
      target: [applicationProducts.applicationId, applicationProducts.productId],
      set: {
        priceLevelId: line.priceLevelId,
        price: line.price,
        ...(keep.quantity ? {} : { quantity: line.quantity }),
        ...(keep.complect ? {} : { complect: line.complect }),
      },
    });
}

export function deleteProductsExcept(
  db: DbExecutor,
  applicationId: number,
  keepProductIds: readonly number[],
) {
  return db
    .delete(applicationProducts)
    .where(
      and(
        eq(applicationProducts.applicationId, applicationId),
        keepProductIds.length ? notInArray(applicationProducts.productId, [...keepProductIds]) : undefined,
      ),
    );
}

export async function deleteProductRow(
  db: DbExecutor,
  applicationId: number,
  rowId: number,
): Promise<boolean> {
  const rows = await db
    .delete(applicationProducts)
    .where(and(eq(applicationProducts.applicationId, applicationId), eq(applicationProducts.id, rowId)))
    .returning({ id: applicationProducts.id });
  return rows.length > 0;
}

/** Regions as select options: value is the FIAS id (suppliers carry the same). */
export function findRegions(db: DbExecutor) {
  return db
    .select({ fiasId: regions.fiasId, title: regions.titleWithType })
    .from(regions)
    .orderBy(asc(regions.sortKey));
}

export function findOwnFiles(db: DbExecutor, accountId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: cabinetFiles.id, title: cabinetFiles.title })
    .from(cabinetFiles)
    .where(and(ownedByCompanyOf(cabinetFiles.accountId, accountId), inArray(cabinetFiles.id, [...ids])));
}

export async function findApplicationDocument(db: DbExecutor, applicationId: number) {
  const [row] = await db
    .select()
    .from(cabinetDocuments)
    .where(and(eq(cabinetDocuments.entity, 'application'), eq(cabinetDocuments.entityId, applicationId)))
    .orderBy(asc(cabinetDocuments.id))
    .limit(1);
  return row;
}

export async function insertApplicationDocument(
  db: DbExecutor,
  row: { accountId: number; applicationId: number; title: string; fileId: number },
) {
  const [inserted] = await db
    .insert(cabinetDocuments)
    .values({
      accountId: row.accountId,
      entity: 'application',
      entityId: row.applicationId,
      title: row.title,
      fileId: row.fileId,
      needsSignature: true,
    })
    .returning();
  if (!inserted) throw new Error('cabinet_documents insert returned no row');
  return inserted;
}

/** Replaces the file of an unsigned document; a signed one stays as it is. */
export async function replaceUnsignedDocument(db: DbExecutor, id: number, title: string, fileId: number) {
  const rows = await db
    .update(cabinetDocuments)
    .set({ fileId, title })
    .where(and(eq(cabinetDocuments.id, id), isNull(cabinetDocuments.signedAt)))
    .returning();
  return rows[0];
}

export function findTopCategories(db: Database) {
  return db
    .select({ id: categories.id, title: categories.title, parentId: categories.parentId })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
}

export interface CatalogQuery {
  categoryIds: readonly number[] | null;
  productIds: readonly number[] | null;
  sort: 'price' | 'title';
  by: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A page of catalogue products for step two, with the total. */
export async function findCatalogPage(db: Database, query: CatalogQuery) {
  const where = and(
    query.categoryIds ? inArray(products.categoryId, [...query.categoryIds]) : undefined,
    query.productIds ? inArray(products.id, [...query.productIds]) : undefined,
  );
  if (
    (query.categoryIds && query.categoryIds.length === 0) ||
    (query.productIds && query.productIds.length === 0)
  ) {
    return { rows: [], total: 0 };
  }
  const order = query.sort === 'price' ? products.price : products.title;
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      brand: products.brand,
      price: products.price,
      image: products.image,
      supplier: suppliers.title,
      category: categories.title,
    })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(query.by === 'desc' ? desc(order) : asc(order), asc(products.id))
    .limit(query.limit)
    .offset(query.offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

/** The visitor's cart lines with each product's list price. */
export function findCartLinesFor(db: DbExecutor, clientId: string) {
  return db
    .select({
      productId: cartLines.productId,
      priceLevelId: cartLines.priceLevelId,
      quantity: cartLines.quantity,
      price: products.price,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.clientId, clientId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

export function clearCart(db: DbExecutor, clientId: string) {
  return db.delete(cartLines).where(eq(cartLines.clientId, clientId));
}
