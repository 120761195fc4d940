import type { supplierLeads as contract } from '@agrolease/contracts';
import { type DbExecutor, schema } from '@agrolease/db';
import {
  moscowDay,
  pageCount,
  SPECIAL_OFFER_STATUS_TITLE,
  specialOfferErrors,
  specialOfferRuns,
  type TSpecialOfferStatus,
} from '@agrolease/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { supplierOfInn } from './queries.ts';
import { productUrl, type SupplierDeps } from './service.ts';

const { supplierSpecialOffers, products, suppliers } = schema;
const PAGE_SIZE = 20;
const NOT_FOUND = 'Предложение не найдено';
export const SPECIAL_OFFER_ENTITY = 'special-offer';

type OfferRow = typeof supplierSpecialOffers.$inferSelect;

const offerColumns = {
  offer: supplierSpecialOffers,
  productTitle: products.title,
  productPrice: products.price,
  company: suppliers.title,
  inn: suppliers.inn,
};

function baseSelect(db: DbExecutor) {
  return db
    .select(offerColumns)
    .from(supplierSpecialOffers)
    .innerJoin(products, eq(products.id, supplierSpecialOffers.productId))
    .innerJoin(suppliers, eq(suppliers.id, supplierSpecialOffers.supplierId));
}

type JoinedRow = Awaited<ReturnType<typeof baseSelect>>[number];

function statusOf(row: OfferRow): TSpecialOfferStatus {
  return (
    (['pending', 'accepted', 'rejected', 'withdrawn'] as const).find((s) => s === row.status) ?? 'pending'
  );
}

function today(deps: SupplierDeps): string {
  return moscowDay(deps.clock.now());
}

function toOffer(row: JoinedRow, day: string): contract.TSpecialOffer {
  const status = statusOf(row.offer);
  return {
    id: row.offer.id,
    status,
    status_title: SPECIAL_OFFER_STATUS_TITLE[status],
    product: {
      id: row.offer.productId,
      title: row.productTitle,
      url: productUrl(row.offer.productId),
      price: row.productPrice,
    },
    price: row.offer.price,
    starts_on: row.offer.startsOn,
    ends_on: row.offer.endsOn,
    text: row.offer.text,
    manager_comment: row.offer.managerComment,
    created: row.offer.createdAt.toISOString(),
    decided: row.offer.decidedAt?.toISOString() ?? null,
    runs:
      status === 'accepted' &&
      specialOfferRuns({ starts_on: row.offer.startsOn, ends_on: row.offer.endsOn }, day),
  };
}

function toBackofficeOffer(row: JoinedRow, day: string) {
  const offer = toOffer(row, day);
  return { ...offer, company: row.company, inn: row.inn, can_decide: offer.status === 'pending' };
}

async function findOffer(db: DbExecutor, id: number) {
  const [row] = await baseSelect(db).where(eq(supplierSpecialOffers.id, id)).limit(1);
  return row;
}

async function companyIdOf(deps: SupplierDeps, session: SessionRecord): Promise<number | null> {
  return (await supplierOfInn(deps.db, session.account.inn))?.id ?? null;
}

export async function supplierOffers(deps: SupplierDeps, session: SessionRecord, input: { page: number }) {
  const supplierId = await companyIdOf(deps, session);
  const day = today(deps);
  if (supplierId === null)
    return {
      success: true as const,
      items: [],
      products: [],
      count_collection: 0,
      page: input.page,
      pages: 1,
      today: day,
    };
  const own = eq(supplierSpecialOffers.supplierId, supplierId);
  const [rows, [total], machines] = await Promise.all([
    baseSelect(deps.db)
      .where(own)
      .orderBy(desc(supplierSpecialOffers.createdAt), desc(supplierSpecialOffers.id))
      .limit(PAGE_SIZE)
      .offset((input.page - 1) * PAGE_SIZE),
    deps.db.select({ value: count() }).from(supplierSpecialOffers).where(own),
    deps.db
      .select({ id: products.id, title: products.title, price: products.price })
      .from(products)
      .where(eq(products.supplierId, supplierId))
      .orderBy(asc(products.title), asc(products.id))
      .limit(200),
  ]);
  return {
    success: true as const,
    items: rows.map((row) => toOffer(row, day)),
    products: machines,
    count_collection: total?.value ?? 0,
    page: input.page,
    pages: pageCount(total?.value ?? 0, PAGE_SIZE),
    today: day,
  };
}

