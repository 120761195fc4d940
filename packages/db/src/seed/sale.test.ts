import { describe, expect, it } from 'vitest';
import { generateAgents } from './agents.ts';
import { createRandom } from './random.ts';
import { generateSaleLots, SALE_CATEGORIES } from './sale.ts';
import { generateStockItems } from './stock.ts';

const TODAY = new Date('2026-11-01T00:00:00Z');

describe('used-property lots demo data', () => {
  const sale = generateSaleLots(createRandom(2001), 300, TODAY);

  it('is the same for the same seed', () => {
    expect(generateSaleLots(createRandom(2001), 300, TODAY)).toEqual(sale);
    expect(generateSaleLots(createRandom(7), 300, TODAY).lots[0]).not.toEqual(sale.lots[0]);
  });

  it('gives each lot details: wear by the kind of machine, a markdown only above the price', () => {
    expect(sale.details).toHaveLength(300);
    sale.lots.forEach((lot, index) => {
      const details = sale.details[index];
      const category = SALE_CATEGORIES.find((item) => item.id === lot.saleCategoryId);
      expect(details?.lotId).toBe(lot.id);
      expect(lot.title).toContain(`${details?.brand} ${details?.model}`);
      if (category?.wear === 'km') expect(details?.mileageKm).toBeGreaterThan(0);
      else expect(details?.mileageKm).toBeNull();
      if (category?.wear === 'hours') expect(details?.engineHours).toBeGreaterThan(0);
      else expect(details?.engineHours).toBeNull();
      if (details?.oldPrice != null) expect(details.oldPrice).toBeGreaterThan(lot.price);
      expect(details?.pictureCount).toBeGreaterThanOrEqual(3);
      expect(details?.pictureCount).toBeLessThanOrEqual(5);
    });
    expect(sale.details.some((details) => details.oldPrice !== null)).toBe(true);
  });

  it('attaches one to three PDF documents to every lot', () => {
    for (const lot of sale.lots) {
      const documents = sale.documents.filter((document) => document.lotId === lot.id);
      expect(documents.length).toBeGreaterThanOrEqual(1);
      expect(documents.length).toBeLessThanOrEqual(3);
    }
  });
});

describe('stock and agents demo data', () => {
  it('puts distinct products in stock, ready up to 60 days ago or within six weeks', () => {
    const items = generateStockItems(createRandom(2031), 20_400, 480, TODAY);
    expect(items).toHaveLength(480);
    expect(new Set(items.map((item) => item.productId)).size).toBe(480);
    for (const item of items) {
      const days = (Date.parse(item.readyOn) - TODAY.getTime()) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(-60);
      expect(days).toBeLessThanOrEqual(42);
      expect(item.quantity).toBeGreaterThan(0);
    }
  });

  it('never asks for more stock than there are products', () => {
    expect(generateStockItems(createRandom(1), 10, 30, TODAY)).toHaveLength(10);
  });

  it('gives agents a phone and an e-mail address', () => {
    for (const agent of generateAgents(createRandom(2031), 60)) {
      expect(agent.phone).toMatch(/^\+7 \(9\d\d\) \d{3}-\d\d-\d\d$/);
      expect(agent.email).toMatch(/^[a-z]+\d+@agent\.agrolease\.example$/);
    }
  });
});
