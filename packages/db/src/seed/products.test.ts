import { describe, expect, it } from 'vitest';
import { CATALOGUE_TREE } from './catalogue-tree.ts';
import { characteristicIds, generateProducts, type LeafCategory } from './products.ts';
import { createRandom } from './random.ts';

const leaves: LeafCategory[] = CATALOGUE_TREE.flatMap((top, topIndex) =>
  top.subcategories.map((sub, subIndex) => ({ id: topIndex * 100 + subIndex + 1, top, sub })),
);

describe('generated machines', () => {
  const generated = generateProducts(createRandom(20_261_122), leaves, 40, 4000);
  const driveId = characteristicIds.get('drive');

  it('never describe a wheeled tractor as tracked', () => {
    const wheeled = new Set(
      generated.products.filter((product) => /колёсный|^Мини-трактор/.test(product.title)).map((p) => p.id),
    );
    expect(wheeled.size).toBeGreaterThan(100);
    const drives = generated.values.filter(
      (value) => value.characteristicId === driveId && wheeled.has(value.productId),
    );
    expect(drives.length).toBe(wheeled.size);
    expect(drives.every((value) => value.valueText?.startsWith('колёсный'))).toBe(true);
  });

  it('never repeat a sentence in a description', () => {
    for (const product of generated.products) {
      const sentences = (product.description ?? '').split(/(?<=\.)\s+/);
      expect(new Set(sentences).size, product.description).toBe(sentences.length);
    }
  });
});
