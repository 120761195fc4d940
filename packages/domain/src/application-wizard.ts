import { isValidEmail, MESSAGE_REQUIRED, normalizePhone } from './contact-validators.ts';
import { formatRoubles } from './ru-format.ts';

/**
 * The lease application wizard (spec 1 §3 "Application wizard", §4; docs/decisions/0062):
 * eight steps, what each needs, which may be opened, the products' sums, the complect of a
 * machine and the shipping cost rule. Pure: the gateway persists, this decides.
 */

export const APPLICATION_STEPS = [
  { step: 1, title: 'Заявитель' },
  { step: 2, title: 'Техника' },
  { step: 3, title: 'Доставка' },
  { step: 4, title: 'Условия лизинга' },
  { step: 5, title: 'Финансы' },
  { step: 6, title: 'Документы' },
  { step: 7, title: 'Проверка' },
  { step: 8, title: 'Подписание' },
] as const;
export const APPLICATION_LAST_STEP = 8;
/** The first step that needs chosen machinery. */
export const PRODUCTS_STEP = 2;

export type TApplicationFieldKind =
  | 'text'
  | 'phone'
  | 'email'
  | 'select'
  | 'number'
  | 'percent'
  | 'months'
  | 'file'
  | 'flag'
  | 'address'
  | 'note';

/** A field the wizard keeps in the application's form, with the rule its value obeys. */
export interface ApplicationField {
  field: string;
  step: number;
  kind: TApplicationFieldKind;
  title: string;
  required: boolean;
  /** Bounds of numbers (roubles, hectares, units, per cent, months). */
  min?: number;
  max?: number;
  /** Choices of select fields: value → title. */
  choices?: readonly { value: string; title: string }[];
}

export const LEASE_PROGRAMMES = [
  { value: 'standard', title: 'Стандартный лизинг' },
  { value: 'minselhoz', title: 'Льготный лизинг Минсельхоза России' },
  { value: 'regional', title: 'Региональная поддержка АПК' },
] as const;

export const SCHEDULE_TYPES = [
  { value: 'annuity', title: 'Равными платежами (аннуитет)' },
  { value: 'decreasing', title: 'Убывающими платежами' },
  { value: 'seasonal', title: 'Сезонный график' },
] as const;

export const LEASE_TERMS = [12, 24, 36, 48, 60, 72, 84] as const;
export const ADVANCE_PERCENT = { min: 0, max: 49, default: 10 } as const;

/** The form fields of every step but two (products) and eight (the document). */
export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  { field: 'region', step: 1, kind: 'select', title: 'Регион деятельности', required: true },
  {
    field: 'programme',
    step: 1,
    kind: 'select',
    title: 'Программа лизинга',
    required: true,
    choices: LEASE_PROGRAMMES,
  },
  { field: 'contact_name', step: 1, kind: 'text', title: 'Контактное лицо', required: true },
  { field: 'contact_phone', step: 1, kind: 'phone', title: 'Телефон контактного лица', required: true },
  { field: 'contact_email', step: 1, kind: 'email', title: 'E-mail контактного лица', required: false },
  { field: 'delivery_region', step: 3, kind: 'select', title: 'Регион поставки', required: true },
  { field: 'delivery_address', step: 3, kind: 'address', title: 'Адрес поставки', required: true },
  {
    field: 'advance_percent',
    step: 4,
    kind: 'percent',
    title: 'Аванс, %',
    required: true,
    min: ADVANCE_PERCENT.min,
    max: ADVANCE_PERCENT.max,
  },
  { field: 'term_months', step: 4, kind: 'months', title: 'Срок лизинга', required: true, min: 12, max: 84 },
  {
    field: 'schedule_type',
    step: 4,
    kind: 'select',
    title: 'График платежей',
    required: true,
    choices: SCHEDULE_TYPES,
  },
  {
    field: 'self_insurance',
    step: 4,
    kind: 'flag',
    title: 'Страхование техники за счёт лизингополучателя',
    required: false,
  },
  {
    field: 'revenue',
    step: 5,
    kind: 'number',
    title: 'Выручка за прошлый год, ₽',
    required: true,
    min: 0,
    max: 1_000_000_000_000,
  },
  {
    field: 'land_area',
    step: 5,
    kind: 'number',
    title: 'Площадь обрабатываемых земель, га',
    required: true,
    min: 0,
    max: 10_000_000,
  },
  {
    field: 'fleet_size',
    step: 5,
    kind: 'number',
    title: 'Единиц техники в парке',
    required: true,
    min: 0,
    max: 100_000,
  },
  {
    field: 'staff_count',
    step: 5,
    kind: 'number',
    title: 'Численность сотрудников',
    required: false,
    min: 0,
    max: 1_000_000,
  },
  {
    field: 'no_overdue_debt_ne',
    step: 5,
    kind: 'flag',
    title: 'Просроченной задолженности перед банками и лизинговыми компаниями нет',
    required: false,
  },
  {
    field: 'other_leases',
    step: 5,
    kind: 'note',
    title: 'Есть действующие договоры лизинга',
    required: false,
  },
  { field: 'charter_file', step: 6, kind: 'file', title: 'Устав организации', required: true },
  {
    field: 'statements_file',
    step: 6,
    kind: 'file',
    title: 'Бухгалтерская отчётность за последний год',
    required: true,
  },
  { field: 'other_file', step: 6, kind: 'file', title: 'Другие документы', required: false },
  {
    field: 'confirm_data',
    step: 7,
    kind: 'flag',
    title: 'Подтверждаю, что сведения в заявке достоверны',
    required: true,
  },
];

