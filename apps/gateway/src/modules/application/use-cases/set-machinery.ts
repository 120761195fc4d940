import type { application as contract, TFieldError } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import { chooseComplect, complectFor } from '@agrolease/domain';
import { AppError } from '../../../errors/app-error.ts';
import type { SessionRecord } from '../../../http/session.ts';
import { type BodyOf, productRows, requireDraft, sumOf } from '../draft.ts';
import { findOwnApplication } from '../lifecycle.ts';
import {
  deleteProductRow,
  deleteProductsExcept,
  findApplicationProducts,
  findPriceLevelsOf,
  findProduct,
  findProductsByIds,
  updateApplication,
  upsertApplicationProduct,
} from '../queries.ts';

export async function getComplect(db: Database, session: SessionRecord, idProduct: number) {
  void session;
  const product = await findProduct(db, idProduct);
  if (!product) throw new AppError('NOT_FOUND', 'Товар не найден');
  return {
    success: true as const,
    items: complectFor(product).map((piece, index) => ({ ...piece, index })),
  };
}

export type SetProductsInput = BodyOf<typeof contract.setProducts>;

/** Puts machines in a draft (insert or update by product); do_replace drops the others. */
export async function setProducts(db: Database, session: SessionRecord, input: SetProductsInput) {
  return db.transaction(async (tx) => {
    const application = await findOwnApplication(tx, session.accountId, input.id_object);
    requireDraft(application);
    const ids = [...new Set([...Object.keys(input.quantity), ...Object.keys(input.products)].map(Number))];
    if (ids.length === 0 && !input.do_replace) {
      throw new AppError('VALIDATION', 'Выберите технику', {
        fieldErrors: [{ prop: 'products', error: 'Выберите технику' }],
      });
    }
    const found = await findProductsByIds(tx, ids);
    const levels = await findPriceLevelsOf(tx, ids);
    const existing = await findApplicationProducts(tx, application.id);
    const errors: TFieldError[] = [];
    for (const id of ids) {
      const product = found.find((row) => row.id === id);
      if (!product) {
        errors.push({ prop: `products[${id}]`, error: 'Товар не найден' });
        continue;
      }
      const own = levels.filter((level) => level.productId === id);
      const wanted = input.products[String(id)];
      // Without products[id] a line already there keeps its level; a new one takes the first.
      const kept = existing.find((row) => row.productId === id)?.priceLevelId;
      const level = wanted
        ? own.find((row) => row.id === wanted)
        : (own.find((row) => row.id === kept) ?? own[0]);
      if (wanted && !level) {
        errors.push({ prop: `products[${id}]`, error: 'Такого уровня цены у товара нет' });
        continue;
      }
      const quantity = input.quantity[String(id)];
      const chosen = input.complect[String(id)];
      await upsertApplicationProduct(
        tx,
        {
          applicationId: application.id,
          productId: id,
          priceLevelId: level?.id ?? null,
          price: level?.value ?? product.price,
          quantity: quantity ?? 1,
          complect: chooseComplect(complectFor(product), chosen ?? []),
        },
        { quantity: quantity === undefined, complect: chosen === undefined },
      );
    }
    if (errors.length > 0) {
      throw new AppError('VALIDATION', errors[0]?.error ?? 'Неверные данные', { fieldErrors: errors });
    }
    if (input.do_replace) await deleteProductsExcept(tx, application.id, ids);
    await updateApplication(tx, application.id, {});
    const products = await productRows(tx, application.id);
    return { success: true as const, products, productSumm: sumOf(products) };
  });
}

export async function unsetProducts(db: Database, session: SessionRecord, idObject: number, idRow: number) {
  return db.transaction(async (tx) => {
    const application = await findOwnApplication(tx, session.accountId, idObject);
    requireDraft(application);
    if (!(await deleteProductRow(tx, application.id, idRow))) {
      throw new AppError('NOT_FOUND', 'Техника не найдена в заявке');
    }
    await updateApplication(tx, application.id, {});
    const products = await productRows(tx, application.id);
    return { success: true as const, products, productSumm: sumOf(products) };
  });
}
