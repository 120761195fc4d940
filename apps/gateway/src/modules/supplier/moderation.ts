import type { supplier as contract } from '@agrolease/contracts';
import { pageCount, type TProductChangeStatus } from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { applyProductCard, createCatalogueProduct } from '../catalogue/index.ts';
import { type CardCatalogue, cardCatalogueOf, newCardOf } from './new-cards.ts';
import {
  changesPage,
  findChange,
  findProduct,
  findSupplier,
  levelsOf,
  type ProductChangeRow,
  updateChange,
} from './queries.ts';
import { changeOf, PRODUCT_CHANGE_ENTITY, productUrl, type SupplierDeps } from './service.ts';

/** The manager's side of the nomenclature (decision 0086): the queue, one change, the decision. */
export async function productChangesQueue(
  deps: SupplierDeps,
  input: { status?: TProductChangeStatus; page: number; items_per_page: number },
) {
  const size = input.items_per_page;
  const { rows, total } = await changesPage(deps.db, {
    status: input.status,
    offset: (input.page - 1) * size,
    limit: size,
  });
  return {
    success: true as const,
    items: rows.map(({ change, product, company }) => {
      const { id, status, status_title, created } = changeOf(change);
      const kind = change.kind === 'new' ? ('new' as const) : ('edit' as const);
      return { id, status, status_title, created, kind, product, company };
    }),
    count: total,
    pages: pageCount(total, size),
  };
}

async function cardOf(
  deps: SupplierDeps,
  row: ProductChangeRow,
  catalogue?: CardCatalogue,
): Promise<contract.TBackofficeProductChange> {
  if (row.kind === 'new') return newCardForManager(deps, row, catalogue);
  const product = row.productId !== null ? await findProduct(deps.db, row.productId) : undefined;
  if (!product) throw new AppError('NOT_FOUND', 'Изменение не найдено');
  const levels = await levelsOf(deps.db, [product.id]);
  const change = changeOf(row);
  return {
    ...change,
    kind: 'edit',
    card: null,
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

/** A new card (decision 0109): the whole proposal; the product once accepted. */
async function newCardForManager(
  deps: SupplierDeps,
  row: ProductChangeRow,
  catalogue?: CardCatalogue,
): Promise<contract.TBackofficeProductChange> {
  const [view, [company]] = await Promise.all([
    newCardOf(deps, row, catalogue),
    findSupplier(deps.db, row.supplierId ?? 0),
  ]);
  const change = changeOf(row);
  return {
    ...change,
    kind: 'new',
    product:
      row.productId !== null
        ? { id: row.productId, title: view.card.title, url: productUrl(row.productId) }
        : null,
    card: view.card,
    company: company?.title ?? '',
    inn: company?.inn ?? '',
    current: { description: '', CRMPrices: [] },
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
 * hears of either by a message and a pop-up, in the same transaction. The reply does not wait for
 * the catalogue index: a new card's view reads it before the decision, and the moved generation
 * leaves the index stale, rebuilt by the next catalogue request.
 */
export async function decideProductChange(
  deps: SupplierDeps,
  input: { id_object: number; decision: 'accepted' | 'rejected'; comment: string },
) {
  if (input.decision === 'rejected' && !input.comment) {
    const message = 'Укажите причину отказа';
    throw new AppError('VALIDATION', message, { fieldErrors: [{ prop: 'comment', error: message }] });
  }
  const pending = await findChange(deps.db, input.id_object);
  if (!pending) throw new AppError('NOT_FOUND', 'Изменение не найдено');
  const catalogue = pending.kind === 'new' ? await cardCatalogueOf(deps, pending) : undefined;
  const now = deps.clock.now();
  const decided = await deps.db.transaction(async (tx) => {
    const row = await findChange(tx, input.id_object, { lock: true });
    if (!row) throw new AppError('NOT_FOUND', 'Изменение не найдено');
    if (row.status !== 'pending') throw new AppError('CONFLICT', 'Решение по изменению уже принято');
    let productId = row.productId;
    if (input.decision === 'accepted' && row.kind === 'new') {
      const card = row.card;
      if (!card || row.supplierId === null) throw new AppError('CONFLICT', 'Карточка неполная');
      productId = await createCatalogueProduct(tx, {
        ...card,
        supplierId: row.supplierId,
        description: row.description,
        prices: row.prices,
      });
    } else if (input.decision === 'accepted' && productId !== null) {
      await applyProductCard(tx, productId, { description: row.description, prices: row.prices });
    }
    const updated = await updateChange(tx, row.id, {
      productId,
      status: input.decision,
      managerComment: input.comment,
      decidedAt: now,
      updatedAt: now,
    });
    const product = productId !== null ? await findProduct(tx, productId) : undefined;
    const title = product?.title ?? row.card?.title ?? `№ ${row.productId}`;
    const isNew = row.kind === 'new';
    await postToFeed(tx, row.accountId, {
      title: isNew
        ? input.decision === 'accepted'
          ? `Карточка «${title}» опубликована`
          : `Карточка «${title}» отклонена`
        : input.decision === 'accepted'
          ? `Изменения карточки «${title}» опубликованы`
          : `Изменения карточки «${title}» отклонены`,
      body:
        input.comment ||
        (isNew
          ? 'Техника уже в каталоге: в своей категории, в поиске и на своей странице.'
          : 'Новые уровни цены и описание уже в каталоге: на странице техники, в калькуляторе и в корзине.'),
      entity: PRODUCT_CHANGE_ENTITY,
      entityId: row.id,
    });
    return updated;
  });
  return { success: true as const, change: await cardOf(deps, decided, catalogue) };
}
