/**
 * The penalty of a late lease payment (issue 38, decision 0168): a rate per day of delay on the
 * sum due, counted from the day after the due day up to and including the day it is paid (or
 * today). Kopecks throughout; the rate is a decimal per cent with up to four places, so the
 * product is exact in integers and rounded once, half up, to the kopeck.
 */

/** Per cent per day as millionths of the sum (0.1 % a day → 1000), or undefined when malformed. */
export function penaltyRateMillionths(percentPerDay: string): number | undefined {
  const match = /^(\d{1,2})(?:[.,](\d{1,4}))?$/.exec(percentPerDay.trim());
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(4, '0'));
  const millionths = whole * 10_000 + fraction;
  return millionths <= 100_000 ? millionths : undefined;
}

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** Days of delay: 0 on the due day and before it, 1 the day after. */
export function daysOverdue(dueDay: string, onDay: string): number {
  return Math.max(0, dayNumber(onDay) - dayNumber(dueDay));
}

export interface PaymentPenalty {
  days: number;
  /** Kopecks, rounded half up. */
  kopecks: number;
}

/** The penalty of a sum due (kopecks) at a rate (millionths a day) on a day (yyyy-MM-dd). */
export function paymentPenalty(input: {
  dueKopecks: number;
  dueDay: string;
  onDay: string;
  rateMillionths: number;
}): PaymentPenalty {
  if (!Number.isSafeInteger(input.dueKopecks) || input.dueKopecks < 0) {
    throw new RangeError('The sum due is a whole non-negative number of kopecks');
  }
  if (!Number.isSafeInteger(input.rateMillionths) || input.rateMillionths < 0) {
    throw new RangeError('The rate is a whole non-negative number of millionths');
  }
  const days = daysOverdue(input.dueDay, input.onDay);
  const exact = BigInt(input.dueKopecks) * BigInt(input.rateMillionths) * BigInt(days);
  const kopecks = (exact * 2n + 1_000_000n) / 2_000_000n;
  return { days, kopecks: Number(kopecks) };
}

/** Roubles (as the schedule keeps them) in kopecks. */
export function roublesToKopecks(roubles: number): number {
  return Math.round(roubles * 100);
}
