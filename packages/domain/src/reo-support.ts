/**
 * Regional support requests the fund partner (ppk-reo) decides (spec 1 §2 "Reo fund partner",
 * docs/decisions/0088): each waits until the fund approves or cancels it, once.
 */
export const REO_STATUSES = ['wait', 'approve', 'cancel'] as const;
export type TReoStatus = (typeof REO_STATUSES)[number];

export const REO_STATUS_TITLE: Record<TReoStatus, string> = {
  wait: 'Ожидает решения',
  approve: 'Одобрена',
  cancel: 'Отклонена',
};

export function isReoStatus(value: string): value is TReoStatus {
  return (REO_STATUSES as readonly string[]).includes(value);
}

export const REO_COMMENT_MAX = 1000;

export interface ReoDecisionProblem {
  prop: 'id' | 'comment';
  error: string;
}

/**
 * Why the fund cannot take this decision now, or null: only a waiting request is decided; a
 * cancellation gives its reason (the farm reads it), an approval may add a note.
 */
export function reoDecisionProblem(
  status: string,
  decision: 'approve' | 'cancel',
  comment: string,
): ReoDecisionProblem | null {
  if (status !== 'wait') return { prop: 'id', error: 'По этой заявке решение уже принято' };
  const text = comment.trim();
  if (decision === 'cancel' && text.length < 3) {
    return { prop: 'comment', error: 'Укажите причину отказа: её увидят заявитель и менеджер' };
  }
  if (text.length > REO_COMMENT_MAX) {
    return { prop: 'comment', error: `Комментарий — не длиннее ${REO_COMMENT_MAX} символов` };
  }
  return null;
}

/** A support request's number as the fund and the farm quote it: «РЭО-000042». */
export function reoRequestCode(id: number): string {
  return `РЭО-${String(id).padStart(6, '0')}`;
}
