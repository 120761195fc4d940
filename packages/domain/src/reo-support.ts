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

/** The support measures a farm asks its regional fund for (decision 0104). */
export const REO_MEASURES = [
  'Субсидия на возмещение части лизинговых платежей',
  'Компенсация авансового платежа по договору лизинга',
] as const;

/** Lease applications a farm may ask support for: sent and not refused (a draft has no lease yet). */
const SUPPORTABLE_APPLICATIONS: readonly string[] = [
  'submitted',
  'documents_requested',
  'approved',
  'offer_accepted',
];

export interface ReoRequestInput {
  applicationStatus: string;
  /** A request of this application still waits for a fund's decision. */
  waiting: boolean;
  measure: string;
  /** Roubles asked, and the machinery total of the lease application. */
  supportSum: number;
  leaseSum: number;
  comment: string;
}

export interface ReoRequestProblem {
  prop: 'id_object' | 'program' | 'support_sum' | 'comment';
  error: string;
}

/**
 * Why a farm cannot ask its fund for support of this lease application now: the application
 * is sent and not refused, no request of it waits already, the measure is one the funds grant,
 * and the support is a whole number of roubles, at least 1 000 and at most the lease's total.
 */
export function reoRequestProblems(input: ReoRequestInput): ReoRequestProblem[] {
  if (!SUPPORTABLE_APPLICATIONS.includes(input.applicationStatus)) {
    return [
      { prop: 'id_object', error: 'Поддержку можно запросить по отправленной и не отклонённой заявке' },
    ];
  }
  if (input.waiting) {
    return [{ prop: 'id_object', error: 'Запрос по этой заявке уже ждёт решения фонда' }];
  }
  const problems: ReoRequestProblem[] = [];
  if (!(REO_MEASURES as readonly string[]).includes(input.measure)) {
    problems.push({ prop: 'program', error: 'Выберите меру поддержки' });
  }
  if (!Number.isInteger(input.supportSum) || input.supportSum < 1000) {
    problems.push({ prop: 'support_sum', error: 'Укажите сумму поддержки в рублях, не меньше 1 000' });
  } else if (input.supportSum > input.leaseSum) {
    problems.push({
      prop: 'support_sum',
      error: 'Сумма поддержки не может превышать стоимость техники по заявке',
    });
  }
  if (input.comment.trim().length > REO_COMMENT_MAX) {
    problems.push({ prop: 'comment', error: `Комментарий — не длиннее ${REO_COMMENT_MAX} символов` });
  }
  return problems;
}

/** Whether the farm may ask for support now (the page shows the form only then). */
export function canRequestReoSupport(applicationStatus: string, waiting: boolean): boolean {
  return SUPPORTABLE_APPLICATIONS.includes(applicationStatus) && !waiting;
}

export interface ReoForwardInput extends ReoRequestInput {
  /** The manager's note to the fund: why the company forwards this farm. */
  comment: string;
}

/**
 * Why the manager cannot forward this lease application to a regional fund now (decision
 * 0114): the farm's own rules (sent and not refused, nothing waits, a known measure, the sum
 * within the lease), and the manager says why in a note of 3 to 1 000 characters, since the
 * fund reads it to decide.
 */
export function reoForwardProblems(input: ReoForwardInput): ReoRequestProblem[] {
  const problems = reoRequestProblems(input);
  if (problems[0]?.prop === 'id_object') return problems;
  if (input.comment.trim().length < 3) {
    problems.push({ prop: 'comment', error: 'Напишите фонду, почему компания передаёт эту заявку' });
  }
  return problems;
}
