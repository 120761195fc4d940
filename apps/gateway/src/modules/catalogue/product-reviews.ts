import { type DbExecutor, schema } from '@agrolease/db';
import { shortClientName } from '@agrolease/domain';
import { desc, eq } from 'drizzle-orm';

const { productReviews, products, accounts, deals } = schema;

/**
 * Clients' reviews of handed-over machines and the supplier's public answers (decision 0112),
 * read here, by the catalogue: the machine's page shows them, and the supplier's cabinet reads
 * them through the catalogue's index (decision 0181), so the catalogue needs no supplier module.
 */

const productUrl = (id: number) => `/catalog/item/${id}/`;

const reviewColumns = {
  review: productReviews,
  title: products.title,
  company: accounts.companyTitle,
  deal: deals.code,
};

type ReviewRow = {
  review: typeof productReviews.$inferSelect;
  title: string;
  company: string;
  deal: string;
};

export function productReviewOf(row: ReviewRow) {
  const { review } = row;
  return {
    id: review.id,
    rating: review.rating,
    text: review.text,
    created: review.createdAt.toISOString(),
    answer: review.answer,
    answered: review.answeredAt ? review.answeredAt.toISOString() : null,
    product: { id: review.productId, title: row.title, url: productUrl(review.productId) },
    client: shortClientName(row.company),
    deal: row.deal,
  };
}

export function productReviewsQuery(db: DbExecutor) {
  return db
    .select(reviewColumns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(accounts, eq(accounts.id, productReviews.accountId))
    .innerJoin(deals, eq(deals.id, productReviews.dealId));
}

/** The reviews the public page of a machine shows, newest first (at most 50). */
export async function publicProductReviews(db: DbExecutor, productId: number) {
  const rows = await productReviewsQuery(db)
    .where(eq(productReviews.productId, productId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(50);
  return rows.map((row) => {
    const { id, rating, text, created, client, answer, answered } = productReviewOf(row);
    return { id, rating, text, created, client, answer, answered };
  });
}
