import type { Database } from '@agrolease/db';
import { type FacetValues, type FilterDefinition, readableRegion } from '@agrolease/domain';
import type { CalcConditions } from '../calculator/index.ts';
import { listConditions } from '../calculator/index.ts';
import {
  findAcceptedSupplierOffers,
  findCategoryRows,
  findCharacteristicRows,
  findCharacteristicValueRows,
  findFilterPageRows,
  findProductRows,
  findSupplierRows,
  readGeneration,
} from './queries.ts';

export interface IndexedCategory {
  id: number;
  parentId: number | null;
  title: string;
  uri: string;
  icon: string;
  description: string;
  url: string;
  /** The category and every descendant. */
  selfAndDescendants: number[];
}

export interface IndexedProduct {
  id: number;
  categoryId: number;
  supplierId: number;
  title: string;
  brand: string;
  model: string;
  year: number;
  price: number;
  image: string;
  isMonthlyOffer: boolean;
  isSpecialOffer: boolean;
  isBuyNow: boolean;
  /** Filter values by field: characteristics, price and year. */
  values: FacetValues;
  /** Positions in the sort orders (precomputed once per generation). */
  rank: { popular: number; title: number };
  /**
   * «от … ₽/мес.» of the card, roubles: worked out the first time a card of the product is
   * shown and kept for the generation (null: the calculator cannot price it; decision 0173).
   */
  monthlyPayment?: number | null;
}

export interface IndexedSupplier {
  id: number;
  title: string;
  city: string;
  kind: string;
  /** The supplier's region as the register writes it («Воронежская обл»). */
  region: string;
}

export type FilterPageRow = Awaited<ReturnType<typeof findFilterPageRows>>[number];

/**
 * The catalogue as one process keeps it in memory for one generation of the data:
 * categories, products with their filter values, suppliers, filter definitions and filter
 * pages. Faceted counts, sorting and paging run on it without touching the database.
 */
export interface CatalogueIndex {
  generation: number;
  categories: IndexedCategory[];
  categoryById: Map<number, IndexedCategory>;
  categoryByUri: Map<string, IndexedCategory>;
  products: IndexedProduct[];
  productById: Map<number, IndexedProduct>;
  productsByCategory: Map<number, IndexedProduct[]>;
  suppliers: Map<number, IndexedSupplier>;
  /** Price and year first, then characteristics in their table order. */
  definitions: FilterDefinition[];
  filterPages: FilterPageRow[];
  /** Suppliers' accepted special offers not ended when the index was built (decision 0106). */
  supplierOffers: IndexedSupplierOffer[];
  /** The calculator's conditions by top category id (a subcategory uses its parent's). */
  calcConditions: Map<number, CalcConditions>;
}

export interface IndexedSupplierOffer {
  id: number;
  productId: number;
  price: number;
  startsOn: string;
  endsOn: string;
  text: string;
}

/** The filter field of the supplier's region: catalog[filter][supplier_region]=Воронежская область. */
export const SUPPLIER_REGION_FILTER = 'supplier_region';

export const BASE_DEFINITIONS: readonly FilterDefinition[] = [
  { field: 'price', title: 'Цена', unit: '₽', kind: 'range' },
  { field: 'year', title: 'Год выпуска', unit: '', kind: 'range' },
  // A machine far away costs its delivery (issue 39): the supplier's region is a filter.
  { field: SUPPLIER_REGION_FILTER, title: 'Регион поставщика', unit: '', kind: 'select' },
];

/** Russian dictionary order (PGlite's collation is C, so the database cannot sort titles). */
const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

