import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';
import { generateSuppliers } from './suppliers.ts';

describe('the demo suppliers', () => {
  const suppliers = generateSuppliers(createRandom(2001), 1200);

  it('are named as companies are, without a number after the name', () => {
    expect(
      suppliers.filter((supplier) => /№/.test(supplier.title ?? '')).map((supplier) => supplier.title),
    ).toEqual([]);
  });

  it('past the first 600, never repeat a name already given', () => {
    const earlier = new Set<string>();
    const repeated: string[] = [];
    for (const supplier of suppliers) {
      const title = supplier.title ?? '';
      if ((supplier.id ?? 0) > 600 && earlier.has(title)) repeated.push(title);
      earlier.add(title);
    }
    expect(repeated).toEqual([]);
    expect(suppliers.some((supplier) => / (Плюс|Юг|Север|Восток|Запад)-/.test(supplier.title ?? ''))).toBe(
      true,
    );
  });
});
