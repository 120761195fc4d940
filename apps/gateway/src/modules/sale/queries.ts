import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  max,
  min,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { countByRegion, regionTitle } from '../geo/index.ts';

const { regions, saleCategories, saleLotDetails, saleLotDocuments, saleLots } = schema;

export interface LotFilter {
  categoryId?: number;
  regionFiasId?: string;
  yearFrom?: number;
  yearTo?: number;
  priceFrom?: number;
  priceTo?: number;
  /** Only these lots. */
  ids?: readonly number[];
}

export type LotOrder = { sort: 'date' | 'price' | 'year'; by: 'asc' | 'desc' };

function whereOf(filter: LotFilter): SQL | undefined {
  return and(
    filter.categoryId === undefined ? undefined : eq(saleLots.saleCategoryId, filter.categoryId),
    filter.regionFiasId === undefined ? undefined : eq(saleLots.regionFiasId, filter.regionFiasId),
    filter.yearFrom === undefined ? undefined : gte(saleLots.year, filter.yearFrom),
    filter.yearTo === undefined ? undefined : lte(saleLots.year, filter.yearTo),
    filter.priceFrom === undefined ? undefined : gte(saleLots.price, filter.priceFrom),
    filter.priceTo === undefined ? undefined : lte(saleLots.price, filter.priceTo),
    filter.ids === undefined ? undefined : inArray(saleLots.id, [...filter.ids]),
  );
}

const cardColumns = {
  id: saleLots.id,
  title: saleLots.title,
  image: saleLots.image,
  price: saleLots.price,
  oldPrice: saleLotDetails.oldPrice,
  year: saleLots.year,
  city: saleLots.city,
  region: regionTitle,
  categoryTitle: saleCategories.title,
  categoryUri: saleCategories.uri,
  condition: saleLotDetails.condition,
  mileageKm: saleLotDetails.mileageKm,
  engineHours: saleLotDetails.engineHours,
  listedOn: saleLots.listedOn,
};

function cardQuery(db: Database) {
  return db
    .select(cardColumns)
    .from(saleLots)
    .innerJoin(saleLotDetails, eq(saleLotDetails.lotId, saleLots.id))
    .innerJoin(saleCategories, eq(saleCategories.id, saleLots.saleCategoryId))
    .leftJoin(regions, eq(regions.fiasId, saleLots.regionFiasId));
}

export type LotCardRow = Awaited<ReturnType<typeof findLots>>[number];

const ORDER_COLUMNS = { date: saleLots.listedOn, price: saleLots.price, year: saleLots.year } as const;

export function findLots(db: Database, filter: LotFilter, order: LotOrder, limit: number, offset: number) {
  const direction = order.by === 'asc' ? asc : desc;
  return cardQuery(db)
    .where(whereOf(filter))
    .orderBy(direction(ORDER_COLUMNS[order.sort]), direction(saleLots.id))
    .limit(limit)
    .offset(offset);
}

export async function countLots(db: Database, filter: LotFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(saleLots).where(whereOf(filter));
  return row?.value ?? 0;
}

export function findSaleCategories(db: Database) {
  return db
    .select({
      id: saleCategories.id,
      title: saleCategories.title,
      uri: saleCategories.uri,
      count: sql<number>`cast(count(${saleLots.id}) as int)`,
    })
    .from(saleCategories)
    .leftJoin(saleLots, eq(saleLots.saleCategoryId, saleCategories.id))
    .groupBy(saleCategories.id)
    .orderBy(asc(saleCategories.sort), asc(saleCategories.id));
}

export async function findSaleCategoryByUri(db: Database, uri: string) {
  const [row] = await db.select().from(saleCategories).where(eq(saleCategories.uri, uri)).limit(1);
  return row;
}

/** Regions having lots (of a category), in dictionary order. */
export function countLotsByRegion(db: Database, categoryId?: number) {
  const inCategory = categoryId === undefined ? undefined : eq(saleLots.saleCategoryId, categoryId);
  return countByRegion(db, saleLots, saleLots.regionFiasId, inCategory);
}

export async function lotRanges(db: Database, categoryId?: number) {
  const [row] = await db
    .select({
      yearMin: min(saleLots.year),
      yearMax: max(saleLots.year),
      priceMin: min(saleLots.price),
      priceMax: max(saleLots.price),
    })
    .from(saleLots)
    .where(categoryId === undefined ? undefined : eq(saleLots.saleCategoryId, categoryId));
  return row;
}

export function findSpecialOfferLots(db: Database, limit: number) {
  return cardQuery(db)
    .where(isNotNull(saleLotDetails.oldPrice))
    .orderBy(desc(sql`${saleLotDetails.oldPrice} - ${saleLots.price}`), asc(saleLots.id))
    .limit(limit);
}

export async function findLot(db: Database, id: number) {
  const [row] = await db
    .select({
      ...cardColumns,
      categoryId: saleLots.saleCategoryId,
      regionFiasId: saleLots.regionFiasId,
      description: saleLots.description,
      brand: saleLotDetails.brand,
      model: saleLotDetails.model,
      inventoryNumber: saleLotDetails.inventoryNumber,
      enginePowerHp: saleLotDetails.enginePowerHp,
      address: saleLotDetails.address,
      pictureCount: saleLotDetails.pictureCount,
      contactName: saleLotDetails.contactName,
      contactPhone: saleLotDetails.contactPhone,
      contactEmail: saleLotDetails.contactEmail,
    })
    .from(saleLots)
    .innerJoin(saleLotDetails, eq(saleLotDetails.lotId, saleLots.id))
    .innerJoin(saleCategories, eq(saleCategories.id, saleLots.saleCategoryId))
    .leftJoin(regions, eq(regions.fiasId, saleLots.regionFiasId))
    .where(eq(saleLots.id, id))
    .limit(1);
  return row;
}

export function findLotDocuments(db: Database, lotId: number) {
  return db
    .select({ title: saleLotDocuments.title, url: saleLotDocuments.url, mimeType: saleLotDocuments.mimeType })
    .from(saleLotDocuments)
    .where(eq(saleLotDocuments.lotId, lotId))
    .orderBy(asc(saleLotDocuments.id));
}

/** Lots of the same category, nearest in price first. */
export function findSimilarLots(
  db: Database,
  lot: { id: number; categoryId: number; price: number },
  limit: number,
) {
  return cardQuery(db)
    .where(and(eq(saleLots.saleCategoryId, lot.categoryId), ne(saleLots.id, lot.id)))
    .orderBy(sql`abs(${saleLots.price} - ${lot.price})`, asc(saleLots.id))
    .limit(limit);
}
