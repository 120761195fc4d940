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
  kopecks: number;
}

/**
 * The payments a sum pays: the one whose day the purpose names first, when the sum covers it,
 * then the oldest unpaid ones while the rest covers each whole. A surplus (a penalty paid) stays
 * with the incoming payment. Empty when it covers none.
 */
export function paymentsCovered(
  kopecks: number,
  unpaid: readonly UnpaidPayment[],
  namedDays: readonly string[] = [],
): number[] {
  const ordered = [...unpaid].sort((a, b) =>
    a.dueDay < b.dueDay ? -1 : a.dueDay > b.dueDay ? 1 : a.id - b.id,
  );
  const named = ordered.find((payment) => namedDays.includes(payment.dueDay));
  const queue = named ? [named, ...ordered.filter((payment) => payment !== named)] : ordered;
  const paid: number[] = [];
  let rest = kopecks;
  for (const payment of queue) {
    if (payment.kopecks > rest) break;
    paid.push(payment.id);
    rest -= payment.kopecks;
  }
  return paid;
}
