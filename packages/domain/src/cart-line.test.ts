import { describe, expect, it } from 'vitest';
import {
  CART_QUANTITY,
  cartLinePriceLevel,
  cartLineSum,
  isCartQuantity,
  mergeCartLine,
} from './cart-line.ts';

const pricelevels = [
  { id: 11, value: 2_500_000 },
  { id: 12, value: 2_750_000 },
];

describe('cart line', () => {
  it('sums the price of the level matching id_price times the quantity', () => {
    expect(cartLineSum({ id_price: 12, quantity: 3, pricelevels })).toBe(8_250_000);
  });

  it('falls back to the first level when id_price matches none or is missing', () => {
    expect(cartLineSum({ id_price: 99, quantity: 2, pricelevels })).toBe(5_000_000);
    expect(cartLineSum({ id_price: null, quantity: 1, pricelevels })).toBe(2_500_000);
    expect(cartLinePriceLevel(undefined, pricelevels)?.id).toBe(11);
  });

  it('is zero for a product without price levels', () => {
    expect(cartLineSum({ id_price: 1, quantity: 5, pricelevels: [] })).toBe(0);
  });

  it('accepts whole quantities from 1 to 999 only, 1 by default', () => {
    expect(CART_QUANTITY.default).toBe(1);
    expect([1, 2, 999].every(isCartQuantity)).toBe(true);
    expect([0, -1, 1000, 1.5, Number.NaN].some(isCartQuantity)).toBe(false);
  });
});

describe('merging a guest line into the account cart at sign-in', () => {
  it('brings a product the account lacks over unchanged', () => {
    expect(mergeCartLine(undefined, { priceLevelId: 12, quantity: 3 })).toEqual({
      priceLevelId: 12,
      quantity: 3,
    });
  });

  it('adds the quantities of the same product at the same price level', () => {
    expect(mergeCartLine({ priceLevelId: 11, quantity: 2 }, { priceLevelId: 11, quantity: 3 })).toEqual({
      priceLevelId: 11,
      quantity: 5,
    });
    expect(
      mergeCartLine({ priceLevelId: null, quantity: 1 }, { priceLevelId: null, quantity: 1 }).quantity,
    ).toBe(2);
  });

  it('never goes above the largest quantity a line can hold', () => {
    expect(
      mergeCartLine({ priceLevelId: 11, quantity: 900 }, { priceLevelId: 11, quantity: 200 }).quantity,
    ).toBe(CART_QUANTITY.max);
  });

  it("takes the guest's level and quantity when the levels differ", () => {
    expect(mergeCartLine({ priceLevelId: 11, quantity: 4 }, { priceLevelId: 12, quantity: 1 })).toEqual({
      priceLevelId: 12,
      quantity: 1,
    });
  });
});