export function stepFields(step: number): ApplicationField[] {
  return APPLICATION_FIELDS.filter((field) => field.step === step);
}

export interface FieldError {
  prop: string;
  error: string;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A number typed with spaces or a comma ("1 200 000", "12,5"); undefined when not a number. */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/**
 * A bool of a wizard form: 1/'1'/true tick it; anything else, an empty value included, leaves it
 * unticked. A declaration is the user's own statement and is never ticked in advance (issue 39),
 * whatever the field's name (spec 1 §5's _ne default is not followed).
 */
export function formFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** What the company already knows of a client's leases, shown beside its declarations (issue 39). */
export interface LeaseRecord {
  /** Lease contracts not closed. */
  activeContracts: number;
  /** Roubles of overdue payments. */
  overdueSum: number;
}

/** «Действующих договоров 1, просрочка 438 591 ₽»: a fact stated, not a box ticked for the client. */
export function leaseRecordText(record: LeaseRecord): string {
  if (record.activeContracts === 0 && record.overdueSum === 0) return 'Действующих договоров лизинга нет';
  const overdue = record.overdueSum > 0 ? `просрочка ${formatRoubles(record.overdueSum)}` : 'просрочки нет';
  return `Действующих договоров ${record.activeContracts}, ${overdue}`;
}

/** What the wizard saves of one step's posted values: trimmed, numbers as numbers, flags as 1/0. */
export function normalizeStepValues(step: number, posted: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of stepFields(step)) {
    const value = posted[field.field];
    switch (field.kind) {
      case 'flag':
        out[field.field] = formFlag(value) ? 1 : 0;
        break;
      case 'number':
      case 'percent':
      case 'months':
        out[field.field] = isEmpty(value) ? null : (parseAmount(value) ?? String(value));
        break;
      case 'file': {
        const id = parseAmount(value);
        out[field.field] = id !== undefined && Number.isInteger(id) && id > 0 ? id : null;
        break;
      }
      case 'phone':
        out[field.field] = isEmpty(value) ? '' : (normalizePhone(String(value)) ?? String(value).trim());
        break;
      default:
        out[field.field] = isEmpty(value) ? '' : String(value).trim();
    }
  }
  return out;
}

export interface StepContext {
  /** Machines chosen so far (step two). */
  productCount: number;
  /** Valid choices of select fields not fixed here (regions). */
  choices?: Record<string, readonly string[]>;
  /** Ids of files the account owns; a file field must name one of them. */
  ownFileIds?: readonly number[];
}

/** Errors of one step's normalized values, in field order (the first is the form's message). */
export function validateStep(
  step: number,
  values: Record<string, unknown>,
  context: StepContext,
): FieldError[] {
  const errors: FieldError[] = [];
  if (step === PRODUCTS_STEP && context.productCount < 1) {
    errors.push({ prop: 'products', error: 'Выберите хотя бы одну единицу техники' });
  }
  for (const field of stepFields(step)) {
    const value = values[field.field];
    const push = (error: string) => errors.push({ prop: field.field, error });
    if (field.kind === 'flag') {
      if (field.required && value !== 1) push('Подтвердите, чтобы продолжить');
      continue;
    }
    if (isEmpty(value)) {
      if (field.required) push(field.kind === 'file' ? 'Загрузите файл' : MESSAGE_REQUIRED);
      continue;
    }
    switch (field.kind) {
      case 'phone':
        if (!normalizePhone(String(value))) push('Введите телефон в формате +7 900 000-00-00');
        break;
      case 'email':
        if (!isValidEmail(String(value).toLowerCase())) push('Введите корректный e-mail');
        break;
      case 'number':
      case 'percent':
      case 'months': {
        const number = typeof value === 'number' ? value : undefined;
        if (number === undefined) push('Введите число');
        else if (
          (field.min !== undefined && number < field.min) ||
          (field.max !== undefined && number > field.max)
        )
          push(`Допустимо от ${field.min} до ${field.max}`);
        else if (field.kind === 'months' && !(LEASE_TERMS as readonly number[]).includes(number))
          push('Выберите срок из списка');
        break;
      }
      case 'select': {
        const allowed = field.choices?.map((choice) => choice.value) ?? context.choices?.[field.field];
        if (allowed && !allowed.includes(String(value))) push('Выберите значение из списка');
        break;
      }
      case 'file':
        if (context.ownFileIds && !context.ownFileIds.includes(Number(value)))
          push('Файл не найден, загрузите его снова');
        break;
      case 'text':
      case 'address':
      case 'note':
        if (String(value).length > 1000) push('Не более 1000 символов');
        break;
    }
  }
  return errors;
}

