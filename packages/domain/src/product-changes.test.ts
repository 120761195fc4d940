import { describe, expect, it } from 'vitest';
import { changesSomething, priceLevelErrors } from './product-changes.ts';

describe('price levels of a product change', () => {
  it('accepts one to five named levels with whole rouble prices', () => {
    expect(priceLevelErrors([{ id: 1, title: 'Базовая', value: 5_200_000 }])).toEqual([]);
  });

  it('names the field of each problem', () => {
    expect(
      priceLevelErrors([
        { id: 1, title: ' ', value: 5_200_000 },
        { id: null, title: 'Люкс', value: 12.5 },
        { id: null, title: 'люкс', value: 6_000_000 },
      ]).map((error) => error.prop),
    ).toEqual(['prices[0][title]', 'prices[1][value]', 'prices[2][title]']);
    expect(priceLevelErrors([])).toEqual([{ prop: 'prices', error: 'Нужен хотя бы один уровень цены' }]);
  });

  it('tells an unchanged card from a changed one', () => {
    const current = { description: 'Трактор', prices: [{ id: 1, title: 'Базовая', value: 100_000 }] };
    expect(changesSomething(current, { ...current, description: ' Трактор ' })).toBe(false);
    expect(
      changesSomething(current, { ...current, prices: [{ id: 1, title: 'Базовая', value: 120_000 }] }),
    ).toBe(true);
  });
});
