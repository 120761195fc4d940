import { describe, expect, it } from 'vitest';
import { parseFavSaleItems, toggleFavSaleItem } from './fav-sale-items';

describe('favourite sale items', () => {
  it('reads the stored list, dropping duplicates and values that are not ids', () => {
    expect(parseFavSaleItems('[3, "7", 3, -1, "x", 2.5]')).toEqual([3, 7]);
    expect(parseFavSaleItems(null)).toEqual([]);
    expect(parseFavSaleItems('{"a":1}')).toEqual([]);
    expect(parseFavSaleItems('not json')).toEqual([]);
  });

  it('adds a lot first and removes it on the second toggle', () => {
    expect(toggleFavSaleItem([5], 9)).toEqual([9, 5]);
    expect(toggleFavSaleItem([9, 5], 9)).toEqual([5]);
  });
});