export interface WizardProgress {
  /** The furthest step reached (applications.max_step): every step up to it may be opened. */
  maxStep: number;
  productCount: number;
}

/**
 * The step actually shown when one is asked for: at most the furthest reached (which is the
 * last completed + 1), never past step two without machinery, within 1..8.
 */
export function reachableStep(requested: number | undefined, progress: WizardProgress): number {
  const limit = Math.min(
    APPLICATION_LAST_STEP,
    Math.max(1, progress.maxStep),
    progress.productCount > 0 ? APPLICATION_LAST_STEP : PRODUCTS_STEP,
  );
  if (requested === undefined || !Number.isInteger(requested)) return limit;
  return Math.min(Math.max(1, requested), limit);
}

/** The step after a successful submit, and the furthest step reached then. */
export function afterSubmit(step: number, maxStep: number): { step: number; maxStep: number } {
  const next = Math.min(APPLICATION_LAST_STEP, step + 1);
  return { step: next, maxStep: Math.max(maxStep, next) };
}

export function nextStep(step: number): number | null {
  return step >= APPLICATION_LAST_STEP ? null : step + 1;
}

/** The stepper's rows: a step is available while the draft is editable and it was reached. */
export function stepRows(progress: WizardProgress, editable: boolean, finished: boolean) {
  const limit = reachableStep(APPLICATION_LAST_STEP, progress);
  return APPLICATION_STEPS.map(({ step, title }) => ({
    step,
    title,
    available: editable && step <= limit,
    done: finished || step < progress.maxStep,
  }));
}

/** One piece of a machine's complect (GetComplect). */
export interface ComplectPiece {
  title: string;
  quantity: number;
  /** Roubles per machine; 0 when it comes with the machine. */
  price: number;
}

export interface ApplicationLine {
  /** Roubles per machine at the chosen price level. */
  price: number;
  quantity: number;
  complect: readonly ComplectPiece[];
}

/** A line's sum: (price + chosen complect) × quantity (spec 1 §3 productSumm). */
export function lineSum(line: ApplicationLine): number {
  const complect = line.complect.reduce((sum, piece) => sum + piece.price * piece.quantity, 0);
  return (line.price + complect) * line.quantity;
}

/** productSumm: the sum of every line including complects. */
export function productSumm(lines: readonly ApplicationLine[]): number {
  return lines.reduce((sum, line) => sum + lineSum(line), 0);
}

export const APPLICATION_QUANTITY = { min: 1, max: 99 } as const;

/**
 * The complect offered with a machine (the catalogue has none; docs/decisions/0062): a
 * warranty kit that comes with it, and two options priced as shares of the machine's price,
 * chosen by the product id so they stay the same between visits.
 */
const OPTIONS = [
  { title: 'Комплект ЗИП на первый сезон', share: 0.015 },
  { title: 'Система параллельного вождения (GPS)', share: 0.04 },
  { title: 'Расширенная гарантия на 2 года', share: 0.025 },
  { title: 'Дополнительный комплект шин', share: 0.02 },
  { title: 'Пусконаладка и обучение механизаторов', share: 0.01 },
] as const;

export function complectFor(product: { id: number; price: number }): ComplectPiece[] {
  const round = (value: number) => Math.round(value / 100) * 100;
  const first = OPTIONS[product.id % OPTIONS.length];
  const second = OPTIONS[(product.id + 2) % OPTIONS.length];
  const pieces: ComplectPiece[] = [
    { title: 'Инструмент и документация производителя', quantity: 1, price: 0 },
  ];
  for (const option of [first, second]) {
    if (option)
      pieces.push({
        title: option.title,
        quantity: 1,
        price: Math.max(1000, round(product.price * option.share)),
      });
  }
  return pieces;
}

/** Chosen pieces of a complect by their index; the free ones always come with the machine. */
export function chooseComplect(all: readonly ComplectPiece[], chosen: readonly number[]): ComplectPiece[] {
  return all.filter((piece, index) => piece.price === 0 || chosen.includes(index));
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres, rounded. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** Shipping tariff (docs/decisions/0062): per machine, a loading fee plus a rate per road kilometre. */
export const SHIPPING_TARIFF = { perMachine: 15_000, perKm: 85, roadFactor: 1.25 } as const;

/**
 * Cost of delivering machines from the supplier's region to the delivery region: the
 * great-circle distance × 1.25 for roads, 85 ₽ a kilometre plus 15 000 ₽ loading, per
 * machine, rounded to hundreds.
 */
export function shippingCost(distance: number, machines: number): number {
  const road = Math.round(distance * SHIPPING_TARIFF.roadFactor);
  const perMachine = SHIPPING_TARIFF.perMachine + road * SHIPPING_TARIFF.perKm;
  return Math.round((perMachine * machines) / 100) * 100;
}

/** The title of the application's document to sign (step eight), with the number it is sent under. */
export function applicationDocumentTitle(code: string): string {
  return `Заявка на лизинг № ${code}`;
}

/** Signing by SMS (canSES) is possible when the account has a phone to send the code to. */
export function canSignBySes(phone: string | null | undefined): boolean {
  return Boolean(phone && normalizePhone(phone));
}