async function buildIndex(db: Database, generation: number): Promise<CatalogueIndex> {
  const [
    categoryRows,
    productRows,
    valueRows,
    characteristicRows,
    supplierRows,
    filterPages,
    supplierOffers,
    conditionRows,
  ] = await Promise.all([
    findCategoryRows(db),
    findProductRows(db),
    findCharacteristicValueRows(db),
    findCharacteristicRows(db),
    findSupplierRows(db),
    findFilterPageRows(db),
    findAcceptedSupplierOffers(db),
    listConditions(db),
  ]);
  const categoryById = new Map<number, IndexedCategory>();
  for (const row of categoryRows) {
    categoryById.set(row.id, { ...row, url: '', selfAndDescendants: [row.id] });
  }
  for (const category of categoryById.values()) {
    const parent = category.parentId === null ? undefined : categoryById.get(category.parentId);
    category.url = parent ? `/catalog/${parent.uri}/${category.uri}/` : `/catalog/${category.uri}/`;
    let ancestor = parent;
    while (ancestor) {
      ancestor.selfAndDescendants.push(category.id);
      ancestor = ancestor.parentId === null ? undefined : categoryById.get(ancestor.parentId);
    }
  }
  const codeById = new Map(characteristicRows.map((row) => [row.id, row.code]));
  const values = new Map<number, Record<string, number | string>>();
  for (const row of valueRows) {
    const code = codeById.get(row.characteristicId);
    if (!code) continue;
    let record = values.get(row.productId);
    if (!record) {
      record = {};
      values.set(row.productId, record);
    }
    const value = row.valueNum ?? row.valueText;
    if (value !== null) record[code] = value;
  }
  const regionOf = new Map(supplierRows.map((row) => [row.id, readableRegion(row.region)]));
  // Each field written out, in one order, with monthlyPayment from the start: the 20 000 products
  // share one hidden class. Spread from the database's row, each product had a class of its own
  // (9 MB of a worker's heap, decision 0193).
  const products: IndexedProduct[] = productRows.map((row) => ({
    id: row.id,
    categoryId: row.categoryId,
    supplierId: row.supplierId,
    title: row.title,
    brand: row.brand,
    model: row.model,
    year: row.year,
    price: row.price,
    image: row.image,
    isMonthlyOffer: row.isMonthlyOffer,
    isSpecialOffer: row.isSpecialOffer,
    isBuyNow: row.isBuyNow,
    values: {
      ...values.get(row.id),
      price: row.price,
      year: row.year,
      ...(regionOf.get(row.supplierId) ? { [SUPPLIER_REGION_FILTER]: regionOf.get(row.supplierId) } : {}),
    },
    rank: { popular: 0, title: 0 },
    monthlyPayment: undefined,
  }));
  // Popularity: offers of the month, special offers, buy now, then a stable shuffle.
  const popularity = (product: IndexedProduct) =>
    (product.isMonthlyOffer ? 4 : 0) + (product.isSpecialOffer ? 2 : 0) + (product.isBuyNow ? 1 : 0);
  [...products]
    .sort((a, b) => popularity(a) - popularity(b) || ((a.id * 7919) % 10007) - ((b.id * 7919) % 10007))
    .forEach((product, position) => {
      product.rank.popular = position;
    });
  [...products]
    .sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id)
    .forEach((product, position) => {
      product.rank.title = position;
    });
  const productsByCategory = new Map<number, IndexedProduct[]>();
  for (const product of products) {
    const list = productsByCategory.get(product.categoryId) ?? [];
    list.push(product);
    productsByCategory.set(product.categoryId, list);
  }
  return {
    generation,
    categories: [...categoryById.values()],
    categoryById,
    categoryByUri: new Map([...categoryById.values()].map((category) => [category.uri, category])),
    products,
    productById: new Map(products.map((product) => [product.id, product])),
    productsByCategory,
    suppliers: new Map(supplierRows.map((row) => [row.id, row])),
    definitions: [
      ...BASE_DEFINITIONS,
      ...characteristicRows.map((row) => ({
        field: row.code,
        title: row.title,
        unit: row.unit,
        kind: row.kind,
      })),
    ],
    filterPages,
    supplierOffers,
    calcConditions: new Map(conditionRows.map((row) => [row.categoryId, row])),
  };
}

const indexes = new WeakMap<Database, { generation: number; index: Promise<CatalogueIndex> }>();
const generationReads = new WeakMap<Database, Promise<number>>();

/**
 * The current generation; requests arriving while a read is in flight share it, so that a
 * burst of catalogue calls costs one round trip (a read started before a change may still
 * answer the previous generation to requests that overlap it).
 */
export function currentGeneration(db: Database): Promise<number> {
  const inFlight = generationReads.get(db);
  if (inFlight) return inFlight;
  const read = readGeneration(db).finally(() => {
    if (generationReads.get(db) === read) generationReads.delete(db);
  });
  generationReads.set(db, read);
  return read;
}

/**
 * The index of the current generation: one database round trip to read the generation,
 * and a rebuild (shared by concurrent callers) only when it moved.
 */
export async function getCatalogueIndex(db: Database): Promise<CatalogueIndex> {
  const generation = await currentGeneration(db);
  const entry = indexes.get(db);
  if (entry && entry.generation >= generation) return entry.index;
  const index = buildIndex(db, generation);
  const next = { generation, index };
  indexes.set(db, next);
  index.catch(() => {
    if (indexes.get(db) === next) indexes.delete(db);
  });
  return index;
}

/** The generation of the index kept for the database (undefined: none built yet): whether a call rebuilt it. */
export function keptIndexGeneration(db: Database): number | undefined {
  return indexes.get(db)?.generation;
}

/** Products of a category and its descendants, or of the whole catalogue. */
export function productsIn(index: CatalogueIndex, category: IndexedCategory | undefined): IndexedProduct[] {
  if (!category) return index.products;
  return category.selfAndDescendants.flatMap((id) => index.productsByCategory.get(id) ?? []);
}
