import { completeOgrn } from '@agrolease/domain';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { calcConditions } from '../schema/calculator.ts';
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
import { banners, catalogFilterPages } from '../schema/catalogue-pages.ts';
import { news } from '../schema/content.ts';
import { accounts } from '../schema/identity.ts';
import { agents, saleLotDetails, saleLotDocuments, stockItems } from '../schema/sale.ts';
import { seedState } from '../schema/seed-state.ts';
import { leaseFines } from '../schema/services.ts';
import {
  departmentContacts,
  documents,
  faqItems,
  mediaItems,
  pages,
  sellingPoints,
  vacancies,
} from '../schema/site-content.ts';
import { generateAgents } from './agents.ts';
import { insertInBatches } from './batch-insert.ts';
import { generateCalcConditions } from './calc-conditions.ts';
import { bannerRows, catalogFilterPageRows } from './catalogue-pages.ts';
import { CATALOGUE_TREE } from './catalogue-tree.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { applyDemoAdditions } from './demo-additions.ts';
import { seedGeo } from './geo.ts';
import { generateNews } from './news.ts';
import { characteristicRows, generateProducts, type LeafCategory } from './products.ts';
import { createRandom } from './random.ts';
import { generateSaleLots, saleCategoryRows } from './sale.ts';
import {
  departmentContactRows,
  documentRows,
  faqRows,
  fineRows,
  mediaRows,
  sellingPointRows,
  vacancyRows,
} from './site-content.ts';
import { generatePages } from './site-pages.ts';
import { generateStockItems } from './stock.ts';
import { seedStreets } from './streets.ts';
import { generateSuppliers } from './suppliers.ts';

export type SeedScale = 'full' | 'small';

const SIZES: Record<
  SeedScale,
  { suppliers: number; products: number; saleLots: number; stockItems: number; agents: number }
> = {
  full: { suppliers: 1050, products: 20_400, saleLots: 300, stockItems: 480, agents: 60 },
  small: { suppliers: 50, products: 300, saleLots: 20, stockItems: 30, agents: 6 },
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
  'viewed_products',
  'banners',
  'catalog_filter_pages',
  'calc_conditions',
  'product_characteristics',
  'price_levels',
  'products',
  'characteristics',
  'categories',
  'suppliers',
  'stock_items',
  'agents',
  'sale_lot_documents',
  'sale_lot_details',
  'sale_lots',
  'sale_categories',
  'championship_media',
  'championship_items',
  'championship_seasons',
  'news',
  'pages',
  'documents',
  'selling_points',
  'media_items',
  'vacancies',
  'department_contacts',
  'faq_items',
  'lease_fines',
  'streets',
  'accounts',
  'seed_additions',
  'sessions',
  'one_time_codes',
  'attempt_counters',
  'registrations',
  'outbox',
  'contacts',
  'spark_requests',
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

  await insertInBatches(db, catalogFilterPages, catalogFilterPageRows(rows));
  await insertInBatches(db, banners, bannerRows(rows));
  step('catalogue filter pages and banners');

  const sale = generateSaleLots(random, size.saleLots, today);
  await insertInBatches(db, saleLots, sale.lots);
  await insertInBatches(db, saleLotDetails, sale.details);
  await insertInBatches(db, saleLotDocuments, sale.documents);
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
      companyStatus: 'confirmed' as const,
      companyProof: 'seed' as const,
      companyConfirmedAt: today,
    })),
  );
  await insertInBatches(db, accounts, accountRows);
  step(`${size.saleLots} used-property lots, news, ${accountRows.length} demo accounts`);

  // Its own random stream, so that the data generated before it stays the same.
  const topCategories = rows
    .filter((row) => row.parentId === undefined)
    .map((row) => ({ id: row.id ?? 0, uri: row.uri }));
  await insertInBatches(
    db,
    calcConditions,
    generateCalcConditions(createRandom(options.seed + 20), topCategories),
  );
  step(`${topCategories.length} leasing conditions of categories`);

  // A random stream of its own, so that the data generated before stays the same.
  const stockRandom = createRandom(options.seed + 30);
  await insertInBatches(
    db,
    stockItems,
    generateStockItems(stockRandom, size.products, size.stockItems, today),
  );
  await insertInBatches(db, agents, generateAgents(stockRandom, size.agents));
  step(`${size.stockItems} stock items, ${size.agents} agents`);
  const pageRows = generatePages(today);
  await insertInBatches(db, pages, pageRows);
  await insertInBatches(db, documents, documentRows());
  await insertInBatches(db, sellingPoints, sellingPointRows());
  await insertInBatches(db, mediaItems, mediaRows(today));
  await insertInBatches(db, vacancies, vacancyRows(today));
  await insertInBatches(db, departmentContacts, departmentContactRows());
  await insertInBatches(db, faqItems, faqRows());
  await insertInBatches(db, leaseFines, fineRows(random, today));
  const streetCount = await seedStreets(db, random);
  step(`${pageRows.length} content pages, FAQ, vacancies, ${streetCount} streets`);

  for (const table of [
    'categories',
    'suppliers',
    'products',
    'price_levels',
    'characteristics',
    'sale_categories',
    'sale_lots',
    'sale_lot_documents',
    'stock_items',
    'agents',
    'news',
    'catalog_filter_pages',
    'banners',
    'calc_conditions',
    'pages',
    'documents',
    'selling_points',
    'media_items',
    'vacancies',
    'department_contacts',
    'faq_items',
    'lease_fines',
  ]) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
    );
  }
  await db.execute(sql`analyze`);
  for (const title of await applyDemoAdditions(db, today)) step(title);
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
 * empty database. Later starts migrate and add the demo data newer versions bring.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seed: number; scale?: SeedScale; log?: (line: string) => void },
): Promise<{ seeded: boolean }> {
  await migrateDatabase(handle);
  if (await isSeeded(handle)) {
    for (const title of await applyDemoAdditions(handle.db, new Date()))
      options.log?.(`demo data added: ${title}`);
    return { seeded: false };
  }
  options.log?.('The database is empty: generating demo data…');
  await seedDatabase(handle, options);
  return { seeded: true };
}
