import { countRu } from './ru-format.ts';

/**
 * How long an item has waited in a back-office queue (issue 39, decision 0179), and whether it
 * is past the queue's service level: a manager sees «ждёт 3 дня», marked once it is late.
 */
export const QUEUE_SERVICE_DAYS = {
  /** A sent application is decided within two working days' worth of calendar days. */
  applications: 2,
  /** A register the customer confirmed is financed the next day. */
  factoring: 1,
  /** A fund answers a farm's request within five days. */
  reo: 5,
} as const;

const DAY_MS = 86_400_000;

export function queueWait(
  since: string | Date,
  now: Date,
  serviceDays: number,
): { text: string; late: boolean } {
  const waited = now.getTime() - new Date(since).getTime();
  const days = Math.max(0, Math.floor(waited / DAY_MS));
  const text = days === 0 ? 'ждёт меньше дня' : `ждёт ${countRu(days, ['день', 'дня', 'дней'])}`;
  return { text, late: waited >= serviceDays * DAY_MS };
}

const searchKey = (text: string) =>
  text.toLocaleLowerCase('ru').replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();

/** Whether a queue item answers a manager's search: every word in one of its texts (number, company, INN). */
export function queueItemMatches(texts: readonly string[], query: string): boolean {
  const words = searchKey(query).split(' ').filter(Boolean);
  const haystack = searchKey(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
