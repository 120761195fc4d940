import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { asc, count, desc, eq, or, sql } from 'drizzle-orm';

const { categories, news, products, suppliers } = schema;

/** Products per (leaf) category. */
export function countProductsByCategory(db: Database) {
  return db
    .select({ categoryId: products.categoryId, count: count() })
    .from(products)
    .groupBy(products.categoryId);
}

export async function countCatalogue(db: Database): Promise<{ products: number; suppliers: number }> {
  const [productRow] = await db.select({ value: count() }).from(products);
  const [supplierRow] = await db.select({ value: count() }).from(suppliers);
  return { products: productRow?.value ?? 0, suppliers: supplierRow?.value ?? 0 };
}

export function findOfferProducts(db: Database, limit: number) {
  return (
    db
      .select({
        id: products.id,
        title: products.title,
        image: products.image,
        price: products.price,
        supplier: suppliers.title,
        category: categories.title,
      })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(or(eq(products.isSpecialOffer, true), eq(products.isMonthlyOffer, true)))
      // A deterministic shuffle, so that the home page shows offers from different categories.
      .orderBy(desc(products.isMonthlyOffer), sql`(${products.id} * 7919) % 10007`)
      .limit(limit)
  );
}

export function findLatestNews(db: Database, limit: number) {
  return db
    .select({
      id: news.id,
      title: news.title,
      description: news.description,
      date: news.date,
      photo: news.photo,
    })
    .from(news)
    .orderBy(desc(news.date), asc(news.id))
    .limit(limit);
}

/** Every product id, for the sitemap. */
export function findProductIds(db: Database) {
  return db.select({ id: products.id }).from(products).orderBy(asc(products.id));
}
