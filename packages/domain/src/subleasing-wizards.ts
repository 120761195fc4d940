import type { FieldProblem } from './cabinet-requests.ts';
import { MESSAGE_REQUIRED, parseRuDate } from './contact-validators.ts';
import { isValidInn } from './inn.ts';

/**
 * The three subleasing wizards under an order (spec 1 §4, docs/decisions/0065): a new order
 * request, a notification of a sublease and its confirmation with the contract. Steps, which
 * step polls the counterparty check and which takes the contract file are rules of the spec:
 * "Order request and order notification wizards: step 3 is the readiness and progress check,
 * polled"; "Contract file upload happens at step 3 of subleasing contract confirmation, at
 * step 5 of the notification wizard".
 */
export const SUBLEASING_KINDS = ['request', 'notification', 'confirmation'] as const;
export type TSubleasingKind = (typeof SUBLEASING_KINDS)[number];

/** What a step does: a form, the choice of machinery, the polled check, the contract file. */
export type TSubleasingStepKind = 'sublessee' | 'products' | 'readiness' | 'terms' | 'file' | 'send';

export interface SubleasingStep {
  step: number;
  title: string;
  kind: TSubleasingStepKind;
}

export const SUBLEASING_TITLE: Record<TSubleasingKind, string> = {
  request: 'Запрос на сублизинг',
  notification: 'Уведомление о сублизинге',
  confirmation: 'Подтверждение сублизинга',
};

export const SUBLEASING_STEPS: Record<TSubleasingKind, readonly SubleasingStep[]> = {
  request: [
    { step: 1, title: 'Сублизингополучатель', kind: 'sublessee' },
    { step: 2, title: 'Техника', kind: 'products' },
    { step: 3, title: 'Проверка контрагента', kind: 'readiness' },
    { step: 4, title: 'Отправка запроса', kind: 'send' },
  ],
  notification: [
    { step: 1, title: 'Сублизингополучатель', kind: 'sublessee' },
    { step: 2, title: 'Техника', kind: 'products' },
    { step: 3, title: 'Проверка контрагента', kind: 'readiness' },
    { step: 4, title: 'Условия договора', kind: 'terms' },
    { step: 5, title: 'Договор сублизинга', kind: 'file' },
  ],
  confirmation: [
    { step: 1, title: 'Условия договора', kind: 'terms' },
    { step: 2, title: 'Техника', kind: 'products' },
    { step: 3, title: 'Договор сублизинга', kind: 'file' },
  ],
};

export function isSubleasingKind(value: string): value is TSubleasingKind {
  return (SUBLEASING_KINDS as readonly string[]).includes(value);
}

export function lastSubleasingStep(kind: TSubleasingKind): number {
  return SUBLEASING_STEPS[kind].length;
}

export function subleasingStep(kind: TSubleasingKind, step: number): SubleasingStep | undefined {
  return SUBLEASING_STEPS[kind].find((one) => one.step === step);
}

/** The step that polls the counterparty check: 3 for the request and notification, none for confirmation. */
export function readinessStep(kind: TSubleasingKind): number | undefined {
  return SUBLEASING_STEPS[kind].find((one) => one.kind === 'readiness')?.step;
}

/** The step that takes the contract file: 5 of the notification, 3 of the confirmation. */
export function contractFileStep(kind: TSubleasingKind): number | undefined {
  return SUBLEASING_STEPS[kind].find((one) => one.kind === 'file')?.step;
}

/** A counterparty check answers this long after the sublessee was saved (like SparkRequestCheck). */
export const SUBLEASING_CHECK_SECONDS = 10;

export const SUBLEASING_STATUS_TITLE = {
  draft: 'Черновик',
  submitted: 'На рассмотрении',
  approved: 'Согласовано',
  declined: 'Отклонено',
} as const;
export type TSubleasingStatus = keyof typeof SUBLEASING_STATUS_TITLE;

export interface SubleasingProgress {
  kind: TSubleasingKind;
  step: number;
  maxStep: number;
  status: TSubleasingStatus;
  /** The counterparty check's answer is in (now ≥ readyAt). */
  ready: boolean;
}

/** The wizard may still be changed: nothing was sent yet. */
export function isSubleasingEditable(progress: SubleasingProgress): boolean {
  return progress.status === 'draft';
}

