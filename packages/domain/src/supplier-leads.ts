/**
 * The supplier's leads and special offers (issue 13, docs/decisions/0106): the states of a lead,
 * where a lead comes from, and the rules of a special offer.
 */
export const LEAD_STATES = ['new', 'in_work', 'closed'] as const;
export type TLeadState = (typeof LEAD_STATES)[number];

export const LEAD_STATE_TITLE: Record<TLeadState, string> = {
  new: 'Новый',
  in_work: 'В работе',
  closed: 'Закрыт',
};

export const LEAD_SOURCES = ['cart', 'application', 'callback'] as const;
export type TLeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_SOURCE_TITLE: Record<TLeadSource, string> = {
  cart: 'Добавил в корзину',
  application: 'Заявка на лизинг',
  callback: 'Заказал звонок',
};

export const LEAD_NOTE_MAX = 2000;

/** A lead's id in addresses: its source and the source row, e.g. `cart-12`. */
export function leadKey(source: TLeadSource, sourceId: number): string {
  return `${source}-${sourceId}`;
}

export function parseLeadKey(key: string): { source: TLeadSource; sourceId: number } | null {
  const match = /^(cart|application|callback)-([1-9]\d{0,9})$/.exec(key);
  if (!match) return null;
  const sourceId = Number(match[2]);
  if (!Number.isSafeInteger(sourceId) || sourceId > 2_147_483_647) return null;
  return { source: match[1] as TLeadSource, sourceId };
}

/** The machine a callback was asked about, from the page it was sent from. */
export function productOfPage(page: string): number | null {
  const match = /^\/(?:catalog\/item|specialoffers)\/(\d{1,9})\/?(?:[?#].*)?$/.exec(page);
  return match ? Number(match[1]) : null;
}

export const SPECIAL_OFFER_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type TSpecialOfferStatus = (typeof SPECIAL_OFFER_STATUSES)[number];

export const SPECIAL_OFFER_STATUS_TITLE: Record<TSpecialOfferStatus, string> = {
  pending: 'На модерации',
  accepted: 'Опубликовано',
  rejected: 'Отклонено',
  withdrawn: 'Снято',
};

export const SPECIAL_OFFER_TEXT_MAX = 300;
export const SPECIAL_OFFER_DAYS_MAX = 180;

export interface SpecialOfferInput {
  price: number;
  starts_on: string;
  ends_on: string;
}

export interface OfferFieldError {
  prop: string;
  error: string;
}

function dayNumber(isoDay: string): number {
  return Math.round(Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000);
}

/**
 * What is wrong with an offer: the special price must be below the machine's price (its first
 * level), the period must not end in the past nor before it starts, and lasts at most 180 days.
 * `today` is the Moscow day (YYYY-MM-DD).
 */
export function specialOfferErrors(
  offer: SpecialOfferInput,
  productPrice: number,
  today: string,
): OfferFieldError[] {
  const errors: OfferFieldError[] = [];
  if (offer.price >= productPrice)
    errors.push({ prop: 'price', error: 'Специальная цена должна быть ниже цены техники на сайте' });
  const start = dayNumber(offer.starts_on);
  const end = dayNumber(offer.ends_on);
  if (end < dayNumber(today)) errors.push({ prop: 'ends_on', error: 'Период уже закончился' });
  else if (end < start) errors.push({ prop: 'ends_on', error: 'Окончание раньше начала' });
  else if (end - start + 1 > SPECIAL_OFFER_DAYS_MAX)
    errors.push({ prop: 'ends_on', error: `Не более ${SPECIAL_OFFER_DAYS_MAX} дней` });
  return errors;
}

/** Whether an accepted offer is shown on `today` (Moscow day, YYYY-MM-DD). */
export function specialOfferRuns(offer: { starts_on: string; ends_on: string }, today: string): boolean {
  return offer.starts_on <= today && today <= offer.ends_on;
}
