/**
 * A factoring register (issue 14, docs/decisions/0088): the supplier lists the invoices of its
 * deliveries to one customer and sends the register; the customer (the debtor) confirms or
 * disputes it; a confirmed register is financed by the factor (an advance share of its total)
 * and closed when the customer pays.
 */
export const FACTORING_STATUSES = ['draft', 'sent', 'confirmed', 'disputed', 'financed', 'paid'] as const;
export type TFactoringStatus = (typeof FACTORING_STATUSES)[number];

export const FACTORING_STATUS_TITLE: Record<TFactoringStatus, string> = {
  draft: 'Черновик',
  sent: 'На подтверждении у покупателя',
  confirmed: 'Подтверждён, ждёт финансирования',
  disputed: 'Оспорен покупателем',
  financed: 'Профинансирован',
  paid: 'Оплачен покупателем',
};

export function isFactoringStatus(value: string): value is TFactoringStatus {
  return (FACTORING_STATUSES as readonly string[]).includes(value);
}

/** The factor's advance: this share of a confirmed register's total, rounded down to roubles. */
export const FACTORING_ADVANCE_PERCENT = 90;

export function factoringAdvance(total: number): number {
  return Math.max(0, Math.floor((total * FACTORING_ADVANCE_PERCENT) / 100));
}

/** Why the supplier cannot send the register now, or null. */
export function factoringSendProblem(status: string, invoices: number): string | null {
  if (status !== 'draft') return 'Реестр уже отправлен';
  if (invoices === 0) return 'Добавьте в реестр хотя бы одну накладную или счёт';
  return null;
}

/** Why the customer cannot confirm or dispute the register now, or null (a dispute gives its reason). */
export function factoringAnswerProblem(
  status: string,
  decision: 'confirm' | 'dispute',
  comment: string,
): { prop: 'id' | 'comment'; error: string } | null {
  if (status !== 'sent') return { prop: 'id', error: 'Ответ по реестру уже дан' };
  if (decision === 'dispute' && comment.trim().length < 3) {
    return { prop: 'comment', error: 'Укажите, что не так с поставками: поставщик увидит ваш ответ' };
  }
  if (comment.trim().length > 1000)
    return { prop: 'comment', error: 'Комментарий — не длиннее 1000 символов' };
  return null;
}