/**
 * The step a request asks to open, as the wizard will show it: a step beyond the furthest
 * reached is not open yet, and once sent only the last step (the result) is shown.
 */
export function openableStep(progress: SubleasingProgress, requested: number): number {
  const last = lastSubleasingStep(progress.kind);
  if (!isSubleasingEditable(progress)) return last;
  if (!Number.isInteger(requested) || requested < 1) return progress.step;
  return Math.min(requested, progress.maxStep, last);
}

/**
 * The step after a successful save of `step`: the readiness step holds until the check is
 * ready (the page keeps polling it); the last step sends and stays.
 */
export function stepAfter(progress: SubleasingProgress, step: number): number {
  const last = lastSubleasingStep(progress.kind);
  if (step === readinessStep(progress.kind) && !progress.ready) return step;
  return Math.min(step + 1, last);
}

/** Steps the wizard lists: reached ones may be opened while it is editable; earlier ones are done. */
export function subleasingSteps(progress: SubleasingProgress) {
  const editable = isSubleasingEditable(progress);
  return SUBLEASING_STEPS[progress.kind].map((one) => ({
    step: one.step,
    title: one.title,
    available: editable && one.step <= progress.maxStep,
    done: !editable || one.step < progress.maxStep,
  }));
}

/** The fields each form step saves, by step kind; the web renders them with FormBuilder. */
export const SUBLEASING_FIELDS: Record<
  'sublessee' | 'terms',
  readonly { field: string; title: string; kind: 'text' | 'inn' | 'date'; required: boolean }[]
> = {
  sublessee: [
    { field: 'sublessee_inn', title: 'ИНН сублизингополучателя', kind: 'inn', required: true },
    { field: 'sublessee_title', title: 'Наименование сублизингополучателя', kind: 'text', required: true },
    { field: 'comment', title: 'Комментарий', kind: 'text', required: false },
  ],
  terms: [
    { field: 'contract_number', title: 'Номер договора сублизинга', kind: 'text', required: true },
    { field: 'contract_date', title: 'Дата договора', kind: 'date', required: true },
    { field: 'term_months', title: 'Срок сублизинга, месяцев', kind: 'text', required: true },
  ],
};

/**
 * Checks one form step's values; answers the problems and the cleaned values (dates as
 * yyyy-MM-dd). products: the ids chosen must come from the order's machinery.
 */
export function checkSubleasingStep(
  stepKind: TSubleasingStepKind,
  values: Record<string, unknown>,
  orderProductIds: readonly number[] = [],
): { problems: FieldProblem[]; value: Record<string, unknown> } {
  const problems: FieldProblem[] = [];
  const value: Record<string, unknown> = {};
  const text = (name: string) => String(values[name] ?? '').trim();
  if (stepKind === 'sublessee' || stepKind === 'terms') {
    for (const field of SUBLEASING_FIELDS[stepKind]) {
      const raw = text(field.field);
      if (!raw) {
        if (field.required) problems.push({ prop: field.field, error: MESSAGE_REQUIRED });
        continue;
      }
      if (field.kind === 'inn') {
        if (isValidInn(raw)) value[field.field] = raw;
        else problems.push({ prop: field.field, error: 'Проверьте ИНН: контрольная сумма не сходится' });
      } else if (field.kind === 'date') {
        const date = parseRuDate(raw);
        if (date) value[field.field] = date;
        else problems.push({ prop: field.field, error: 'Введите дату в формате ДД.ММ.ГГГГ' });
      } else if (field.field === 'term_months') {
        const months = Number(raw);
        if (Number.isInteger(months) && months >= 1 && months <= 120) value[field.field] = months;
        else problems.push({ prop: field.field, error: 'Срок от 1 до 120 месяцев' });
      } else {
        value[field.field] = raw.slice(0, 1000);
      }
    }
  }
  if (stepKind === 'products') {
    const raw = values.products;
    const chosen = (Array.isArray(raw) ? raw : raw === undefined || raw === '' ? [] : [raw])
      .map(Number)
      .filter((id, index, all) => Number.isInteger(id) && all.indexOf(id) === index);
    if (chosen.length === 0) problems.push({ prop: 'products', error: 'Выберите технику' });
    else if (chosen.some((id) => !orderProductIds.includes(id))) {
      problems.push({ prop: 'products', error: 'Можно выбрать только технику этого договора' });
    } else value.products = chosen;
  }
  return { problems, value };
}