export async function createSupplierOffer(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { id_product: number; price: number; starts_on: string; ends_on: string; text: string },
) {
  const supplierId = await companyIdOf(deps, session);
  const [product] =
    supplierId === null
      ? []
      : await deps.db
          .select({ id: products.id, price: products.price })
          .from(products)
          .where(and(eq(products.id, input.id_product), eq(products.supplierId, supplierId)))
          .limit(1);
  if (!product || supplierId === null) throw new AppError('NOT_FOUND', 'Техника не найдена');
  const day = today(deps);
  const errors = specialOfferErrors(input, product.price, day);
  if (errors[0]) throw new AppError('VALIDATION', errors[0].error, { fieldErrors: errors });
  const [open] = await deps.db
    .select({ id: supplierSpecialOffers.id })
    .from(supplierSpecialOffers)
    .where(
      and(
        eq(supplierSpecialOffers.productId, product.id),
        inArray(supplierSpecialOffers.status, ['pending', 'accepted']),
        sql`${supplierSpecialOffers.endsOn} >= ${day}`,
      ),
    )
    .limit(1);
  if (open)
    throw new AppError(
      'CONFLICT',
      'На эту технику уже есть действующее предложение или предложение на модерации',
    );
  const [inserted] = await deps.db
    .insert(supplierSpecialOffers)
    .values({
      supplierId,
      accountId: session.accountId,
      productId: product.id,
      price: input.price,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
      text: input.text,
      createdAt: deps.clock.now(),
    })
    .returning({ id: supplierSpecialOffers.id });
  const row = inserted && (await findOffer(deps.db, inserted.id));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { success: true as const, item: toOffer(row, day) };
}

export async function withdrawSupplierOffer(deps: SupplierDeps, session: SessionRecord, id: number) {
  const supplierId = await companyIdOf(deps, session);
  const row = await findOffer(deps.db, id);
  if (!row || row.offer.supplierId !== supplierId) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (row.offer.status !== 'pending' && row.offer.status !== 'accepted')
    throw new AppError('CONFLICT', 'Предложение уже снято или отклонено');
  await deps.db
    .update(supplierSpecialOffers)
    .set({ status: 'withdrawn' })
    .where(eq(supplierSpecialOffers.id, id));
  const updated = await findOffer(deps.db, id);
  if (!updated) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { success: true as const, item: toOffer(updated, today(deps)) };
}

export async function backofficeSupplierOffers(
  deps: SupplierDeps,
  input: { status?: TSpecialOfferStatus; page: number; items_per_page: number },
) {
  const size = input.items_per_page;
  const where = input.status ? eq(supplierSpecialOffers.status, input.status) : undefined;
  const day = today(deps);
  const [rows, [total]] = await Promise.all([
    baseSelect(deps.db)
      .where(where)
      .orderBy(
        sql`case when ${supplierSpecialOffers.status} = 'pending' then 0 else 1 end`,
        desc(supplierSpecialOffers.createdAt),
        desc(supplierSpecialOffers.id),
      )
      .limit(size)
      .offset((input.page - 1) * size),
    deps.db.select({ value: count() }).from(supplierSpecialOffers).where(where),
  ]);
  return {
    success: true as const,
    items: rows.map((row) => toBackofficeOffer(row, day)),
    count: total?.value ?? 0,
    pages: pageCount(total?.value ?? 0, size),
  };
}

/**
 * The manager's decision. Accepting makes the offer public while its period runs: the row's
 * trigger moves catalogue_generation, so the catalogue index (CatalogPromo, /specialoffers/)
 * and every cache keyed by it follow. The supplier hears of either in the same transaction.
 */
export async function decideSupplierOffer(
  deps: SupplierDeps,
  input: { id_object: number; decision: 'accepted' | 'rejected'; comment: string },
) {
  if (input.decision === 'rejected' && !input.comment) {
    const message = 'Укажите причину отказа';
    throw new AppError('VALIDATION', message, { fieldErrors: [{ prop: 'comment', error: message }] });
  }
  if (!(await findOffer(deps.db, input.id_object))) throw new AppError('NOT_FOUND', NOT_FOUND);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(supplierSpecialOffers)
      .where(eq(supplierSpecialOffers.id, input.id_object))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (locked.status !== 'pending') throw new AppError('CONFLICT', 'Решение по предложению уже принято');
    await tx
      .update(supplierSpecialOffers)
      .set({ status: input.decision, managerComment: input.comment, decidedAt: now })
      .where(eq(supplierSpecialOffers.id, locked.id));
    const [product] = await tx
      .select({ title: products.title })
      .from(products)
      .where(eq(products.id, locked.productId));
    if (locked.accountId !== null) {
      const title = product?.title ?? `№ ${locked.productId}`;
      await postToFeed(tx, locked.accountId, {
        title:
          input.decision === 'accepted'
            ? `Специальное предложение на «${title}» опубликовано`
            : `Специальное предложение на «${title}» отклонено`,
        body:
          input.comment ||
          `Предложение показывается в разделе «Специальные предложения» с ${locked.startsOn} по ${locked.endsOn}.`,
        entity: SPECIAL_OFFER_ENTITY,
        entityId: locked.id,
      });
    }
  });
  const row = await findOffer(deps.db, input.id_object);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { success: true as const, item: toBackofficeOffer(row, today(deps)) };
}
