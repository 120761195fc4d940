import { supplierReviews as contract } from '@agrolease/contracts';
import { type DbExecutor, schema } from '@agrolease/db';
import {
  averageRating,
  canReviewAtStage,
  REVIEW_ALREADY_LEFT,
  REVIEW_NOT_HANDED_OVER,
} from '@agrolease/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { productReviewOf as reviewOf, productReviewsQuery as reviewsQuery } from '../catalogue/index.ts';
import { findOwnDeal } from '../deal/index.ts';
import { supplierOfInn } from './queries.ts';
import type { SupplierDeps } from './service.ts';

const { productReviews, products, applicationProducts } = schema;
const REVIEW_NOT_FOUND = 'Отзыв не найден';
const productUrl = (id: number) => `/catalog/item/${id}/`;

/** Clients' reviews of handed-over machines and the supplier's public answers (decision 0112). */

async function reviewById(db: DbExecutor, id: number) {
  const [row] = await reviewsQuery(db).where(eq(productReviews.id, id));
  return row ? reviewOf(row) : undefined;
}

/** The machines of a deal: the lines of its application. */
async function dealMachines(db: DbExecutor, applicationId: number | null) {
  if (applicationId === null) return [];
  return db
    .selectDistinct({ id: products.id, title: products.title, supplierId: products.supplierId })
    .from(applicationProducts)
    .innerJoin(products, eq(products.id, applicationProducts.productId))
    .where(eq(applicationProducts.applicationId, applicationId))
    .orderBy(asc(products.id));
}

async function ownDeal(deps: SupplierDeps, session: SessionRecord, id: number) {
  const deal = await findOwnDeal(deps.db, session.account.id, id);
  if (!deal) throw new AppError('NOT_FOUND', 'Сделка не найдена');
  return deal;
}

export async function cabinetDealReviews(deps: SupplierDeps, session: SessionRecord, dealId: number) {
  const deal = await ownDeal(deps, session, dealId);
  const machines = await dealMachines(deps.db, deal.applicationId);
  const reviews = (await reviewsQuery(deps.db).where(eq(productReviews.dealId, deal.id))).map(reviewOf);
  const canReview = canReviewAtStage(deal.stage);
  const items = machines.map((machine) => ({
    product: { id: machine.id, title: machine.title, url: productUrl(machine.id) },
    review: reviews.find((review) => review.product.id === machine.id) ?? null,
  }));
  // A review of a machine no longer among the lines still shows.
  for (const review of reviews)
    if (!items.some((item) => item.product.id === review.product.id))
      items.push({ product: review.product, review });
  return {
    success: true as const,
    can_review: canReview,
    reason: canReview ? '' : REVIEW_NOT_HANDED_OVER,
    items,
  };
}

export async function leaveDealReview(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { id_object: number; id_product: number; rating: number; text: string },
) {
  const deal = await ownDeal(deps, session, input.id_object);
  const machine = (await dealMachines(deps.db, deal.applicationId)).find(
    (row) => row.id === input.id_product,
  );
  if (!machine) throw new AppError('NOT_FOUND', 'Такой техники в сделке нет');
  if (!canReviewAtStage(deal.stage)) throw new AppError('CONFLICT', REVIEW_NOT_HANDED_OVER);
  if (machine.supplierId === null) throw new AppError('CONFLICT', 'У этой техники нет поставщика в каталоге');
  const [inserted] = await deps.db
    .insert(productReviews)
    .values({
      dealId: deal.id,
      productId: machine.id,
      supplierId: machine.supplierId,
      accountId: session.account.id,
      rating: input.rating,
      text: input.text,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: productReviews.id });
  if (!inserted) throw new AppError('CONFLICT', REVIEW_ALREADY_LEFT);
  const item = await reviewById(deps.db, inserted.id);
  if (!item) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND);
  return { success: true as const, item };
}

export async function supplierReviewsList(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { unanswered: boolean; page: number },
) {
  const size = contract.REVIEWS_PAGE_SIZE;
  const supplier = await supplierOfInn(deps.db, session.account.inn);
  const empty = {
    success: true as const,
    items: [],
    average: null,
    count_all: 0,
    count_unanswered: 0,
    count_collection: 0,
    page: input.page,
    pages: 0,
    items_pp: size,
  };
  if (!supplier) return empty;
  const own = eq(productReviews.supplierId, supplier.id);
  const unanswered = and(own, eq(productReviews.answer, ''));
  const [totals] = await deps.db
    .select({
      all: count(),
      sum: sql<string>`coalesce(sum(${productReviews.rating}), 0)`,
      unanswered: sql<string>`count(*) filter (where ${productReviews.answer} = '')`,
    })
    .from(productReviews)
    .where(own);
  const all = Number(totals?.all ?? 0);
  const countUnanswered = Number(totals?.unanswered ?? 0);
  const total = input.unanswered ? countUnanswered : all;
  const rows = await reviewsQuery(deps.db)
    .where(input.unanswered ? unanswered : own)
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(size)
    .offset((input.page - 1) * size);
  return {
    ...empty,
    items: rows.map(reviewOf),
    average: averageRating(Number(totals?.sum ?? 0), all),
    count_all: all,
    count_unanswered: countUnanswered,
    count_collection: total,
    pages: Math.ceil(total / size),
  };
}

export async function answerSupplierReview(
  deps: SupplierDeps,
  session: SessionRecord,
  input: { id_object: number; answer: string },
) {
  const supplier = await supplierOfInn(deps.db, session.account.inn);
  const updated = supplier
    ? await deps.db
        .update(productReviews)
        .set({ answer: input.answer, answeredAt: deps.clock.now() })
        .where(and(eq(productReviews.id, input.id_object), eq(productReviews.supplierId, supplier.id)))
        .returning({ id: productReviews.id })
    : [];
  if (updated.length === 0) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND);
  const item = await reviewById(deps.db, input.id_object);
  if (!item) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND);
  return { success: true as const, item };
}
