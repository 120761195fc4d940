import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';

/**
 * Clients' reviews of the machines of their handed-over deals and the supplier's public answers
 * (issue 13; decision 0112). The spec names the page only (routes.tsv); every call here is ours.
 */

import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './supplier-reviews-values.ts';

export {
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEWS_PAGE,
  REVIEWS_PAGE_SIZE,
} from './supplier-reviews-values.ts';

const ZPageNumber = z.coerce
  .number({ error: 'Номер страницы должен быть числом' })
  .int('Номер страницы должен быть целым числом')
  .min(1, 'Номер страницы начинается с 1')
  .max(10_000, 'Слишком большой номер страницы')
  .default(1);

export const ZReviewRating = z.coerce
  .number({ error: 'Поставьте оценку от 1 до 5' })
  .int('Поставьте оценку от 1 до 5')
  .min(1, 'Поставьте оценку от 1 до 5')
  .max(5, 'Поставьте оценку от 1 до 5');

export const ZReviewText = z
  .string({ error: 'Напишите отзыв' })
  .trim()
  .min(REVIEW_TEXT_MIN, `Отзыв — не короче ${REVIEW_TEXT_MIN} символов`)
  .max(REVIEW_TEXT_MAX, `Не более ${REVIEW_TEXT_MAX} символов`);

export const ZReviewAnswerText = z
  .string({ error: 'Напишите ответ' })
  .trim()
  .min(1, 'Напишите ответ')
  .max(REVIEW_TEXT_MAX, `Не более ${REVIEW_TEXT_MAX} символов`);

/** A review as its author and the supplier see it. */
export const ZReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  created: z.string().describe('ISO time the review was left'),
  answer: z.string().describe("The supplier's public answer; empty when none"),
  answered: z.string().nullable().describe('ISO time of the answer'),
  product: z.object({ id: z.number().int(), title: z.string(), url: z.string() }),
  client: z.string().describe("The client's company, shortened as the public page shows it"),
  deal: z.string().describe("The deal's code"),
});
export type TReview = z.infer<typeof ZReview>;

/** A machine of the client's deal and its review, if left. */
export const ZDealReviewMachine = z.object({
  product: z.object({ id: z.number().int(), title: z.string(), url: z.string() }),
  review: ZReview.nullable(),
});

export const cabinetDealReviews = defineCall({
  method: 'GET',
  path: '/CabinetDealReviews',
  access: 'auth',
  group: 'deal',
  summary:
    "The machines of the client's deal and its reviews; can_review once the machine is handed over (stage handover or closed)",
  query: z.object({ id_object: zId('Неверная сделка (id_object)') }),
  reply: z.object({
    success: z.literal(true),
    can_review: z.boolean(),
    reason: z.string().describe('Why no review can be left yet; empty when it can'),
    items: z.array(ZDealReviewMachine),
  }),
});

export const cabinetDealReview = defineCall({
  method: 'POST',
  path: '/CabinetDealReview',
  access: 'auth',
  group: 'deal',
  changesState: true,
  summary: "Leaves the one review of a handed-over machine of the client's deal (rating 1–5, text)",
  body: z.object({
    id_object: zId('Неверная сделка (id_object)'),
    id_product: zId('Неверная техника (id_product)'),
    rating: ZReviewRating,
    text: ZReviewText,
  }),
  reply: z.object({ success: z.literal(true), item: ZReview }),
});

export const supplierReviews = defineCall({
  method: 'GET',
  path: '/SupplierReviews',
  access: 'auth',
  group: 'supplier',
  summary:
    "The reviews of the accredited supplier's machines, newest first, paged; unanswered=1 leaves those without an answer",
  query: z.object({
    unanswered: z.preprocess((value) => value === '1' || value === 'true' || value === true, z.boolean()),
    page: ZPageNumber,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZReview),
    average: z.number().nullable().describe('The average rating of all its reviews, one decimal'),
    count_all: z.number().int(),
    count_unanswered: z.number().int(),
    count_collection: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    items_pp: z.number().int(),
  }),
});

export const supplierReviewAnswer = defineCall({
  method: 'POST',
  path: '/SupplierReview/Answer',
  access: 'auth',
  group: 'supplier',
  changesState: true,
  summary: 'Answers a review of its machine publicly, or corrects the answer',
  body: z.object({ id_object: zId('Неверный отзыв (id_object)'), answer: ZReviewAnswerText }),
  reply: z.object({ success: z.literal(true), item: ZReview }),
});

/** What the public product page shows of a review. */
export const ZPublicReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  created: z.string(),
  client: z.string(),
  answer: z.string(),
  answered: z.string().nullable(),
});
