import type { characteristics, priceLevels, productCharacteristics, products } from '../schema/catalogue.ts';
import {
  CHARACTERISTICS,
  type CharacteristicRange,
  SELECT_VALUES,
  type SubcategoryDef,
  type TopCategoryDef,
} from './catalogue-tree.ts';
import type { Random } from './random.ts';

export interface LeafCategory {
  id: number;
  top: TopCategoryDef;
  sub: SubcategoryDef;
}

export interface GeneratedProducts {
  products: (typeof products.$inferInsert)[];
  values: (typeof productCharacteristics.$inferInsert)[];
  prices: (typeof priceLevels.$inferInsert)[];
}

const LEVEL_TITLES = ['Базовая комплектация', 'Расширенная комплектация', 'Максимальная комплектация'];
const PHRASES = [
  'Надёжная конструкция, проверенная в полевых условиях.',
  'Сервисное обслуживание и запчасти в регионе поставки.',
  'Подходит для хозяйств любого размера.',
  'Экономичный расход топлива и простое обслуживание.',
  'Доступна в лизинг с авансом от 0 %.',
  'Соответствует требованиям программ государственной поддержки.',
];

/**
 * The generated description: the machine, its year and two different phrases (one draw each, as
 * before, so the rest of the generated catalogue stays as it was).
 */
export function productDescription(title: string, year: number, random: Random): string {
  const first = random.pick(PHRASES);
  const second = random.pick(PHRASES.filter((phrase) => phrase !== first));
  return `${title}, ${year} год выпуска. ${first} ${second}`;
}

export const characteristicIds = new Map(
  CHARACTERISTICS.map((definition, index) => [definition.code, index + 1]),
);

export function characteristicRows(): (typeof characteristics.$inferInsert)[] {
  return CHARACTERISTICS.map((definition, index) => ({ id: index + 1, ...definition }));
}

function roundTo(value: number, step: number): number {
  return Number((Math.round(value / step) * step).toFixed(2));
}

function modelCode(brand: string, index: number, random: Random): string {
  const letters = brand
    .split(/[\s-]+/)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 3);
  return `${letters.length > 1 ? letters : brand.slice(0, 2).toUpperCase()}-${random.int(1, 9)}${String(index % 1000).padStart(3, '0')}`;
}

/**
 * Products of the leaf categories, in proportion to their weights. Price grows with the
 * subcategory's first range characteristic so that filters and prices agree.
 */
export function generateProducts(
  random: Random,
  leaves: readonly LeafCategory[],
  supplierCount: number,
  total: number,
): GeneratedProducts {
  // Weights with some jitter, so that subcategories of equal weight differ in size as real ones do.
  const shares = leaves.map((leaf) => leaf.sub.weight * (0.7 + 0.6 * random.next()));
  const totalShare = shares.reduce((sum, share) => sum + share, 0);
  const result: GeneratedProducts = { products: [], values: [], prices: [] };
  const currentYear = 2026;
  let productId = 0;
  let priceId = 0;
  for (const [leafIndex, leaf] of leaves.entries()) {
    const count = Math.round((total * (shares[leafIndex] ?? 0)) / totalShare);
    for (let index = 0; index < count; index++) {
      productId++;
      const brand = random.pick(leaf.top.brands);
      const model = modelCode(brand, productId, random);
      const scale = random.next();
      const [minPrice, maxPrice] = leaf.sub.price;
      const price =
        Math.round((minPrice + (maxPrice - minPrice) * (0.15 * random.next() + 0.85 * scale)) / 1000) * 1000;
      const year = random.chance(0.7) ? currentYear : random.int(currentYear - 2, currentYear - 1);
      const flag = random.next();
      result.products.push({
        id: productId,
        categoryId: leaf.id,
        supplierId: random.int(1, supplierCount),
        title: `${leaf.sub.noun} ${brand} ${model}`,
        brand,
        model,
        year,
        description: productDescription(`${leaf.sub.noun} ${brand} ${model}`, year, random),
        price,
        image: `/img/catalog/${leaf.top.icon}.svg`,
        isMonthlyOffer: flag < 0.01,
        isSpecialOffer: flag >= 0.01 && flag < 0.04,
        isBuyNow: flag >= 0.04 && flag < 0.06,
      });
      leaf.sub.characteristics.forEach((range: CharacteristicRange, position) => {
        const characteristicId = characteristicIds.get(range[0]);
        if (characteristicId === undefined) throw new Error(`Unknown characteristic ${range[0]}`);
        const definition = CHARACTERISTICS[characteristicId - 1];
        if (range.length === 4) {
          const [, min, max, step] = range;
          // The first range follows the price; the others vary on their own.
          const share = position === 0 ? scale : random.next();
          result.values.push({
            productId,
            characteristicId,
            valueNum: roundTo(min + (max - min) * share, step),
          });
        } else if (definition?.kind === 'bool') {
          result.values.push({ productId, characteristicId, valueNum: random.chance(0.6) ? 1 : 0 });
        } else {
          result.values.push({
            productId,
            characteristicId,
            valueText: random.pick(leaf.sub.selectValues?.[range[0]] ?? SELECT_VALUES[range[0]] ?? ['—']),
          });
        }
      });
      const levels = random.int(1, 3);
      for (let level = 0; level < levels; level++) {
        priceId++;
        result.prices.push({
          id: priceId,
          productId,
          title: LEVEL_TITLES[level] ?? 'Комплектация',
          value: Math.round((price * (1 + level * (0.06 + random.next() * 0.06))) / 1000) * 1000,
          sort: level,
        });
      }
    }
  }
  return result;
}
