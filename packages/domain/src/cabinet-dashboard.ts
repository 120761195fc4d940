/**
 * Rules of the client's dashboard (issue 6, docs/decisions/0061): when a payment is
 * overdue, the payment chart's monthly buckets, the pre-approved limit and the order of the
 * event feed. Dates are ISO calendar days ('2026-11-22') in Moscow time.
 */

/** A payment is overdue when it is unpaid after its due day (the due day itself is still in time). */
export function isPaymentOverdue(
  payment: { dueDate: string; paidAt: string | null },
  today: string,
): boolean {
  return payment.paidAt === null && payment.dueDate < today;
}

export interface ChartBucket {
  /** 'YYYY-MM' */
  month: string;
  /** 'ноя 2026' */
  title: string;
  /** Roubles already paid of the payments due that month. */
  paid: number;
  /** Roubles still to pay of the payments due that month. */
  due: number;
}

const MONTH_SHORT = ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];

/** 'YYYY-MM' a number of months after the month of an ISO day. */
export function addCalendarMonths(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The dashboard's payment chart: the current month and the eleven after it, each with the
 * sums paid and still due of the payments scheduled in it. Overdue sums of earlier months
 * are not in it: the feed and the payments page show them.
 */
export function paymentChart(
  payments: readonly { dueDate: string; sum: number; paidAt: string | null }[],
  today: string,
  months = 12,
): ChartBucket[] {
  const first = today.slice(0, 7);
  const buckets: ChartBucket[] = Array.from({ length: months }, (_, index) => {
    const month = addCalendarMonths(first, index);
    const [year, monthNumber] = month.split('-');
    return { month, title: `${MONTH_SHORT[Number(monthNumber) - 1]} ${year}`, paid: 0, due: 0 };
  });
  const byMonth = new Map(buckets.map((bucket) => [bucket.month, bucket]));
  for (const payment of payments) {
    const bucket = byMonth.get(payment.dueDate.slice(0, 7));
    if (!bucket) continue;
    if (payment.paidAt === null) bucket.due += payment.sum;
    else bucket.paid += payment.sum;
  }
  return buckets;
}

export interface PrelimitInput {
  /** Sums of the account's lease contracts (orders), roubles. */
  contractSums: readonly number[];
  /** Roubles the account has paid on schedule so far. */
  paidSum: number;
  overdueCount: number;
}

export interface Prelimit {
  /** Roubles the company would finance without a new review; 0 when there is none. */
  sum: number;
  available: boolean;
  /** Why, in words the client reads on the dashboard. */
  reason: string;
}

export const PRELIMIT_MIN = 1_000_000;
export const PRELIMIT_MAX = 50_000_000;
const PRELIMIT_STEP = 100_000;

/**
 * The pre-approved limit (our rule, decision 0061): a client with a lease history and no
 * overdue payment may lease again up to half of all its contracts plus what it has already
 * paid, rounded down to 100 000 ₽, from 1 to 50 million. A new client has none yet; an
 * overdue payment suspends it.
 */
export function preApprovedLimit(input: PrelimitInput): Prelimit {
  if (input.contractSums.length === 0) {
    return { sum: 0, available: false, reason: 'Лимит рассчитывается после первого договора лизинга' };
  }
  if (input.overdueCount > 0) {
    return { sum: 0, available: false, reason: 'Лимит приостановлен: есть просроченный платёж' };
  }
  const total = input.contractSums.reduce((sum, value) => sum + value, 0);
  const raw = total / 2 + input.paidSum;
  const rounded = Math.floor(raw / PRELIMIT_STEP) * PRELIMIT_STEP;
  const sum = Math.min(PRELIMIT_MAX, Math.max(PRELIMIT_MIN, rounded));
  return { sum, available: true, reason: 'Предварительно одобрено по истории ваших договоров' };
}

export interface FeedItem {
  /** ISO day or timestamp of the event. */
  date: string;
  isOverdue: boolean;
}

/**
 * The event feed's order: urgent items (overdue payments) first, the oldest debt on top;
 * then everything else, newest first. Ties keep their input order.
 */
export function orderFeed<T extends FeedItem>(
  items: readonly T[],
  isUrgent: (item: T) => boolean = (item) => item.isOverdue,
): T[] {
  return items
    .map((item, index) => ({ item, index, urgent: isUrgent(item) }))
    .sort((a, b) => {
      if (a.urgent !== b.urgent) return a.urgent ? -1 : 1;
      if (a.item.date !== b.item.date) {
        const older = a.item.date < b.item.date ? -1 : 1;
        return a.urgent ? older : -older;
      }
      return a.index - b.index;
    })
    .map(({ item }) => item);
}

export interface PersonalManager {
  name: string;
  position: string;
  phone: string;
  email: string;
  /** No photos of real people in the demo: the page shows initials. */
  photo: null;
}

/** The personal managers of the client service (demo data; decision 0061). */
export const PERSONAL_MANAGERS: readonly PersonalManager[] = [
  {
    name: 'Орлова Екатерина Викторовна',
    position: 'Персональный менеджер',
    phone: '+74957370101',
    email: 'e.orlova@agrolease.local',
    photo: null,
  },
  {
    name: 'Белов Сергей Николаевич',
    position: 'Персональный менеджер',
    phone: '+74957370102',
    email: 's.belov@agrolease.local',
    photo: null,
  },
  {
    name: 'Зайцева Анна Павловна',
    position: 'Персональный менеджер',
    phone: '+74957370103',
    email: 'a.zaitseva@agrolease.local',
    photo: null,
  },
];

/** The account's personal manager: the same one every time, spread evenly over accounts. */
export function personalManagerOf(accountId: number): PersonalManager {
  const manager = PERSONAL_MANAGERS[Math.abs(accountId) % PERSONAL_MANAGERS.length];
  if (!manager) throw new Error('No personal managers');
  return manager;
}

/**
 * productSumm of an application (spec 1 §3): each machine's price with its complect,
 * times its quantity.
 */
export function applicationProductsSum(
  rows: readonly {
    price: number;
    quantity: number;
    complect: readonly { price: number; quantity: number }[];
  }[],
): number {
  return rows.reduce((sum, row) => {
    const complect = row.complect.reduce((part, item) => part + item.price * item.quantity, 0);
    return sum + (row.price + complect) * row.quantity;
  }, 0);
}
