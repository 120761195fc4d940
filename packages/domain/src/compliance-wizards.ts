import { parseAmount } from './application-wizard.ts';
import type { FieldProblem } from './cabinet-requests.ts';
import { isValidEmail, MESSAGE_REQUIRED, parseRuDate } from './contact-validators.ts';
import { isValidInn } from './inn.ts';

/**
 * The compliance wizards of the client's documents (spec 1 §4 "Wizards … credit declaration,
 * beneficiary questionnaire, … non-resident registration are step-driven", §5 "four questioning
 * fields (005, 006, 008, 009) each have paired yes/no checkboxes"; docs/decisions/0102). Pure:
 * the steps of each wizard, what each step must hold, the state an object is in and what may
 * still be done with it.
 */
export const COMPLIANCE_KINDS = ['beneficiary', 'credit_declaration', 'non_resident'] as const;
export type TComplianceKind = (typeof COMPLIANCE_KINDS)[number];

export function isComplianceKind(value: unknown): value is TComplianceKind {
  return typeof value === 'string' && (COMPLIANCE_KINDS as readonly string[]).includes(value);
}

export type TComplianceStepKind =
  | 'questions'
  | 'owners'
  | 'obligations'
  | 'company'
  | 'contact'
  | 'sign'
  | 'send';

export interface ComplianceStep {
  step: number;
  title: string;
  kind: TComplianceStepKind;
}

export const COMPLIANCE_TITLE: Record<TComplianceKind, string> = {
  beneficiary: 'Анкета о бенефициарных владельцах (115-ФЗ)',
  credit_declaration: 'Декларация о кредитной нагрузке',
  non_resident: 'Регистрация нерезидента',
};

/** The codes objects get: АБ-000001, КД-000001, НР-000001. */
export const COMPLIANCE_CODE_PREFIX: Record<TComplianceKind, string> = {
  beneficiary: 'АБ',
  credit_declaration: 'КД',
  non_resident: 'НР',
};

export function complianceCode(kind: TComplianceKind, id: number): string {
  return `${COMPLIANCE_CODE_PREFIX[kind]}-${String(id).padStart(6, '0')}`;
}

export const COMPLIANCE_STEPS: Record<TComplianceKind, readonly ComplianceStep[]> = {
  beneficiary: [
    { step: 1, title: 'Вопросы анкеты', kind: 'questions' },
    { step: 2, title: 'Бенефициарные владельцы', kind: 'owners' },
    { step: 3, title: 'Подписание', kind: 'sign' },
  ],
  credit_declaration: [
    { step: 1, title: 'Обязательства', kind: 'obligations' },
    { step: 2, title: 'Подписание', kind: 'sign' },
  ],
  non_resident: [
    { step: 1, title: 'Сведения о компании', kind: 'company' },
    { step: 2, title: 'Контактное лицо', kind: 'contact' },
    { step: 3, title: 'Отправка', kind: 'send' },
  ],
};

export function lastComplianceStep(kind: TComplianceKind): number {
  return COMPLIANCE_STEPS[kind].length;
}

export function complianceStep(kind: TComplianceKind, step: number): ComplianceStep | undefined {
  return COMPLIANCE_STEPS[kind].find((one) => one.step === step);
}

/** The step whose document is signed (the questionnaire's 3, the declaration's 2); none for the registration. */
export function complianceSignStep(kind: TComplianceKind): number | undefined {
  return COMPLIANCE_STEPS[kind].find((one) => one.kind === 'sign')?.step;
}

export const COMPLIANCE_STATUS_TITLE = {
  draft: 'Черновик',
  to_sign: 'Ожидает подписи',
  signed: 'Подписана',
  submitted: 'На рассмотрении',
  cancelled: 'Аннулирована',
} as const;
export type TComplianceStatus = keyof typeof COMPLIANCE_STATUS_TITLE;

