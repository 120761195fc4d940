import type { FieldProblem } from './cabinet-requests.ts';
import { isValidEmail, MESSAGE_REQUIRED, normalizePhone } from './contact-validators.ts';

/**
 * Supplier accreditation (spec 1 §1 "Supplier accreditation", §2 steps, §4 "Accreditation: step 5
 * is set when a package comes back; step 4 with the documents method when the documents flag is
 * set", §6 "Supplier functions unlock after accreditation"; docs/decisions/0083). Pure: which
 * steps there are, what each must hold, where the wizard opens and what the manager may decide.
 */

export type TAccreditationStepKind = 'company' | 'questioning' | 'contact' | 'documents' | 'sign' | 'success';

export interface AccreditationStep {
  step: number;
  title: string;
  kind: TAccreditationStepKind;
}

export const ACCREDITATION_STEPS: readonly AccreditationStep[] = [
  { step: 1, title: 'Сведения о компании', kind: 'company' },
  { step: 2, title: 'Анкета', kind: 'questioning' },
  { step: 3, title: 'Контактное лицо', kind: 'contact' },
  { step: 4, title: 'Документы', kind: 'documents' },
  { step: 5, title: 'Подписание', kind: 'sign' },
  { step: 6, title: 'Готово', kind: 'success' },
];

export const ACCREDITATION_DOCUMENTS_STEP = 4;
export const ACCREDITATION_SIGN_STEP = 5;
export const ACCREDITATION_LAST_STEP = 6;

export const SUPPLIER_TYPES = [
  { value: 'producer', title: 'Производитель' },
  { value: 'dealer', title: 'Дилер' },
] as const;
export type TSupplierType = (typeof SUPPLIER_TYPES)[number]['value'];

export function isSupplierType(value: unknown): value is TSupplierType {
  return value === 'producer' || value === 'dealer';
}

export const ACCREDITATION_STATUS_TITLE = {
  draft: 'Не пройдена',
  submitted: 'На проверке',
  corrections: 'Требуются исправления',
  approved: 'Аккредитован',
  rejected: 'Отказано',
} as const;
export type TAccreditationStatus = keyof typeof ACCREDITATION_STATUS_TITLE;

export function isAccreditationStatus(value: unknown): value is TAccreditationStatus {
  return typeof value === 'string' && value in ACCREDITATION_STATUS_TITLE;
}

/** The supplier may change the package: not sent yet, or sent back for corrections. */
export function isAccreditationEditable(status: TAccreditationStatus): boolean {
  return status === 'draft' || status === 'corrections';
}

export interface AccreditationProgress {
  status: TAccreditationStatus;
  step: number;
  maxStep: number;
  /** The manager asked for documents: the package comes back to step 4 (spec 1 §4). */
  documentsFlag: boolean;
}

/**
 * The step the wizard opens at when no step is asked for (spec 1 §4): a package that came back
 * opens at step 5, or at step 4 when the documents flag is set; a sent or decided package shows
 * its result (step 6); a draft resumes where it was left.
 */
export function accreditationStartStep(progress: AccreditationProgress): number {
  if (progress.status === 'corrections')
    return progress.documentsFlag ? ACCREDITATION_DOCUMENTS_STEP : ACCREDITATION_SIGN_STEP;
  if (!isAccreditationEditable(progress.status)) return ACCREDITATION_LAST_STEP;
  return Math.min(Math.max(progress.step, 1), ACCREDITATION_SIGN_STEP);
}

/** The step a request may open: reached steps while editable, only the result once sent. */
export function openableAccreditationStep(progress: AccreditationProgress, requested?: number): number {
  if (!isAccreditationEditable(progress.status)) return ACCREDITATION_LAST_STEP;
  if (requested === undefined || !Number.isInteger(requested) || requested < 1)
    return Math.min(accreditationStartStep(progress), Math.max(progress.maxStep, 1));
  return Math.min(requested, progress.maxStep, ACCREDITATION_SIGN_STEP);
}

/**
 * After a step is saved: the next step, and how far the wizard now reaches. A change before the
 * documents step means the package must be formed again at step 4, so the furthest step falls
 * back to 4 (the signing step opens only through the documents step).
 */
export function accreditationAfterSave(progress: AccreditationProgress, saved: number) {
  const next = Math.min(saved + 1, ACCREDITATION_SIGN_STEP);
  const maxStep =
    saved < ACCREDITATION_DOCUMENTS_STEP
      ? Math.min(Math.max(progress.maxStep, next), ACCREDITATION_DOCUMENTS_STEP)
      : Math.max(progress.maxStep, next);
  return { step: next, maxStep };
}

/** The steps the stepper lists. */
export function accreditationSteps(progress: AccreditationProgress) {
  const editable = isAccreditationEditable(progress.status);
  return ACCREDITATION_STEPS.map((one) => ({
    step: one.step,
    title: one.title,
    available: editable ? one.step <= Math.min(progress.maxStep, ACCREDITATION_SIGN_STEP) : false,
    done: editable ? one.step < progress.maxStep : true,
  }));
}

export function accreditationStep(step: number): AccreditationStep | undefined {
  return ACCREDITATION_STEPS.find((one) => one.step === step);
}

export interface AccreditationField {
  field: string;
  title: string;
  kind: 'text' | 'select' | 'count' | 'flag' | 'phone' | 'email';
  required: boolean;
  choices?: readonly { value: string; title: string }[];
}

export const ACCREDITATION_FIELDS: Record<
  'company' | 'questioning' | 'contact',
  readonly AccreditationField[]
