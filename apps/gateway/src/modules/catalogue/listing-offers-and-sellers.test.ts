import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

interface Item {
  id: number;
  url: string;
  category: string;
  isMonthlyOffer: boolean;
  isSpecialOffer: boolean;
  isBuyNow: boolean;
}

/** The sellers and offer blocks of a catalogue listing (spec 1 §2 "Catalogue pages"). */
describe.each(testDrivers())('CatalogV2 sellers and offers on %s', (driver) => {
  let gateway: TestGateway;
  let listing: {
    sellers: { id: number; title: string; count: number }[];
    monthly: Item[];
    special: Item[];
    buyNow: Item[];
  };
  /** Ids of «Тракторы» and every section under it. */
  let sectionIds: number[];

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    const response = await gateway.app.inject({ method: 'GET', url: '/srv/CatalogV2?category=traktory' });
    expect(response.statusCode, response.body).toBe(200);
    listing = response.json();
    const categories = await gateway.database.db
      .select({ id: schema.categories.id, parentId: schema.categories.parentId, uri: schema.categories.uri })
      .from(schema.categories);
    sectionIds = categories.filter((category) => category.uri === 'traktory').map((category) => category.id);
    for (let grown = true; grown; ) {
      const more = categories.filter(
        (category) =>
          category.parentId !== null &&
          sectionIds.includes(category.parentId) &&
          !sectionIds.includes(category.id),
      );
      sectionIds.push(...more.map((category) => category.id));
      grown = more.length > 0;
    }
  });
  afterAll(() => gateway.close());

  it('lists the suppliers of the section, the largest first, each with its number of products there', async () => {
    expect(listing.sellers.length).toBeGreaterThan(0);
    expect(listing.sellers.length).toBeLessThanOrEqual(10);
    const counts = listing.sellers.map((seller) => seller.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const seller of listing.sellers.slice(0, 3)) {
      expect(seller.title).not.toBe('');
      const [row] = await gateway.database.db
        .select({ n: count() })
        .from(schema.products)
        .where(
          and(eq(schema.products.supplierId, seller.id), inArray(schema.products.categoryId, sectionIds)),
        );
      expect(seller.count).toBe(row?.n);
    }
  });

  it('answers offer products of the section only, each block with its own flag', async () => {
    const blocks = [
      [listing.monthly, 'isMonthlyOffer'],
      [listing.special, 'isSpecialOffer'],
      [listing.buyNow, 'isBuyNow'],
    ] as const;
    expect(blocks.some(([items]) => items.length > 0)).toBe(true);
    const ids = blocks.flatMap(([items]) => items.map((item) => item.id));
    const inSection = ids.length
      ? await gateway.database.db
          .select({ id: schema.products.id })
          .from(schema.products)
          .where(and(inArray(schema.products.id, ids), inArray(schema.products.categoryId, sectionIds)))
      : [];
    expect(new Set(inSection.map((row) => row.id))).toEqual(new Set(ids));
    for (const [items, flag] of blocks) {
      expect(items.length).toBeLessThanOrEqual(4);
      for (const item of items) {
        expect(item[flag]).toBe(true);
        expect(item.url).toBe(`/catalog/item/${item.id}/`);
      }
    }
  });
});
