import { completeOgrn } from '@agrolease/domain';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import {
  categories,
  characteristics,
  priceLevels,
  productCharacteristics,
  products,
  saleCategories,
  saleLots,
  suppliers,
} from '../schema/catalogue.ts';
import { news } from '../schema/content.ts';
import { accounts } from '../schema/identity.ts';
import { seedState } from '../schema/seed-state.ts';
import { insertInBatches } from './batch-insert.ts';
import { CATALOGUE_TREE } from './catalogue-tree.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedGeo } from './geo.ts';
import { generateNews } from './news.ts';
import { characteristicRows, generateProducts, type LeafCategory } from './products.ts';
import { createRandom } from './random.ts';
import { generateSaleLots, saleCategoryRows } from './sale.ts';
import { generateSuppliers } from './suppliers.ts';

export type SeedScale = 'full' | 'small';

const SIZES: Record<SeedScale, { suppliers: number; products: number; saleLots: number }> = {
  full: { suppliers: 1050, products: 20_400, saleLots: 300 },
  small: { suppliers: 50, products: 300, saleLots: 20 },
};

export interface SeedOptions {
  seed: number;
  scale?: SeedScale;
  log?: (line: string) => void;
  /** Anchor of the news dates; the data is otherwise independent of the day. */
  today?: Date;
}

/** Every table the generator fills, emptied before a fresh generation. */
const SEEDED_TABLES = [
  'product_characteristics',
  'price_levels',
  'products',
  'characteristics',
  'categories',
  'suppliers',
  'sale_lots',
  'sale_categories',
  'news',
  'accounts',
  'sessions',
  'one_time_codes',
  'sign_in_failures',
  'registrations',
  'outbox',
  'branches',
  'cities',
  'regions',
  'seed_state',
];

function categoryRows(): { rows: (typeof categories.$inferInsert)[]; leaves: LeafCategory[] } {
  const rows: (typeof categories.$inferInsert)[] = [];
  const leaves: LeafCategory[] = [];
  let id = 0;
  CATALOGUE_TREE.forEach((top, topIndex) => {
    const topId = ++id;
    rows.push({
      id: topId,
      title: top.title,
      uri: top.uri,
      icon: top.icon,
      sort: topIndex,
      description: top.description,
    });
    top.subcategories.forEach((sub, subIndex) => {
      const subId = ++id;
      rows.push({
        id: subId,
        parentId: topId,
        title: sub.title,
        uri: sub.uri,
        icon: top.icon,
        sort: subIndex,
        description: '',
      });
      leaves.push({ id: subId, top, sub });
    });
  });
  return { rows, leaves };
}

/**
 * Generates the demo data set from a seed (ARCHITECTURE.md §7) into an empty or
 * previously seeded database: same seed, same data.
 */
export async function seedDatabase(handle: DatabaseHandle, options: SeedOptions): Promise<void> {
  const { db } = handle;
  const scale = options.scale ?? 'full';
  const size = SIZES[scale];
  const log = options.log ?? (() => {});
  const today = options.today ?? new Date();
  const random = createRandom(options.seed);
  const started = Date.now();
  const step = (what: string) => log(`seed: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  await db.execute(sql.raw(`truncate ${SEEDED_TABLES.join(', ')} restart identity cascade`));

  const geo = await seedGeo(db);
  step(`${geo.regions} regions, ${geo.cities} cities, ${geo.branches} branches`);

  const { rows, leaves } = categoryRows();
  await insertInBatches(db, categories, rows);
  await insertInBatches(db, characteristics, characteristicRows());
  await insertInBatches(db, saleCategories, saleCategoryRows());
  step(`${rows.length} categories`);

  await insertInBatches(db, suppliers, generateSuppliers(random, size.suppliers));
  step(`${size.suppliers} suppliers`);

  const generated = generateProducts(random, leaves, size.suppliers, size.products);
  await insertInBatches(db, products, generated.products, 1000, (done) => {
    if (done % 5000 === 0 || done === generated.products.length)
      step(`products ${done}/${generated.products.length}`);
  });
  await insertInBatches(db, productCharacteristics, generated.values, 5000);
  step(`${generated.values.length} characteristic values`);
  await insertInBatches(db, priceLevels, generated.prices, 4000);
  step(`${generated.prices.length} price levels`);

  await insertInBatches(db, saleLots, generateSaleLots(random, size.saleLots, today));
  await insertInBatches(db, news, generateNews(today));
  const accountRows = await Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, description: _description, ...account }, index) => ({
      ...account,
      // A sole trader (12-digit INN) has a 15-digit OGRNIP; companies a 13-digit OGRN.
      ogrn:
        account.inn.length === 12
          ? completeOgrn(`3043600000${String(index).padStart(4, '0')}`)
          : completeOgrn(`10236000${String(index).padStart(4, '0')}`),
      kpp: account.inn.length === 10 ? `${account.inn.slice(0, 4)}01001` : '',
      agreementsAcceptedAt: today,
      passwordHash: await hash(password),
    })),
  );
  await insertInBatches(db, accounts, accountRows);
  step(`${size.saleLots} used-property lots, news, ${accountRows.length} demo accounts`);

  for (const table of [
    'categories',
    'suppliers',
    'products',
    'price_levels',
    'characteristics',
    'sale_categories',
    'sale_lots',
    'news',
  ]) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
    );
  }
  await db.execute(sql`analyze`);
  await db.insert(seedState).values({ seed: options.seed, scale });
  step('done');
}

/** Whether a finished demo-data generation is recorded. */
export async function isSeeded(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.db.select({ seed: seedState.seed }).from(seedState).limit(1);
  return rows.length > 0;
}

/**
 * Start-up: apply migrations, then generate the full demo set on the first start of an
 * empty database. Later starts only migrate.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seed: number; scale?: SeedScale; log?: (line: string) => void },
): Promise<{ seeded: boolean }> {
  await migrateDatabase(handle);
  if (await isSeeded(handle)) return { seeded: false };
  options.log?.('The database is empty: generating demo data…');
  await seedDatabase(handle, options);
  return { seeded: true };
}
