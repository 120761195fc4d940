import type { application as contract, TCallReply, wizard as wizardContract } from '@agrolease/contracts';
import type { Database, DbExecutor } from '@agrolease/db';
import {
  applicationPrefill,
  complectFor,
  isPaymentOverdue,
  type LeaseRecord,
  lineSum,
  moscowDay,
  productSumm,
} from '@agrolease/domain';
import type { z } from 'zod';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';

export { MESSAGE_AGREEMENTS, requireAgreements } from '../../http/require-agreements.ts';

import { accountOrders, accountPayments } from '../cabinet/index.ts';
import type { ApplicationRow } from './lifecycle.ts';
import {
  type ApplicationProductRow,
  findApplicationProducts,
  findLastApplicationForm,
  findPriceLevelsOf,
} from './queries.ts';

export interface ApplicationDeps {
  db: Database;
  files: FileStorage;
}

export type BodyOf<C extends { body?: z.ZodType }> = z.output<NonNullable<C['body']>>;
export type WizardInput = BodyOf<typeof contract.applicationWizard> & Record<string, unknown>;
export type WizardReply = TCallReply<typeof contract.applicationWizard>;
export type FormItem = wizardContract.TFormItem;
export type TProduct = contract.TApplicationProduct;

export const MESSAGE_NOT_DRAFT = 'Заявка уже отправлена, изменить её нельзя';

export function requireDraft(application: ApplicationRow): void {
  if (application.status !== 'draft') throw new AppError('CONFLICT', MESSAGE_NOT_DRAFT);
}

/** The client's leases with Агролизинг as its cabinet shows them: contracts not closed, overdue payments. */
export async function leaseRecordOf(db: DbExecutor, accountId: number): Promise<LeaseRecord> {
  const [orders, payments] = await Promise.all([
    accountOrders(db, accountId),
    accountPayments(db, accountId),
  ]);
  const today = moscowDay();
  return {
    activeContracts: orders.filter((order) => order.status !== 'Закрыт').length,
    overdueSum: payments
      .filter((payment) => isPaymentOverdue(payment, today))
      .reduce((sum, payment) => sum + payment.sum, 0),
  };
}

/**
 * The values a new draft starts with (issue 39): the contact person from the account, the
 * region and the company's documents from its last application.
 */
export async function draftForm(
  db: DbExecutor,
  account: SessionRecord['account'],
): Promise<Record<string, unknown>> {
  return {
    ...applicationPrefill(account, await findLastApplicationForm(db, account.id)),
    advance_percent: 10,
    term_months: 36,
    schedule_type: 'annuity',
  };
}

// ——— Products ———

export async function productRows(db: DbExecutor, applicationId: number): Promise<TProduct[]> {
  const rows = await findApplicationProducts(db, applicationId);
  const levels = await findPriceLevelsOf(
    db,
    rows.map((row) => row.productId),
  );
  return rows.map((row) =>
    toProduct(
      row,
      levels.filter((level) => level.productId === row.productId),
    ),
  );
}

export function toProduct(
  row: ApplicationProductRow,
  levels: { id: number; title: string; value: number }[],
): TProduct {
  const offered = complectFor({ id: row.productId, price: row.listPrice });
  const chosenTitles = new Set(row.complect.map((piece) => piece.title));
  return {
    id_row: row.id,
    id_product: row.productId,
    id_price: row.priceLevelId,
    quantity: row.quantity,
    title: row.title,
    src: row.image,
    url: `/catalog/item/${row.productId}/`,
    supplier: row.supplier,
    prices: levels.map((level) => ({ id: level.id, title: level.title, value: level.value })),
    complect: offered.map((piece, index) => ({ ...piece, index, chosen: chosenTitles.has(piece.title) })),
    price: row.price,
    sum: lineSum({ price: row.price, quantity: row.quantity, complect: row.complect }),
  };
}

/** productSumm: (price + chosen complect) × quantity over the lines (domain rule). */
export function sumOf(products: readonly TProduct[]): number {
  return productSumm(
    products.map((product) => ({
      price: product.price,
      quantity: product.quantity,
      complect: product.complect.filter((piece) => piece.chosen),
    })),
  );
}
