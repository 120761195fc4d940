import type { supplier as contract } from '@agrolease/contracts';
import { pageCount, type TProductChangeStatus } from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import { postToFeed } from '../cabinet-feed/feed.ts';
import { applyProductCard } from '../catalogue/apply-product-card.ts';
import {
  changesPage,
  findChange,
  findProduct,
  levelsOf,
  type ProductChangeRow,
  updateChange,
} from './queries.ts';
import { changeOf, PRODUCT_CHANGE_ENTITY, productUrl, type SupplierDeps } from './service.ts';

/** The manager's side of the nomenclature (decision 0086): the queue, one change, the decision. */
const PAGE_SIZE = 20;

export async function productChangesQueue(
  deps: SupplierDeps,
  input: { status?: TProductChangeStatus; page: number },
) {
  const { rows, total } = await changesPage(deps.db, {
    status: input.status,
    offset: (input.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  return {
    success: true as const,
    items: rows.map(({ change, product, company }) => {
      const { id, status, status_title, created } = changeOf(change);
      return { id, status, status_title, created, product, company };
    }),
    count: total,
    pages: pageCount(total, PAGE_SIZE),
  };
}

async function cardOf(deps: SupplierDeps, row: ProductChangeRow): Promise<contract.TBackofficeProductChange> {
  const product = await findProduct(deps.db, row.productId);
  if (!product) throw new AppError('NOT_FOUND', 'Изменение не найдено');
  const levels = await levelsOf(deps.db, [product.id]);
  const change = changeOf(row);
  return {
    ...change,
    product: { id: product.id, title: product.title, url: productUrl(product.id) },
    company: product.company,
    inn: product.inn,
    current: {
      description: product.description,
      CRMPrices: levels.map(({ id, title, value }) => ({ id, title, value })),
    },
    can_decide: change.status === 'pending',
  };
}

export async function productChangeCard(deps: SupplierDeps, id: number) {
  const row = await findChange(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Изменение не найдено');
  return { success: true as const, change: await cardOf(deps, row) };
}

/**
 * Accepting applies the change to the catalogue (the catalogue generation moves, so the product
 * page, the calculator and the cart show the new prices); rejecting needs a reason. The supplier
 * hears of either by a message and a pop-up, in the same transaction.
 */
export async function decideProductChange(
  deps: SupplierDeps,
  input: { id_object: number; decision: 'accepted' | 'rejected'; comment: string },
) {
  if (input.decision === 'rejected' && !input.comment) {
    const message = 'Укажите причину отказа';
    throw new AppError('VALIDATION', message, { fieldErrors: [{ prop: 'comment', error: message }] });
  }
  if (!(await findChange(deps.db, input.id_object))) throw new AppError('NOT_FOUND', 'Изменение не найдено');
  const now = deps.clock.now();
  const decided = await deps.db.transaction(async (tx) => {
    const row = await findChange(tx, input.id_object, { lock: true });
    if (!row) throw new AppError('NOT_FOUND', 'Изменение не найдено');
    if (row.status !== 'pending') throw new AppError('CONFLICT', 'Решение по изменению уже принято');
    if (input.decision === 'accepted') {
      await applyProductCard(tx, row.productId, { description: row.description, prices: row.prices });
    }
    const updated = await updateChange(tx, row.id, {
      status: input.decision,
      managerComment: input.comment,
      decidedAt: now,
      updatedAt: now,
    });
    const product = await findProduct(tx, row.productId);
    const title = product?.title ?? `№ ${row.productId}`;
    await postToFeed(tx, row.accountId, {
      title:
        input.decision === 'accepted'
          ? `Изменения карточки «${title}» опубликованы`
          : `Изменения карточки «${title}» отклонены`,
      body:
        input.comment ||
        'Новые уровни цены и описание уже в каталоге: на странице техники, в калькуляторе и в корзине.',
      entity: PRODUCT_CHANGE_ENTITY,
      entityId: row.id,
    });
    return updated;
  });
  return { success: true as const, change: await cardOf(deps, decided) };
}
