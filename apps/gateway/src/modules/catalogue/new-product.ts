import { type Database, type DbExecutor, schema } from '@agrolease/db';
import type { CardField } from '@agrolease/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { BASE_DEFINITIONS, getCatalogueIndex, productsIn } from './catalogue-index.ts';

const { characteristics, priceLevels, productCharacteristics, productPhotos, products } = schema;

/**
 * The catalogue's side of a new product card (decision 0109): which categories take a machine,
 * which characteristics a category's filters read, and the product created when the manager
 * accepts the card. Inserting into the catalogue tables moves catalogue_generation (triggers), so
 * the index, its caches and the guests' kept pages show the product at the next request.
 */

/** The public address of a product photo (a file of the files module, served by catalogue routes). */
export function productPhotoUrl(fileId: number): string {
  return `/srv/catalog/photo/${fileId}`;
}

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

/** The categories a machine is filed under: the tree's leaves, grouped by their top category. */
export async function leafCategories(db: Database) {
  const index = await getCatalogueIndex(db);
  const parents = new Set(
    index.categories.flatMap((category) => (category.parentId ? [category.parentId] : [])),
  );
  return index.categories
    .filter((category) => !parents.has(category.id))
    .map((category) => {
      const parent = category.parentId ? index.categoryById.get(category.parentId) : undefined;
      return { id: category.id, title: category.title, group: parent?.title ?? category.title };
    });
}

/**
 * The filter fields of a leaf category, as its catalogue filters show them (getProductFilters:
 * the characteristics its machines carry), without price and year, which the card has on its own;
 * a select field's options are the values its machines take. Undefined: not a leaf category.
 */
const BASE_FIELDS = new Set(BASE_DEFINITIONS.map((definition) => definition.field));

export async function categoryCardFields(db: Database, categoryId: number): Promise<CardField[] | undefined> {
  const leaves = await leafCategories(db);
  if (!leaves.some((leaf) => leaf.id === categoryId)) return undefined;
  const index = await getCatalogueIndex(db);
  const pool = productsIn(index, index.categoryById.get(categoryId));
  // The price, the year and the supplier's region are the card's own or its supplier's, never a characteristic.
  return index.definitions
    .filter((definition) => !BASE_FIELDS.has(definition.field))
    .filter((definition) => pool.some((product) => product.values[definition.field] !== undefined))
    .map((definition) => ({
      ...definition,
      options:
        definition.kind === 'select'
          ? [
              ...new Set(
                pool.flatMap((product) => {
                  const value = product.values[definition.field];
                  return typeof value === 'string' ? [value] : [];
                }),
              ),
            ].sort(collator.compare)
          : [],
    }));
}

export interface NewCatalogueProduct {
  categoryId: number;
  supplierId: number;
  title: string;
  brand: string;
  model: string;
  year: number;
  description: string;
  characteristics: Record<string, number | string>;
  photos: readonly number[];
  prices: readonly { title: string; value: number }[];
}

/** Creates the product with its characteristics, price levels and photos; answers its id. */
export async function createCatalogueProduct(db: DbExecutor, card: NewCatalogueProduct): Promise<number> {
  const [first] = card.prices;
  const [row] = await db
    .insert(products)
    .values({
      categoryId: card.categoryId,
      supplierId: card.supplierId,
      title: card.title,
      brand: card.brand,
      model: card.model,
      year: card.year,
      description: card.description,
      price: first?.value ?? 0,
      image: card.photos[0] !== undefined ? productPhotoUrl(card.photos[0]) : '/img/catalog/tractor.svg',
    })
    .returning({ id: products.id });
  if (!row) throw new Error('the product was not created');
  const codes = Object.keys(card.characteristics);
  const definitions =
    codes.length > 0
      ? await db
          .select({ id: characteristics.id, code: characteristics.code })
          .from(characteristics)
          .where(inArray(characteristics.code, codes))
      : [];
  if (definitions.length > 0) {
    await db.insert(productCharacteristics).values(
      definitions.map((definition) => {
        const value = card.characteristics[definition.code];
        return {
          productId: row.id,
          characteristicId: definition.id,
          valueNum: typeof value === 'number' ? value : null,
          valueText: typeof value === 'string' ? value : null,
        };
      }),
    );
  }
  await db
    .insert(priceLevels)
    .values(
      card.prices.map((level, sort) => ({ productId: row.id, title: level.title, value: level.value, sort })),
    );
  if (card.photos.length > 0) {
    await db
      .insert(productPhotos)
      .values(card.photos.map((fileId, sort) => ({ productId: row.id, fileId, sort })));
  }
  return row.id;
}

/** The photos of a product, in order (none for the generated demo machines). */
export function findProductPhotoIds(db: DbExecutor, productId: number) {
  return db
    .select({ fileId: productPhotos.fileId })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.sort));
}

/** Whether the file is a photo of a product in the catalogue (only those are public). */
export async function isPublishedPhoto(db: DbExecutor, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ fileId: productPhotos.fileId })
    .from(productPhotos)
    .where(eq(productPhotos.fileId, fileId))
    .limit(1);
  return row !== undefined;
}
