import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { and, asc, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { countByRegion, regionTitle } from '../geo/index.ts';

const { categories, characteristics, productCharacteristics, products, regions, stockItems, suppliers } =
  schema;

/**
 * Stock is a view over products held at a warehouse (docs/decisions/0032). The catalogue
 * tables are read here until the catalogue module offers a service for them.
 */
const topCategories = alias(categories, 'top_categories');

export interface StockFilter {
  topCategoryId?: number;
  regionFiasId?: string;
  readyBy?: string;
}

export type StockOrder = { sort: 'ready' | 'price' | 'year'; by: 'asc' | 'desc' };

function whereOf(filter: StockFilter): SQL | undefined {
  return and(
    filter.topCategoryId === undefined ? undefined : eq(topCategories.id, filter.topCategoryId),
    filter.regionFiasId === undefined ? undefined : eq(stockItems.regionFiasId, filter.regionFiasId),
    filter.readyBy === undefined ? undefined : lte(stockItems.readyOn, filter.readyBy),
  );
}

const cardColumns = {
  id: stockItems.id,
  productId: products.id,
  title: products.title,
  image: products.image,
  price: products.price,
  year: products.year,
  supplier: suppliers.title,
  supplierId: suppliers.id,
  categoryTitle: categories.title,
  categoryUri: categories.uri,
  city: stockItems.city,
  region: regionTitle,
  quantity: stockItems.quantity,
  readyOn: stockItems.readyOn,
  description: products.description,
  brand: products.brand,
  model: products.model,
  address: stockItems.address,
  regionFiasId: stockItems.regionFiasId,
};

function joined(db: Database) {
  return db
    .select(cardColumns)
    .from(stockItems)
    .innerJoin(products, eq(products.id, stockItems.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(topCategories, eq(topCategories.id, sql`coalesce(${categories.parentId}, ${categories.id})`))
    .leftJoin(regions, eq(regions.fiasId, stockItems.regionFiasId));
}

export type StockRow = Awaited<ReturnType<typeof findStock>>[number];

const ORDER_COLUMNS = { ready: stockItems.readyOn, price: products.price, year: products.year } as const;

export function findStock(
  db: Database,
  filter: StockFilter,
  order: StockOrder,
  limit: number,
  offset: number,
) {
  const direction = order.by === 'asc' ? asc : desc;
  return joined(db)
    .where(whereOf(filter))
    .orderBy(direction(ORDER_COLUMNS[order.sort]), asc(stockItems.id))
    .limit(limit)
    .offset(offset);
}

export async function countStock(db: Database, filter: StockFilter): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(stockItems)
    .innerJoin(products, eq(products.id, stockItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(topCategories, eq(topCategories.id, sql`coalesce(${categories.parentId}, ${categories.id})`))
    .where(whereOf(filter));
  return row?.value ?? 0;
}

export async function findTopCategoryByUri(db: Database, uri: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.uri, uri), sql`${categories.parentId} is null`))
    .limit(1);
  return row;
}

export function countStockByTopCategory(db: Database) {
  return db
    .select({ title: topCategories.title, uri: topCategories.uri, count: sql<number>`cast(count(*) as int)` })
    .from(stockItems)
    .innerJoin(products, eq(products.id, stockItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(topCategories, eq(topCategories.id, sql`coalesce(${categories.parentId}, ${categories.id})`))
    .groupBy(topCategories.id, topCategories.title, topCategories.uri, topCategories.sort)
    .orderBy(asc(topCategories.sort));
}

export function countStockByRegion(db: Database) {
  return countByRegion(db, stockItems, stockItems.regionFiasId);
}

export async function findStockItem(db: Database, id: number) {
  const [row] = await joined(db).where(eq(stockItems.id, id)).limit(1);
  return row;
}

export function findProductCharacteristics(db: Database, productId: number) {
  return db
    .select({
      title: characteristics.title,
      unit: characteristics.unit,
      kind: characteristics.kind,
      valueNum: productCharacteristics.valueNum,
      valueText: productCharacteristics.valueText,
    })
    .from(productCharacteristics)
    .innerJoin(characteristics, eq(characteristics.id, productCharacteristics.characteristicId))
    .where(eq(productCharacteristics.productId, productId))
    .orderBy(asc(characteristics.id));
}