export function isComplianceStatus(value: unknown): value is TComplianceStatus {
  return typeof value === 'string' && value in COMPLIANCE_STATUS_TITLE;
}

/** What an object's state is made of: its own marks and its document's signature. */
export interface ComplianceFacts {
  cancelled: boolean;
  submitted: boolean;
  /** The document to sign exists (formed at the step before signing). */
  hasDocument: boolean;
  documentSigned: boolean;
}

/**
 * The state follows the document (decision 0102): a formed document waits for a signature, its
 * signature signs the questionnaire or declaration; the registration is sent instead of signed.
 */
export function complianceStatus(facts: ComplianceFacts): TComplianceStatus {
  if (facts.cancelled) return 'cancelled';
  if (facts.documentSigned) return 'signed';
  if (facts.submitted) return 'submitted';
  return facts.hasDocument ? 'to_sign' : 'draft';
}

/** The answers may change (isavailable, is_available_edit_package): nothing is signed or sent yet. */
export function isComplianceEditable(status: TComplianceStatus): boolean {
  return status === 'draft' || status === 'to_sign';
}

/** Delete/{id}: only what was never signed nor sent goes away. */
export function canDeleteCompliance(status: TComplianceStatus): boolean {
  return isComplianceEditable(status);
}

/** Cancel/{id}: a signed or sent one is cancelled and stays in the list. */
export function canCancelCompliance(status: TComplianceStatus): boolean {
  return status === 'signed' || status === 'submitted';
}

export interface ComplianceProgress {
  kind: TComplianceKind;
  step: number;
  maxStep: number;
  status: TComplianceStatus;
}

/** The step a request opens: reached steps while editable; once signed, sent or cancelled only the last. */
export function openableComplianceStep(progress: ComplianceProgress, requested?: number): number {
  const last = lastComplianceStep(progress.kind);
  if (!isComplianceEditable(progress.status)) return last;
  if (requested === undefined || !Number.isInteger(requested) || requested < 1) {
    return Math.min(Math.max(progress.step, 1), last);
  }
  return Math.min(requested, Math.max(progress.maxStep, 1), last);
}

/**
 * After a successful save of `step`: the next step, and how far the wizard now reaches. Saving
 * the answers again drops an unsigned document (it would no longer say what was answered), so
 * the signing step is reached again only through the step before it, which forms the document.
 */
export function complianceAfterSave(
  progress: ComplianceProgress,
  step: number,
): { step: number; maxStep: number; formsDocument: boolean; dropsDocument: boolean } {
  const last = lastComplianceStep(progress.kind);
  const signStep = complianceSignStep(progress.kind);
  const next = Math.min(step + 1, last);
  if (signStep === undefined || step >= signStep) {
    return {
      step: next,
      maxStep: Math.max(progress.maxStep, next),
      formsDocument: false,
      dropsDocument: false,
    };
  }
  const formsDocument = next === signStep;
  return {
    step: next,
    maxStep: formsDocument ? signStep : Math.min(Math.max(progress.maxStep, next), signStep - 1),
    formsDocument,
    dropsDocument: true,
  };
}

/** The steps the wizard lists: reached ones open while editable; earlier ones are done. */
export function complianceStepList(progress: ComplianceProgress) {
  const editable = isComplianceEditable(progress.status);
  return COMPLIANCE_STEPS[progress.kind].map((one) => ({
    step: one.step,
    title: one.title,
    available: editable && one.step <= progress.maxStep,
    done: !editable || one.step < progress.maxStep,
  }));
}

/** The four questions of the 115-ФЗ questionnaire (spec 1 §5), each answered «Да» or «Нет». */
export const BENEFICIARY_QUESTIONS = [
  {
    code: '005',
    text: 'Являются ли бенефициарные владельцы организации иностранными публичными должностными лицами, их супругами или близкими родственниками?',
  },
  {
    code: '006',
    text: 'Действует ли организация при проведении операций к выгоде другого лица (выгодоприобретателя)?',
  },
  {
    code: '008',
    text: 'Являются ли бенефициарные владельцы лицами, замещающими государственные должности Российской Федерации, должностными лицами публичных международных организаций, их супругами или близкими родственниками?',
  },
  {
    code: '009',
    text: 'Являются ли организация или её бенефициарные владельцы налоговыми резидентами иностранного государства?',
  },
] as const;
export type TQuestionCode = (typeof BENEFICIARY_QUESTIONS)[number]['code'];

