import type { cart, TCallReply } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import { cartLinePriceLevel, cartLineSum, mergeCartLine } from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import {
  ANY_MACHINE_CONDITIONS,
  conditionsByTopCategory,
  estimateMonthlyPayment,
} from '../calculator/index.ts';
import { accountCartKey, accountOfCartKey } from './cart-owner.ts';
import {
  clearCartLines,
  deleteCartLines,
  findCartLines,
  findPriceLevels,
  findStoredLines,
  productExists,
  putCartLine,
  upsertCartLine,
} from './queries.ts';

type Cart = TCallReply<typeof cart.shoppingCartProducts>;

/** The cart of a client id or an account (cart-owner.ts) with each line's price levels and sum (spec 1 §3 "Cart item"). */
export async function getCart(db: Database, clientId: string): Promise<Cart> {
  const lines = await findCartLines(db, clientId);
  const [levels, conditions] = await Promise.all([
    findPriceLevels(
      db,
      lines.map((line) => line.productId),
    ),
    lines.length > 0 ? conditionsByTopCategory(db) : new Map(),
  ]);
  const items = lines.map((line) => {
    const pricelevels = levels
      .filter((level) => level.productId === line.productId)
      .map(({ id, title, value }) => ({ id, title, value }));
    const sum = cartLineSum({ id_price: line.priceLevelId, quantity: line.quantity, pricelevels });
    return {
      id_product: line.productId,
      id_price: line.priceLevelId,
      quantity: line.quantity,
      pricelevels,
      title: line.title,
      image: line.image,
      url: `/catalog/item/${line.productId}/`,
      supplier: line.supplier,
      sum,
      monthly_payment: estimateMonthlyPayment(
        conditions.get(line.topCategoryId) ?? ANY_MACHINE_CONDITIONS,
        sum,
      ),
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
 * An account's line is published (`cart.lines-put`) in the put's transaction: the machine's
 * supplier has a lead (decision 0183).
 */
export async function addProduct(
  db: Database,
  events: DomainEvents,
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
  const accountId = accountOfCartKey(clientId);
  await db.transaction(async (tx) => {
    const lines = await upsertCartLine(tx, {
      clientId,
      productId: input.id_product,
      priceLevelId: cartLinePriceLevel(input.id_price, levels)?.id ?? null,
      quantity: input.quantity,
    });
    if (accountId !== null) await events.publish(tx, 'cart.lines-put', { accountId, lines, at: new Date() });
  });
  return getCart(db, clientId);
}

/** Takes machines out of the cart; an account's are published (`cart.lines-removed`): their leads go. */
export async function removeProducts(
  db: Database,
  events: DomainEvents,
  clientId: string,
  productIds: number[],
): Promise<Cart> {
  const accountId = accountOfCartKey(clientId);
  await db.transaction(async (tx) => {
    const removed = await deleteCartLines(tx, clientId, productIds);
    if (accountId !== null && removed.length > 0) {
      await events.publish(tx, 'cart.lines-removed', {
        accountId,
        productIds: removed.map((line) => line.productId),
      });
    }
  });
  return getCart(db, clientId);
}

/**
 * After sign-in the guest's lines join the account's cart (docs/decisions/0072, rule in
 * mergeCartLine) and leave the client id's cart, so signing in again adds nothing twice and
 * signing out finds the guest cart empty. The lines now named by the account are published
 * (`cart.lines-put`, decision 0183) with the events the caller carries (every request's does).
 */
export async function mergeGuestCart(
  db: Database,
  events: DomainEvents | undefined,
  clientId: string | undefined,
  accountId: number,
) {
  if (!clientId) return;
  const accountKey = accountCartKey(accountId);
  await db.transaction(async (tx) => {
    const guestLines = await findStoredLines(tx, clientId);
    if (guestLines.length === 0) return;
    const accountLines = new Map(
      (await findStoredLines(tx, accountKey)).map((line) => [line.productId, line]),
    );
    const put: { productId: number; quantity: number }[] = [];
    for (const guest of guestLines) {
      const merged = mergeCartLine(accountLines.get(guest.productId), guest);
      await putCartLine(tx, { clientId: accountKey, productId: guest.productId, ...merged });
      put.push({ productId: guest.productId, quantity: merged.quantity });
    }
    await clearCartLines(tx, clientId);
    await events?.publish(tx, 'cart.lines-put', { accountId, lines: put, at: new Date() });
  });
}
