import type { cart, TCallReply } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import { cartLinePriceLevel, cartLineSum } from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import { deleteCartLines, findCartLines, findPriceLevels, productExists, upsertCartLine } from './queries.ts';

type Cart = TCallReply<typeof cart.shoppingCartProducts>;

/** The visitor's cart with each line's price levels and sum (spec 1 §3 "Cart item"). */
export async function getCart(db: Database, clientId: string): Promise<Cart> {
  const lines = await findCartLines(db, clientId);
  const levels = await findPriceLevels(
    db,
    lines.map((line) => line.productId),
  );
  const items = lines.map((line) => {
    const pricelevels = levels
      .filter((level) => level.productId === line.productId)
      .map(({ id, title, value }) => ({ id, title, value }));
    return {
      id_product: line.productId,
      id_price: line.priceLevelId,
      quantity: line.quantity,
      pricelevels,
      title: line.title,
      image: line.image,
      url: `/catalog/item/${line.productId}/`,
      supplier: line.supplier,
      sum: cartLineSum({ id_price: line.priceLevelId, quantity: line.quantity, pricelevels }),
    };
  });
  return {
    items,
    count: items.length,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    total: items.reduce((sum, item) => sum + item.sum, 0),
  };
}

/**
 * addProduct (docs/decisions/0023): a new line at the given level (else the first) and
 * quantity (else 1); on a line already in the cart the level is set, and the quantity too when given.
 */
export async function addProduct(
  db: Database,
  clientId: string,
  input: { id_product: number; id_price?: number; quantity?: number },
): Promise<Cart> {
  if (!(await productExists(db, input.id_product))) {
    throw new AppError('VALIDATION', 'Товар не найден', {
      fieldErrors: [{ prop: 'id_product', error: 'Товар не найден' }],
    });
  }
  const levels = await findPriceLevels(db, [input.id_product]);
  if (input.id_price !== undefined && !levels.some((level) => level.id === input.id_price)) {
    throw new AppError('VALIDATION', 'У товара нет такого уровня цены', {
      fieldErrors: [{ prop: 'id_price', error: 'У товара нет такого уровня цены' }],
    });
  }
  await upsertCartLine(db, {
    clientId,
    productId: input.id_product,
    priceLevelId: cartLinePriceLevel(input.id_price, levels)?.id ?? null,
    quantity: input.quantity,
  });
  return getCart(db, clientId);
}

export async function removeProducts(db: Database, clientId: string, productIds: number[]): Promise<Cart> {
  await deleteCartLines(db, clientId, productIds);
  return getCart(db, clientId);
}