export const MESSAGE_ONE_ANSWER = 'Отметьте один ответ: «Да» или «Нет»';

const ticked = (value: unknown) => value === true || value === 1 || value === '1' || value === 'on';

/** The pair's fields: q005_yes and q005_no. */
export const questionFields = (code: string) => ({ yes: `q${code}_yes`, no: `q${code}_no` });

/** Rows of a table field: a JSON array, or owners[0][name]=… of a form body (an object by index). */
export function tableRows(raw: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : [];
  return rows.filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object');
}

const cell = (row: Record<string, unknown>, name: string) => String(row[name] ?? '').trim();
const isBlankRow = (row: Record<string, unknown>, columns: readonly string[]) =>
  columns.every((name) => cell(row, name) === '');

export const OWNER_COLUMNS = [
  { field: 'name', title: 'ФИО' },
  { field: 'share', title: 'Доля, %' },
  { field: 'inn', title: 'ИНН' },
  { field: 'citizenship', title: 'Гражданство' },
] as const;
export const MAX_TABLE_ROWS = 20;

export interface BeneficialOwner {
  name: string;
  share: number;
  inn: string;
  citizenship: string;
}

function checkOwners(raw: unknown, problems: FieldProblem[]): BeneficialOwner[] {
  const columns = OWNER_COLUMNS.map((column) => column.field);
  const rows = tableRows(raw).filter((row) => !isBlankRow(row, columns));
  const owners: BeneficialOwner[] = [];
  const fail = (error: string) => problems.push({ prop: 'owners', error });
  if (rows.length === 0) {
    fail('Добавьте хотя бы одного бенефициарного владельца');
    return owners;
  }
  if (rows.length > MAX_TABLE_ROWS) {
    fail(`Не больше ${MAX_TABLE_ROWS} строк`);
    return owners;
  }
  rows.forEach((row, index) => {
    const at = `Строка ${index + 1}`;
    const name = cell(row, 'name');
    const share = parseAmount(cell(row, 'share').replace('%', ''));
    const inn = cell(row, 'inn').replace(/\s/g, '');
    const citizenship = cell(row, 'citizenship');
    if (name.length < 3 || !/[А-Яа-яЁёA-Za-z]/.test(name)) fail(`${at}: укажите ФИО владельца`);
    else if (share === undefined || share <= 0 || share > 100)
      fail(`${at}: доля — число больше 0 и не больше 100`);
    else if (!/^\d{12}$/.test(inn)) fail(`${at}: ИНН физического лица — 12 цифр`);
    else if (!isValidInn(inn)) fail(`${at}: проверьте ИНН — контрольная сумма не сходится`);
    else if (!citizenship) fail(`${at}: укажите гражданство`);
    else owners.push({ name: name.slice(0, 200), share, inn, citizenship: citizenship.slice(0, 100) });
  });
  if (problems.length === 0) {
    const total = owners.reduce((sum, owner) => sum + owner.share, 0);
    if (total > 100.0001) fail('Сумма долей владельцев больше 100%');
    if (new Set(owners.map((owner) => owner.inn)).size !== owners.length)
      fail('Один и тот же ИНН указан дважды');
  }
  return owners;
}

