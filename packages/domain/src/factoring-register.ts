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

/** Scans of invoices the supplier attaches (decision 0114): a PDF or a picture of the signed paper. */
export const FACTORING_SCAN_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const FACTORING_SCAN_TYPES_TEXT = 'PDF, JPEG или PNG';

/**
 * Why this scan cannot be attached to an invoice now, or null: scans are attached while the
 * register is a draft (once sent, the customer confirms what it saw), and only as a PDF, JPEG or
 * PNG (the type the upload's bytes showed; undefined when they showed none we accept).
 */
export function invoiceScanProblem(registerStatus: string, mimeType: string | undefined): string | null {
  if (registerStatus !== 'draft') return 'Реестр уже отправлен: сканы накладных в нём не меняются';
  if (!mimeType || !(FACTORING_SCAN_MIME_TYPES as readonly string[]).includes(mimeType)) {
    return `Скан накладной — ${FACTORING_SCAN_TYPES_TEXT}`;
  }
  return null;
}

/**
 * What the supplier is told about the customer at register creation (decision 0114): a
 * customer with an account confirms the register in its cabinet; one without an account cannot
 * confirm it until it registers with that INN, so the register waits for it.
 */
export function factoringCustomerNote(customer: { inn: string; registered: boolean }): string {
  return customer.registered
    ? 'Покупатель найден по ИНН: после отправки реестр появится в его кабинете.'
    : `Покупателя с ИНН ${customer.inn} ещё нет на сайте. Реестр можно заполнить и отправить, но подтвердить его покупатель сможет только после регистрации с этим ИНН — пригласите его.`;
}
