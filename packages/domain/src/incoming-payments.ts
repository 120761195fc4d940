import { paymentPenalty } from './payment-penalty.ts';

/**
 * Incoming money put to the lease schedule (issue 38, decision 0168): which contract a payment
 * names in its purpose, and which of the contract's unpaid payments it pays.
 */

/** Letters and digits only, Latin look-alikes read as Cyrillic: «ДЛ 2026/0412» is «ДЛ-2026/0412». */
function contractKey(text: string): string {
  const latin: Record<string, string> = {
    A: 'А',
    B: 'В',
    C: 'С',
    E: 'Е',
    H: 'Н',
    K: 'К',
    M: 'М',
    O: 'О',
    P: 'Р',
    T: 'Т',
    X: 'Х',
  };
  return text
    .toUpperCase()
    .replace(/[ABCEHKMOPTX]/g, (letter) => latin[letter] ?? letter)
    .replace(/Ё/g, 'Е')
    .replace(/[^0-9А-Я/]+/g, '');
}

/**
 * The contracts a purpose names, by their numbers ("ДЛ-2026/0412"), however the payer spelled
 * the dash and spaces. A number is not found inside a longer one (ДЛ-2026/04 in ДЛ-2026/0412).
 */
export function contractsNamedIn(purpose: string, contractNames: readonly string[]): string[] {
  const text = contractKey(purpose);
  return contractNames.filter((name) => {
    const key = contractKey(name);
    if (key === '') return false;
    let from = text.indexOf(key);
    while (from >= 0) {
      const after = text[from + key.length];
      if (after === undefined || !/[0-9]/.test(after)) return true;
      from = text.indexOf(key, from + 1);
    }
    return false;
  });
}

/** A payment day the purpose names as dd.MM.yyyy («платёж за 01.11.2026»), as yyyy-MM-dd. */
export function daysNamedIn(purpose: string): string[] {
  return [...purpose.matchAll(/(\d{2})\.(\d{2})\.(\d{4})/g)].map(
    (match) => `${match[3]}-${match[2]}-${match[1]}`,
  );
}

export interface UnpaidPayment {
  id: number;
  dueDay: string;
  /** The payment's sum by the schedule. */
  kopecks: number;
  /** What earlier money paid of it (a partial payment, decision 0184); 0 when none. */
  paidKopecks?: number;
}

/** What an incoming sum put to one payment of the schedule. */
export interface PaymentAllocation {
  id: number;
  /** Kopecks put to the payment's sum. */
  kopecks: number;
  /** The payment is paid in full now. */
  settles: boolean;
  /** The penalty of the payment's delay taken from the sum when it settled a late payment. */
  penaltyKopecks: number;
}

export interface IncomingAllocation {
  allocations: PaymentAllocation[];
  /** The penalties taken, in all. */
  penaltyKopecks: number;
  /** Money left when every unpaid payment of the contract is paid: the manager returns or keeps it. */
  surplusKopecks: number;
}

/** What is still to pay of a payment. */
export function remainingKopecks(payment: UnpaidPayment): number {
  return Math.max(0, payment.kopecks - (payment.paidKopecks ?? 0));
}

/**
 * How an incoming sum pays a contract's schedule (decision 0184). The payment whose day the
 * purpose names comes first, then the oldest unpaid ones. Each takes what remains of it, or all
 * that is left of the sum — a smaller sum leaves it partly paid. A late payment that is paid in
 * full now also takes its penalty up to the money's day (on what remained of it), as much of it
 * as the sum still holds; the rest goes on to the next payment, so an overpayment pays ahead.
 * Money left after the last unpaid payment is the surplus, listed for the manager.
 */
export function allocateIncoming(
  kopecks: number,
  unpaid: readonly UnpaidPayment[],
  options: { namedDays?: readonly string[]; onDay: string; rateMillionths: number },
): IncomingAllocation {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) {
    throw new RangeError('The sum is a whole non-negative number of kopecks');
  }
  const open = unpaid.filter((payment) => remainingKopecks(payment) > 0);
  const ordered = [...open].sort((a, b) =>
    a.dueDay < b.dueDay ? -1 : a.dueDay > b.dueDay ? 1 : a.id - b.id,
  );
  const named = ordered.find((payment) => options.namedDays?.includes(payment.dueDay));
  const queue = named ? [named, ...ordered.filter((payment) => payment !== named)] : ordered;
  const allocations: PaymentAllocation[] = [];
  let rest = kopecks;
  let penaltyTotal = 0;
  for (const payment of queue) {
    if (rest === 0) break;
    const remaining = remainingKopecks(payment);
    const take = Math.min(rest, remaining);
    rest -= take;
    const settles = take === remaining;
    const penalty = settles
      ? paymentPenalty({
          dueKopecks: remaining,
          dueDay: payment.dueDay,
          onDay: options.onDay,
          rateMillionths: options.rateMillionths,
        }).kopecks
      : 0;
    const penaltyTaken = Math.min(rest, penalty);
    rest -= penaltyTaken;
    penaltyTotal += penaltyTaken;
    allocations.push({ id: payment.id, kopecks: take, settles, penaltyKopecks: penaltyTaken });
  }
  return { allocations, penaltyKopecks: penaltyTotal, surplusKopecks: rest };
}