export const OBLIGATION_KINDS = ['Кредит', 'Лизинг', 'Заём', 'Банковская гарантия', 'Прочее'] as const;
export const OBLIGATION_COLUMNS = [
  { field: 'creditor', title: 'Кредитор' },
  { field: 'kind', title: 'Вид обязательства', options: OBLIGATION_KINDS },
  { field: 'amount', title: 'Сумма, ₽' },
  { field: 'remaining', title: 'Остаток, ₽' },
  { field: 'maturity', title: 'Погашение (ДД.ММ.ГГГГ)' },
] as const;

export interface CreditObligation {
  creditor: string;
  kind: string;
  amount: number;
  remaining: number;
  /** yyyy-MM-dd */
  maturity: string;
}

function checkObligations(values: Record<string, unknown>, problems: FieldProblem[]) {
  const columns = OBLIGATION_COLUMNS.map((column) => column.field);
  const rows = tableRows(values.obligations).filter((row) => !isBlankRow(row, columns));
  const none = ticked(values.no_obligations);
  const obligations: CreditObligation[] = [];
  const fail = (error: string) => problems.push({ prop: 'obligations', error });
  if (none && rows.length > 0) fail('Снимите отметку «Обязательств нет» или удалите строки');
  else if (!none && rows.length === 0) fail('Перечислите обязательства или отметьте, что их нет');
  else if (rows.length > MAX_TABLE_ROWS) fail(`Не больше ${MAX_TABLE_ROWS} строк`);
  else
    rows.forEach((row, index) => {
      const at = `Строка ${index + 1}`;
      const creditor = cell(row, 'creditor');
      const kind = cell(row, 'kind');
      const amount = parseAmount(cell(row, 'amount'));
      const remaining = parseAmount(cell(row, 'remaining'));
      const maturity = parseRuDate(cell(row, 'maturity'));
      if (creditor.length < 2) fail(`${at}: укажите кредитора`);
      else if (!(OBLIGATION_KINDS as readonly string[]).includes(kind))
        fail(`${at}: выберите вид обязательства`);
      else if (amount === undefined || amount <= 0) fail(`${at}: сумма — положительное число`);
      else if (remaining === undefined || remaining > amount) fail(`${at}: остаток — число не больше суммы`);
      else if (!maturity) fail(`${at}: дата погашения в формате ДД.ММ.ГГГГ`);
      else obligations.push({ creditor: creditor.slice(0, 300), kind, amount, remaining, maturity });
    });
  return { obligations, none };
}

/** Countries of registration a non-resident may choose (ISO 3166 alpha-2). */
export const NON_RESIDENT_COUNTRIES = [
  { value: 'AM', title: 'Армения' },
  { value: 'AZ', title: 'Азербайджан' },
  { value: 'BY', title: 'Беларусь' },
  { value: 'CN', title: 'Китай' },
  { value: 'DE', title: 'Германия' },
  { value: 'IN', title: 'Индия' },
  { value: 'IT', title: 'Италия' },
  { value: 'KG', title: 'Киргизия' },
  { value: 'KZ', title: 'Казахстан' },
  { value: 'RS', title: 'Сербия' },
  { value: 'TJ', title: 'Таджикистан' },
  { value: 'TR', title: 'Турция' },
  { value: 'AE', title: 'ОАЭ' },
  { value: 'UZ', title: 'Узбекистан' },
] as const;

export function countryTitle(code: unknown): string {
  return NON_RESIDENT_COUNTRIES.find((country) => country.value === code)?.title ?? String(code ?? '');
}

export interface ComplianceField {
  field: string;
  title: string;
  required: boolean;
  kind: 'text' | 'country' | 'latin' | 'cyrillic' | 'registration' | 'phone' | 'email';
  placeholder?: string;
}

