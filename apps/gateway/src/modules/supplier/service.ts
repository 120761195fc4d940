import { supplier as contract } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import {
  changesSomething,
  PRODUCT_CHANGE_STATUS_TITLE,
  pageCount,
  priceLevelErrors,
  type TProductChangeStatus,
} from '@agrolease/domain';
import type { Clock } from '../../adapters/clock/clock.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { newCardsOfSupplier } from './new-cards.ts';
import {
  findSupplierProduct,
  insertChange,
  latestChanges,
  levelsOf,
  lockPendingChange,
  type ProductChangeRow,
  pendingCountOfSupplier,
  type SupplierRow,
  supplierOfInn,
  supplierProductsPage,
  updateChange,
} from './queries.ts';

export interface SupplierDeps {
  db: Database;
  clock: Clock;
}

export const PRODUCT_CHANGE_ENTITY = 'product-change';

export function productUrl(id: number): string {
  return `/catalog/item/${id}/`;
}

function statusOf(row: ProductChangeRow): TProductChangeStatus {
  return row.status === 'accepted' || row.status === 'rejected' ? row.status : 'pending';
}

export function changeOf(row: ProductChangeRow): contract.TProductChange {
  const status = statusOf(row);
  return {
    id: row.id,
    status,
    status_title: PRODUCT_CHANGE_STATUS_TITLE[status],
    description: row.description,
    prices: row.prices,
    manager_comment: row.managerComment,
    created: row.createdAt.toISOString(),
    decided: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The catalogue supplier of the signed-in supplier account (its INN). An accredited account
 * without one has no machines yet: an empty list, and every product is another's (404).
 */
async function companyOf(deps: SupplierDeps, session: SessionRecord): Promise<SupplierRow | undefined> {
  return supplierOfInn(deps.db, session.account.inn);
}

export async function supplierProducts(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { query: string; page: number },
) {
  const company = await companyOf(deps, session);
  const size = contract.SUPPLIER_PRODUCTS_PAGE_SIZE;
  const { rows, total } = company
    ? await supplierProductsPage(deps.db, {
        supplierId: company.id,
        query: input.query,
        offset: (input.page - 1) * size,
        limit: size,
      })
    : { rows: [], total: 0 };
  const ids = rows.map((row) => row.id);
  const [levels, changes] = await Promise.all([levelsOf(deps.db, ids), latestChanges(deps.db, ids)]);
  const download = new URLSearchParams(input.query ? { query: input.query } : {}).toString();
  return {
    success: true as const,
    company: company?.title ?? session.account.companyTitle,
    items: rows.map((row) => {
      const change = changes.get(row.id);
      return {
        id: row.id,
        title: row.title,
        category: row.category,
        year: row.year,
        price: row.price,
        prices_count: levels.filter((level) => level.productId === row.id).length,
        CRMPrices: levels
          .filter((level) => level.productId === row.id)
          .map(({ id, title, value }) => ({ id, title, value })),
        url: productUrl(row.id),
        edit_url: `${contract.PRICE_LEVEL_PAGE}/${row.id}`,
        change: change
          ? (({ id, status, status_title, manager_comment }) => ({
              id,
              status,
              status_title,
              manager_comment,
            }))(changeOf(change))
          : null,
      };
    }),
    count_collection: total,
    pending: company ? await pendingCountOfSupplier(deps.db, company.id) : 0,
    new_cards: await newCardsOfSupplier(deps, company?.id),
    page: input.page,
    pages: pageCount(total, size),
    items_pp: size,
    download_url: `/srv${contract.SUPPLIER_PRODUCTS_REPORT_PATH}${download ? `?${download}` : ''}`,
  };
}

/** All the supplier's products matching the search, for the XLSX report. */
export async function supplierProductsForReport(deps: SupplierDeps, session: SessionRecord, query: string) {
  const company = await companyOf(deps, session);
  if (!company) return { company: session.account.companyTitle, rows: [] };
  const { rows } = await supplierProductsPage(deps.db, { supplierId: company.id, query, offset: 0 });
  const ids = rows.map((row) => row.id);
  const [levels, changes] = await Promise.all([levelsOf(deps.db, ids), latestChanges(deps.db, ids)]);
  return {
    company: company.title,
    rows: rows.map((row) => {
      const change = changes.get(row.id);
      return {
        ...row,
        levels: levels.filter((level) => level.productId === row.id),
        changeStatus: change ? PRODUCT_CHANGE_STATUS_TITLE[statusOf(change)] : '',
      };
    }),
  };
}

async function ownProduct(deps: SupplierDeps, session: SessionRecord, productId: number) {
  const company = await companyOf(deps, session);
  const product = company ? await findSupplierProduct(deps.db, company.id, productId) : undefined;
  // Another supplier's machine is not found (never leak its existence).
  if (!product) throw new AppError('NOT_FOUND', 'Техника не найдена');
  return product;
}

async function cardOf(
  deps: SupplierDeps,
  product: Awaited<ReturnType<typeof ownProduct>>,
): Promise<contract.TSupplierProductCard> {
  const [levels, changes] = await Promise.all([
    levelsOf(deps.db, [product.id]),
    latestChanges(deps.db, [product.id]),
  ]);
  const change = changes.get(product.id);
  return {
    id: product.id,
    title: product.title,
    category: product.category,
    brand: product.brand,
    model: product.model,
    year: product.year,
    description: product.description,
    url: productUrl(product.id),
    CRMPrices: levels.map(({ id, title, value }) => ({ id, title, value })),
    change: change ? changeOf(change) : null,
  };
}

export async function supplierProduct(deps: SupplierDeps, session: SessionRecord, productId: number) {
  return { success: true as const, product: await cardOf(deps, await ownProduct(deps, session, productId)) };
}

/**
 * Sends a change of the card to moderation: the proposal is stored, the catalogue is untouched
 * until the manager accepts it. A change still pending is replaced by the new one.
 */
export async function saveSupplierProduct(
  deps: SupplierDeps,
  session: SessionRecord,
  input: {
    id_object: number;
    description: string;
    prices: { id: number | null; title: string; value: number }[];
  },
) {
  const product = await ownProduct(deps, session, input.id_object);
  const prices = input.prices.map((level) => ({ ...level, title: level.title.trim() }));
  const errors = priceLevelErrors(prices);
  const current = await levelsOf(deps.db, [product.id]);
  const currentIds = new Set(current.map((level) => level.id));
  prices.forEach((level, index) => {
    if (level.id !== null && !currentIds.has(level.id)) {
      errors.push({ prop: `prices[${index}][id]`, error: 'Уровень цены не найден' });
    }
  });
  if (errors.length > 0) {
    throw new AppError('VALIDATION', errors[0]?.error ?? 'Проверьте уровни цены', { fieldErrors: errors });
  }
  const proposal = { description: input.description.trim(), prices };
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const pending = await lockPendingChange(tx, product.id);
    if (
      !pending &&
      !changesSomething(
        {
          description: product.description,
          prices: current.map(({ id, title, value }) => ({ id, title, value })),
        },
        proposal,
      )
    ) {
      throw new AppError('VALIDATION', 'Изменений нет: карточка такая же, как в каталоге', {
        fieldErrors: [{ prop: 'prices', error: 'Изменений нет: карточка такая же, как в каталоге' }],
      });
    }
    if (pending) {
      await updateChange(tx, pending.id, { ...proposal, accountId: session.account.id, updatedAt: now });
    } else {
      await insertChange(tx, {
        productId: product.id,
        accountId: session.account.id,
        ...proposal,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
    }
  });
  return { success: true as const, product: await cardOf(deps, product) };
}
