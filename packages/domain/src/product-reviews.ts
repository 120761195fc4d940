/**
 * Clients' reviews of leased machines (decision 0112): who may leave one and how the public page
 * names the client.
 */

/** Deal stages at which the machine has been handed over to the client. */
export const REVIEWABLE_DEAL_STAGES = ['handover', 'closed'] as const;

export const REVIEW_NOT_HANDED_OVER = 'Отзыв можно оставить после передачи техники';
export const REVIEW_ALREADY_LEFT = 'Отзыв об этой технике по сделке уже оставлен';

/** Whether a deal at this stage lets its client review its machines. */
export function canReviewAtStage(stage: string): boolean {
  return (REVIEWABLE_DEAL_STAGES as readonly string[]).includes(stage);
}

const LEGAL_FORMS = /^(ООО|ОАО|ЗАО|ПАО|АО|ИП|КФХ|ГКФХ|СПК|СХПК|ООО\s+СП|АНО)\s+/iu;
const QUOTES = /[«»"“”„]/gu;

/**
 * The client's company as the public page shows it: without the legal form and quotes, the first
 * word in full and the rest by initials — «ООО «Агрофирма Заречье»» → «Агрофирма З.».
 */
export function shortClientName(company: string): string {
  const bare = company.replace(QUOTES, ' ').replace(/\s+/gu, ' ').trim().replace(LEGAL_FORMS, '').trim();
  const [first, ...rest] = bare.split(' ').filter(Boolean);
  if (!first) return 'Клиент';
  const initials = rest.map((word) => `${word.charAt(0).toUpperCase()}.`).join(' ');
  return initials ? `${first} ${initials}` : first;
}

/** The average rating to one decimal; null when there are no reviews. */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}
