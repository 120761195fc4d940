import { isValidInn, isValidKpp, isValidOgrn } from '@agrolease/domain';
import { asc, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { categories, products, suppliers } from '../schema/catalogue.ts';
import { news } from '../schema/content.ts';
import { regions } from '../schema/geo.ts';
import { accounts } from '../schema/identity.ts';
import { seedAdditions } from '../schema/seed-state.ts';
import { createTestDatabase, testDrivers } from '../testing/test-database.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { applyDemoAdditions, DEMO_ADDITIONS, type DemoAddition } from './demo-additions.ts';
import { isSeeded, prepareDatabase, seedDatabase } from './seed-database.ts';

describe.each(testDrivers())('demo data on %s', (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ driver, seed: { seed: 7, scale: 'small' } });
  });
  afterAll(() => handle.close());

  it('fills the catalogue, the regions and an account for every role', async () => {
    const [productCount] = await handle.db.select({ value: count() }).from(products);
    const [regionCount] = await handle.db.select({ value: count() }).from(regions);
    expect(productCount?.value).toBeGreaterThanOrEqual(290);
    expect(regionCount?.value).toBe(85);
    const roles = new Set(
      (await handle.db.select({ role: accounts.role }).from(accounts)).map((row) => row.role),
    );
    expect(roles).toEqual(new Set(DEMO_ACCOUNTS.map((account) => account.role)));
  });

  it('gives suppliers valid INN, OGRN and KPP', async () => {
    const rows = await handle.db.select().from(suppliers);
    expect(rows.length).toBe(50);
    for (const supplier of rows) {
      expect(isValidInn(supplier.inn), supplier.inn).toBe(true);
      expect(isValidOgrn(supplier.ogrn), supplier.ogrn).toBe(true);
      expect(isValidKpp(supplier.kpp), supplier.kpp).toBe(true);
    }
  });

  it('generates the same data again from the same seed, and other data from another', async () => {
    const firstTitles = async () =>
      await handle.db
        .select({ title: products.title, price: products.price })
        .from(products)
        .orderBy(asc(products.id))
        .limit(20);
    const before = await firstTitles();
    await seedDatabase(handle, { seed: 7, scale: 'small', today: new Date('2026-11-01T00:00:00Z') });
    expect(await firstTitles()).toEqual(before);
    await seedDatabase(handle, { seed: 8, scale: 'small', today: new Date('2026-11-01T00:00:00Z') });
    expect(await firstTitles()).not.toEqual(before);
  });

  it('keeps a subcategory without products so the menu can hide it', async () => {
    const [drones] = await handle.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.uri, 'selskohozyajstvennye-drony'));
    const [inDrones] = await handle.db
      .select({ value: count() })
      .from(products)
      .where(eq(products.categoryId, drones?.id ?? -1));
    expect(inDrones?.value).toBe(0);
  });

  it('prepares a seeded database by migrating only', async () => {
    expect(await isSeeded(handle)).toBe(true);
    expect(await prepareDatabase(handle, { seed: 7 })).toEqual({ seeded: false });
  });

  it('records every demo addition of a new database, so none runs twice', async () => {
    const recorded = await handle.db.select({ name: seedAdditions.name }).from(seedAdditions);
    expect(recorded.map((row) => row.name).sort()).toEqual(
      DEMO_ADDITIONS.map((addition) => addition.name).sort(),
    );
    expect(await applyDemoAdditions(handle.db, new Date())).toEqual([]);
  });

  it('brings an existing database the additions it lacks, each once, and none half-done', async () => {
    const marker = (title: string) => ({
      title: `test-${title}`,
      description: '',
      body: '',
      date: '2026-11-22',
      photo: '',
    });
    const added: DemoAddition = {
      name: 'test-added-news',
      title: 'a news item',
      run: async (db) => {
        await db.insert(news).values(marker('added'));
      },
    };
    const failing: DemoAddition = {
      name: 'test-failing',
      title: 'a failing addition',
      run: async (db) => {
        await db.insert(news).values(marker('failing'));
        throw new Error('the addition failed half-way');
      },
    };
    await expect(applyDemoAdditions(handle.db, new Date(), [added, failing])).rejects.toThrow('half-way');
    expect(await applyDemoAdditions(handle.db, new Date(), [added])).toEqual([]);
    const titles = (
      await handle.db.select({ title: news.title }).from(news).where(like(news.title, 'test-%'))
    ).map((row) => row.title);
    expect(titles).toEqual(['test-added']);
    const names = (await handle.db.select({ name: seedAdditions.name }).from(seedAdditions)).map(
      (row) => row.name,
    );
    expect(names).toContain('test-added-news');
    expect(names).not.toContain('test-failing');
  });
});

describe('an empty database', () => {
  it('is seeded on first preparation', async () => {
    const handle = await createTestDatabase({ driver: 'pglite' });
    try {
      expect(await isSeeded(handle)).toBe(false);
      expect(await prepareDatabase(handle, { seed: 1, scale: 'small' })).toEqual({ seeded: true });
      expect(await isSeeded(handle)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
