import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';

const {
  banners,
  catalogFilterPages,
  catalogueGeneration,
  categories,
  characteristics,
  priceLevels,
  productCharacteristics,
  products,
  suppliers,
  viewedProducts,
} = schema;

export async function readGeneration(db: Database): Promise<number> {
  const [row] = await db.select({ value: catalogueGeneration.value }).from(catalogueGeneration).limit(1);
  return row?.value ?? 0;
}

export function findCategoryRows(db: Database) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      title: categories.title,
      uri: categories.uri,
      icon: categories.icon,
      description: categories.description,
    })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
}

export function findProductRows(db: Database) {
  return db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      supplierId: products.supplierId,
      title: products.title,
      brand: products.brand,
      model: products.model,
      year: products.year,
      price: products.price,
      image: products.image,
      isMonthlyOffer: products.isMonthlyOffer,
      isSpecialOffer: products.isSpecialOffer,
      isBuyNow: products.isBuyNow,
    })
    .from(products)
    .orderBy(asc(products.id));
}

export function findCharacteristicValueRows(db: Database) {
  return db
    .select({
      productId: productCharacteristics.productId,
      characteristicId: productCharacteristics.characteristicId,
      valueNum: productCharacteristics.valueNum,
      valueText: productCharacteristics.valueText,
    })
    .from(productCharacteristics);
}

export function findCharacteristicRows(db: Database) {
  return db.select().from(characteristics).orderBy(asc(characteristics.id));
}

export function findSupplierRows(db: Database) {
  return db
    .select({
      id: suppliers.id,
      title: suppliers.title,
      city: suppliers.city,
      kind: suppliers.kind,
      region: sql<string>`coalesce(${schema.regions.titleWithType}, '')`,
    })
    .from(suppliers)
    .leftJoin(schema.regions, eq(schema.regions.fiasId, suppliers.regionFiasId));
}

/**
 * Suppliers' accepted special offers that have not ended (decision 0106): part of the index, so
 * CatalogPromo shows a running one; which run today is decided per request.
 */
export function findAcceptedSupplierOffers(db: Database) {
  const offers = schema.supplierSpecialOffers;
  return db
    .select({
      id: offers.id,
      productId: offers.productId,
      price: offers.price,
      startsOn: offers.startsOn,
      endsOn: offers.endsOn,
      text: offers.text,
    })
    .from(offers)
    .where(and(eq(offers.status, 'accepted'), sql`${offers.endsOn} >= current_date - 1`))
    .orderBy(asc(offers.endsOn), asc(offers.id));
}

export function findFilterPageRows(db: Database) {
  return db
    .select()
    .from(catalogFilterPages)
    .orderBy(asc(catalogFilterPages.sort), asc(catalogFilterPages.id));
}

export function findPriceLevels(db: Database, productId: number) {
  return db
    .select({ id: priceLevels.id, title: priceLevels.title, value: priceLevels.value })
    .from(priceLevels)
    .where(eq(priceLevels.productId, productId))
    .orderBy(asc(priceLevels.sort), asc(priceLevels.id));
}

export function findProductDescription(db: Database, productId: number) {
  return db
    .select({ description: products.description })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
}

export async function recordView(db: Database, clientId: string, productId: number): Promise<void> {
  await db
    .insert(viewedProducts)
    .values({ clientId, productId })
    .onConflictDoUpdate({
      target: [viewedProducts.clientId, viewedProducts.productId],
      set: { viewedAt: sql`now()` },
    });
}

export function findViewedProductIds(db: Database, clientId: string, limit: number) {
  return db
    .select({ productId: viewedProducts.productId })
    .from(viewedProducts)
    .where(eq(viewedProducts.clientId, clientId))
    .orderBy(desc(viewedProducts.viewedAt), desc(viewedProducts.productId))
    .limit(limit);
}

const bannerColumns = {
  id: banners.id,
  title: banners.title,
  text: banners.text,
  image: banners.image,
  url: banners.url,
};

export function findPageBanners(db: Database, pageId: string) {
  return db
    .select(bannerColumns)
    .from(banners)
    .where(eq(banners.pageId, pageId))
    .orderBy(asc(banners.sort), asc(banners.id));
}

export function findNomenclatureBanners(db: Database, categoryIds: readonly number[]) {
  if (categoryIds.length === 0) return Promise.resolve([]);
  return db
    .select(bannerColumns)
    .from(banners)
    .where(
      and(
        inArray(banners.idPagemapper, [...categoryIds]),
        or(isNull(banners.pageId), eq(banners.pageId, '')),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id));
}

/**
 * Full-text search (russian configuration, products.search) together with trigram
 * word similarity and substring match on the title (products_title_trgm_idx) for typos
 * and partial model names; best matches first.
 */
export async function searchProductIds(db: Database, query: string, limit: number): Promise<number[]> {
  const pattern = `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db.execute<{ id: number }>(sql`
    with q as (select websearch_to_tsquery('russian', ${query}) as ts, ${query}::text as text)
    select p.id
    from products p, q
    where p.search @@ q.ts or q.text <% p.title or p.title ilike ${pattern}
    order by ts_rank(p.search, q.ts) + word_similarity(q.text, p.title) desc, p.id
    limit ${limit}`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { id: number }[] }).rows;
  return list.map((row) => Number(row.id));
}

/** The consultant the public page of a machine shows: its category's, else the supplier's general one. */
export async function findProductConsultant(db: Database, productId: number) {
  const [row] = await db
    .select({ consultant: schema.supplierConsultants, supplier: suppliers.title })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(
      schema.supplierConsultants,
      and(
        eq(schema.supplierConsultants.supplierId, products.supplierId),
        or(
          isNull(schema.supplierConsultants.categoryId),
          eq(schema.supplierConsultants.categoryId, products.categoryId),
        ),
      ),
    )
    .where(eq(products.id, productId))
    .orderBy(sql`${schema.supplierConsultants.categoryId} nulls last`)
    .limit(1);
  if (!row) return null;
  const { name, phone, email, hours } = row.consultant;
  return { name, phone, email, hours, supplier: row.supplier };
}