> = {
  company: [
    {
      field: 'supplier_type',
      title: 'Тип поставщика',
      kind: 'select',
      required: true,
      choices: SUPPLIER_TYPES,
    },
    {
      field: 'brands',
      title: 'Марки техники, которые вы производите или продаёте',
      kind: 'text',
      required: true,
    },
    { field: 'region', title: 'Регион деятельности', kind: 'text', required: true },
    { field: 'site', title: 'Сайт компании', kind: 'text', required: false },
  ],
  questioning: [
    { field: 'staff_counter', title: 'Численность сотрудников', kind: 'count', required: true },
    { field: 'years_on_market', title: 'Лет на рынке сельхозтехники', kind: 'count', required: true },
    {
      field: 'service_maintenance',
      title: 'Есть собственный сервис и гарантийное обслуживание',
      kind: 'flag',
      required: false,
    },
    { field: 'stores_count', title: 'Точек продаж и сервиса', kind: 'count', required: false },
  ],
  contact: [
    { field: 'contact_name', title: 'ФИО контактного лица', kind: 'text', required: true },
    { field: 'contact_position', title: 'Должность', kind: 'text', required: true },
    { field: 'contact_phone', title: 'Телефон', kind: 'phone', required: true },
    { field: 'contact_email', title: 'E-mail', kind: 'email', required: true },
  ],
};

/** The package's documents; some are asked of producers or of dealers only. */
export const ACCREDITATION_DOCUMENTS = [
  { id: 1, code: 'charter', title: 'Устав организации', for: 'all' },
  { id: 2, code: 'egrul', title: 'Выписка из ЕГРЮЛ (не старше 30 дней)', for: 'all' },
  { id: 3, code: 'financials', title: 'Бухгалтерская отчётность за последний год', for: 'all' },
  { id: 4, code: 'production', title: 'Сертификат соответствия на выпускаемую технику', for: 'producer' },
  { id: 5, code: 'dealership', title: 'Дилерский договор или письмо производителя', for: 'dealer' },
] as const;
export type TAccreditationDocument = (typeof ACCREDITATION_DOCUMENTS)[number];

/** The documents the package of this supplier type must hold. */
export function requiredAccreditationDocuments(type: TSupplierType | undefined): TAccreditationDocument[] {
  return ACCREDITATION_DOCUMENTS.filter((one) => one.for === 'all' || one.for === type);
}

export function accreditationDocument(id: number): TAccreditationDocument | undefined {
  return ACCREDITATION_DOCUMENTS.find((one) => one.id === id);
}

/** Documents still missing from the package (attached: document code → file id). */
export function missingAccreditationDocuments(
  type: TSupplierType | undefined,
  attached: Record<string, unknown>,
): TAccreditationDocument[] {
  return requiredAccreditationDocuments(type).filter((one) => !attached[one.code]);
}

/**
 * Checks one form step's posted values; answers the problems and the values to save (counts as
 * numbers, the flag as 1/0, the phone as +7XXXXXXXXXX).
 */
export function checkAccreditationStep(
  kind: 'company' | 'questioning' | 'contact',
  values: Record<string, unknown>,
): { problems: FieldProblem[]; value: Record<string, unknown> } {
  const problems: FieldProblem[] = [];
  const value: Record<string, unknown> = {};
  for (const field of ACCREDITATION_FIELDS[kind]) {
    const raw = values[field.field];
    if (field.kind === 'flag') {
      value[field.field] = raw === true || raw === 1 || raw === '1' ? 1 : 0;
      continue;
    }
    const text = String(raw ?? '').trim();
    if (!text) {
      if (field.required) problems.push({ prop: field.field, error: MESSAGE_REQUIRED });
      else value[field.field] = '';
      continue;
    }
    if (field.kind === 'select') {
      if (field.choices?.some((choice) => choice.value === text)) value[field.field] = text;
      else problems.push({ prop: field.field, error: 'Выберите значение из списка' });
    } else if (field.kind === 'count') {
      const count = Number(text);
      if (Number.isInteger(count) && count >= 0 && count <= 1_000_000) value[field.field] = count;
      else problems.push({ prop: field.field, error: 'Введите целое число' });
    } else if (field.kind === 'phone') {
      const phone = normalizePhone(text);
      if (phone) value[field.field] = phone;
      else problems.push({ prop: field.field, error: 'Введите телефон в формате +7 XXX XXX-XX-XX' });
    } else if (field.kind === 'email') {
      if (isValidEmail(text)) value[field.field] = text.toLowerCase();
      else problems.push({ prop: field.field, error: 'Проверьте адрес электронной почты' });
    } else {
      value[field.field] = text.slice(0, 500);
    }
  }
  return { problems, value };
}

/** The manager's decisions on a sent package. */
export type TAccreditationDecision = 'corrections' | 'approved' | 'rejected';

/** Only a package on review may be decided. */
export function canDecideAccreditation(status: TAccreditationStatus): boolean {
  return status === 'submitted';
}

/** What a decision does to the package (the supplier comes back at the step spec 1 §4 names). */
export function accreditationAfterDecision(
  decision: TAccreditationDecision,
  documentsFlag: boolean,
): { status: TAccreditationStatus; step: number; maxStep: number; documentsFlag: boolean } {
  if (decision === 'corrections') {
    const step = documentsFlag ? ACCREDITATION_DOCUMENTS_STEP : ACCREDITATION_SIGN_STEP;
    return { status: 'corrections', step, maxStep: step, documentsFlag };
  }
  return {
    status: decision,
    step: ACCREDITATION_LAST_STEP,
    maxStep: ACCREDITATION_LAST_STEP,
    documentsFlag: false,
  };
}

/** The supplier's sections unlock with an approved accreditation (spec 1 §6). */
export function supplierSectionsOpen(
  status: TAccreditationStatus | undefined,
  isAccredited: boolean,
): boolean {
  return isAccredited || status === 'approved';
}
