/** Cart rules (spec 1 §3 "Cart item"; spec 1 §9: quantity default 1). */

export const CART_QUANTITY = { default: 1, min: 1, max: 999 } as const;

export interface CartPriceLevel {
  id: number;
  /** Roubles. */
  value: number;
}

/** The price level a line is charged at: the one matching id_price, else the first. */
export function cartLinePriceLevel(
  idPrice: number | null | undefined,
  pricelevels: readonly CartPriceLevel[],
): CartPriceLevel | undefined {
  return pricelevels.find((level) => level.id === idPrice) ?? pricelevels[0];
}

/** Sum of a line: price of the level matching id_price (else the first) × quantity; 0 without levels. */
export function cartLineSum(line: {
  id_price: number | null | undefined;
  quantity: number;
  pricelevels: readonly CartPriceLevel[];
}): number {
  const level = cartLinePriceLevel(line.id_price, line.pricelevels);
  return level ? Math.round(level.value * line.quantity * 100) / 100 : 0;
}

/** Whether a quantity can be put in the cart: a whole number from 1 to 999. */
export function isCartQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= CART_QUANTITY.min && quantity <= CART_QUANTITY.max;
}

export interface StoredCartLine {
  priceLevelId: number | null;
  quantity: number;
}

/**
 * A guest's line meeting the account's cart at sign-in (docs/decisions/0072): a product the
 * account lacks comes over as it is; at the same price level the quantities add (capped at 999);
 * at another level the guest's line wins, being the choice just made on the signing-in device.
 */
export function mergeCartLine(account: StoredCartLine | undefined, guest: StoredCartLine): StoredCartLine {
  if (!account || account.priceLevelId !== guest.priceLevelId) {
    return { priceLevelId: guest.priceLevelId, quantity: guest.quantity };
  }
  return {
    priceLevelId: account.priceLevelId,
    quantity: Math.min(account.quantity + guest.quantity, CART_QUANTITY.max),
  };
}
