import { application as contract } from '@agrolease/contracts';
import type { Database, DbExecutor } from '@agrolease/db';
import { chooseComplect, complectFor } from '@agrolease/domain';
import { AppError } from '../../../errors/app-error.ts';
import type { SessionRecord } from '../../../http/session.ts';
import { draftForm, requireAgreements } from '../draft.ts';
import {
  clearCart,
  findCartLinesFor,
  findPriceLevelsOf,
  insertDraft,
  upsertApplicationProduct,
} from '../queries.ts';

/**
 * ShoppingCartCreateApplication: the account's cart (docs/decisions/0072) becomes a draft with the
 * same machines, quantities and price levels; the cart is emptied in the same transaction.
 */
export async function createFromCart(db: Database, session: SessionRecord, cartKey: string) {
  requireAgreements(session);
  return db.transaction(async (tx) => {
    const lines = await findCartLinesFor(tx, cartKey);
    if (lines.length === 0) {
      throw new AppError('VALIDATION', 'Корзина пуста', {
        fieldErrors: [{ prop: 'products', error: 'Корзина пуста' }],
      });
    }
    const application = await insertDraft(tx, session.accountId, await draftForm(tx, session.account));
    const levels = await findPriceLevelsOf(
      tx,
      lines.map((line) => line.productId),
    );
    for (const line of lines) {
      const own = levels.filter((level) => level.productId === line.productId);
      const level = own.find((row) => row.id === line.priceLevelId) ?? own[0];
      await upsertApplicationProduct(
        tx,
        {
          applicationId: application.id,
          productId: line.productId,
          priceLevelId: level?.id ?? null,
          price: level?.value ?? line.price,
          quantity: line.quantity,
          complect: chooseComplect(complectFor({ id: line.productId, price: line.price }), []),
        },
        { quantity: false, complect: false },
      );
    }
    await clearCart(tx, cartKey);
    return {
      success: true as const,
      id_object: application.id,
      url: contract.applicationWizardUrl(application.id, 1),
    };
  });
}

/**
 * A draft application in a company's own cabinet, started by someone else on its behalf (the
 * agent's cabinet, decision 0087): the company fills and signs it with the usual wizard.
 */
export async function startDraftFor(db: DbExecutor, owner: SessionRecord['account']) {
  return insertDraft(db, owner.id, await draftForm(db, owner));
}