export const NON_RESIDENT_FIELDS: Record<'company' | 'contact', readonly ComplianceField[]> = {
  company: [
    { field: 'country', title: 'Страна регистрации', required: true, kind: 'country' },
    {
      field: 'reg_number',
      title: 'Регистрационный номер в стране регистрации',
      required: true,
      kind: 'registration',
      placeholder: 'Например, 191234567',
    },
    { field: 'tax_number', title: 'Налоговый номер (TIN), если есть', required: false, kind: 'registration' },
    {
      field: 'name_latin',
      title: 'Наименование латиницей',
      required: true,
      kind: 'latin',
      placeholder: 'Agro Trade LLC',
    },
    { field: 'name_ru', title: 'Наименование на русском языке', required: true, kind: 'cyrillic' },
    { field: 'address', title: 'Адрес регистрации', required: true, kind: 'text' },
  ],
  contact: [
    { field: 'contact_name', title: 'Контактное лицо (ФИО)', required: true, kind: 'text' },
    { field: 'contact_position', title: 'Должность', required: false, kind: 'text' },
    {
      field: 'contact_phone',
      title: 'Телефон в международном формате',
      required: true,
      kind: 'phone',
      placeholder: '+375 29 123-45-67',
    },
    { field: 'contact_email', title: 'Электронная почта', required: true, kind: 'email' },
  ],
};

function checkField(field: ComplianceField, raw: string): string | undefined {
  switch (field.kind) {
    case 'country':
      return NON_RESIDENT_COUNTRIES.some((country) => country.value === raw)
        ? undefined
        : 'Выберите страну из списка';
    case 'registration':
      return /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,39}$/.test(raw)
        ? undefined
        : 'От 3 до 40 латинских букв, цифр, точек, дефисов и косых черт';
    case 'latin':
      return /^[A-Za-z0-9][A-Za-z0-9 .,&'"()«»-]{1,199}$/.test(raw)
        ? undefined
        : 'Только латинские буквы, цифры и знаки препинания';
    case 'cyrillic':
      return /[А-Яа-яЁё]/.test(raw) && raw.length <= 300 ? undefined : 'Наименование русскими буквами';
    case 'phone': {
      const digits = raw.replace(/[\s()-]/g, '');
      return /^\+\d{7,15}$/.test(digits) ? undefined : 'Телефон с кодом страны: + и от 7 до 15 цифр';
    }
    case 'email':
      return isValidEmail(raw) ? undefined : 'Проверьте адрес электронной почты';
    default:
      return raw.length <= 500 ? undefined : 'Не длиннее 500 символов';
  }
}

/**
 * Checks one step's values; answers the problems (each on its field) and the cleaned values to
 * keep. The signing and sending steps hold no fields of their own.
 */
export function checkComplianceStep(
  stepKind: TComplianceStepKind,
  values: Record<string, unknown>,
): { problems: FieldProblem[]; value: Record<string, unknown> } {
  const problems: FieldProblem[] = [];
  const value: Record<string, unknown> = {};
  if (stepKind === 'questions') {
    const answers: Record<string, 'yes' | 'no'> = {};
    for (const question of BENEFICIARY_QUESTIONS) {
      const fields = questionFields(question.code);
      const yes = ticked(values[fields.yes]);
      const no = ticked(values[fields.no]);
      if (yes === no) problems.push({ prop: fields.yes, error: MESSAGE_ONE_ANSWER });
      else answers[question.code] = yes ? 'yes' : 'no';
    }
    value.answers = answers;
  }
  if (stepKind === 'owners') value.owners = checkOwners(values.owners, problems);
  if (stepKind === 'obligations') {
    const { obligations, none } = checkObligations(values, problems);
    value.obligations = obligations;
    value.no_obligations = none;
  }
  if (stepKind === 'company' || stepKind === 'contact') {
    for (const field of NON_RESIDENT_FIELDS[stepKind]) {
      const raw = String(values[field.field] ?? '').trim();
      if (!raw) {
        if (field.required) problems.push({ prop: field.field, error: MESSAGE_REQUIRED });
        continue;
      }
      const error = checkField(field, raw);
      if (error) problems.push({ prop: field.field, error });
      else value[field.field] = field.kind === 'phone' ? raw.replace(/[\s()-]/g, '') : raw;
    }
  }
  return { problems, value };
}
