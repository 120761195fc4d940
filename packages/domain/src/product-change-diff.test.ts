import { describe, expect, it } from 'vitest';
import { productChangeRows } from './product-change-diff.ts';

describe('productChangeRows', () => {
  const current = {
    description: 'Трактор 150 л. с.',
    levels: [
      { title: 'Базовая', value: 5_000_000 },
      { title: 'Люкс', value: 6_000_000 },
      { title: 'С погрузчиком', value: 7_000_000 },
    ],
  };

  it('marks a changed price, an added and a removed level; an equal one is unchanged', () => {
    const rows = productChangeRows(current, {
      description: 'Трактор  150 л. с.\n',
      levels: [
        { title: 'базовая', value: 5_000_000 },
        { title: 'Люкс', value: 6_200_000 },
        { title: 'С кондиционером', value: 6_500_000 },
      ],
    });
    expect(rows).toEqual([
      {
        field: 'Описание',
        kind: 'description',
        before: current.description,
        after: 'Трактор  150 л. с.\n',
        changed: false,
      },
      { field: 'базовая', kind: 'price', before: 5_000_000, after: 5_000_000, changed: false },
      { field: 'Люкс', kind: 'price', before: 6_000_000, after: 6_200_000, changed: true },
      { field: 'С кондиционером', kind: 'price', before: null, after: 6_500_000, changed: true },
      { field: 'С погрузчиком', kind: 'price', before: 7_000_000, after: null, changed: true },
    ]);
  });

  it('marks a new description as changed', () => {
    const [description] = productChangeRows(current, {
      description: 'Трактор 180 л. с.',
      levels: current.levels,
    });
    expect(description?.changed).toBe(true);
  });
});
