import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { countByRegion, regionTitle } from '../geo/index.ts';

const { agents, categories, products, regions, suppliers } = schema;

/**
 * Suppliers and agents on the public site (docs/decisions/0033). Suppliers and their products
 * belong to the catalogue; they are read here until the catalogue module offers a service.
 */
export interface SupplierFilter {
  query?: string;
  regionFiasId?: string;
  kind?: 'producer' | 'dealer';
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function whereOf(filter: SupplierFilter): SQL | undefined {
  const text = filter.query?.trim();
  return and(
    text ? or(ilike(suppliers.title, `%${escapeLike(text)}%`), eq(suppliers.inn, text)) : undefined,
    filter.regionFiasId === undefined ? undefined : eq(suppliers.regionFiasId, filter.regionFiasId),
    filter.kind === undefined ? undefined : eq(suppliers.kind, filter.kind),
  );
}

const productCount = sql<number>`(select cast(count(*) as int) from ${products} where ${products.supplierId} = ${suppliers.id})`;

const supplierColumns = {
  id: suppliers.id,
  title: suppliers.title,
  kind: suppliers.kind,
  city: suppliers.city,
  region: regionTitle,
  regionFiasId: suppliers.regionFiasId,
  productsCount: productCount,
  isAccredited: suppliers.isAccredited,
  description: suppliers.description,
  inn: suppliers.inn,
  ogrn: suppliers.ogrn,
  kpp: suppliers.kpp,
  site: suppliers.site,
  phone: suppliers.phone,
  email: suppliers.email,
  logoFileId: suppliers.logoFileId,
};

export type SupplierRow = Awaited<ReturnType<typeof findSupplier>>;

/** Accredited suppliers with the most products first, then by name. */
export function findSuppliers(db: Database, filter: SupplierFilter, limit: number, offset: number) {
  return db
    .select(supplierColumns)
    .from(suppliers)
    .leftJoin(regions, eq(regions.fiasId, suppliers.regionFiasId))
    .where(whereOf(filter))
    .orderBy(desc(suppliers.isAccredited), desc(productCount), asc(suppliers.id))
    .limit(limit)
    .offset(offset);
}

export async function countSuppliers(db: Database, filter: SupplierFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(suppliers).where(whereOf(filter));
  return row?.value ?? 0;
}

export function countSuppliersByRegion(db: Database) {
  return countByRegion(db, suppliers, suppliers.regionFiasId);
}

export async function findSupplier(db: Database, id: number) {
  const [row] = await db
    .select(supplierColumns)
    .from(suppliers)
    .leftJoin(regions, eq(regions.fiasId, suppliers.regionFiasId))
    .where(eq(suppliers.id, id))
    .limit(1);
  return row;
}

export function findSupplierProducts(db: Database, supplierId: number, limit: number, offset: number) {
  return db
    .select({
      id: products.id,
      title: products.title,
      image: products.image,
      price: products.price,
      year: products.year,
      category: categories.title,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.supplierId, supplierId))
    .orderBy(asc(categories.sort), asc(products.id))
    .limit(limit)
    .offset(offset);
}

/** Top-level categories the supplier's products belong to. */
export function countSupplierProductsByCategory(db: Database, supplierId: number) {
  return db
    .select({
      title: sql<string>`top.title`,
      uri: sql<string>`top.uri`,
      count: sql<number>`cast(count(*) as int)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sql`${categories} as top`, sql`top.id = coalesce(${categories.parentId}, ${categories.id})`)
    .where(eq(products.supplierId, supplierId))
    .groupBy(sql`top.id`, sql`top.title`, sql`top.uri`, sql`top.sort`)
    .orderBy(sql`top.sort`);
}

const agentColumns = {
  id: agents.id,
  name: agents.name,
  city: agents.city,
  region: regionTitle,
  regionFiasId: agents.regionFiasId,
  phone: agents.phone,
  email: agents.email,
  description: agents.description,
};

export async function findAgent(db: Database, id: number) {
  const [row] = await db
    .select(agentColumns)
    .from(agents)
    .leftJoin(regions, eq(regions.fiasId, agents.regionFiasId))
    .where(eq(agents.id, id))
    .limit(1);
  return row;
}

export function findAgents(db: Database, regionFiasId?: string) {
  return db
    .select(agentColumns)
    .from(agents)
    .leftJoin(regions, eq(regions.fiasId, agents.regionFiasId))
    .where(regionFiasId === undefined ? undefined : eq(agents.regionFiasId, regionFiasId))
    .orderBy(asc(regions.sortKey), asc(agents.id));
}
