import { type FieldError, formFlag, parseAmount } from './application-wizard.ts';
import {
  isValidEmail,
  MESSAGE_EMPTY,
  MESSAGE_REQUIRED,
  normalizePhone,
  parseRuDate,
} from './contact-validators.ts';
import { isValidInn } from './inn.ts';
import { isValidKpp } from './kpp.ts';
import { pluralRu } from './ru-format.ts';
import { isValidSnils } from './snils.ts';

/**
 * The account's data forms (spec 1 §3 "Counterparty form special fields", spec 2 §7 "Forms and
 * account"; docs/decisions/0066): the counterparty (the company), the person, the identity
 * document with its pass_type, and the account wizard that walks through them. Pure: the
 * gateway stores the values, this says which fields each form has and what they must hold.
 */

/** The stores a field lives in; the account wizard keeps its own progress beside them. */
export type TAccountFormName = 'counteragent' | 'personal' | 'fl';

export type TAccountFieldKind =
  | 'text'
  | 'phone'
  | 'email'
  | 'inn'
  | 'kpp'
  | 'snils'
  | 'date'
  | 'count'
  | 'select'
  | 'flag'
  | 'address'
  | 'digits'
  | 'division'
  | 'section';

export interface AccountField {
  field: string;
  form: TAccountFormName;
  kind: TAccountFieldKind;
  title: string;
  required: boolean;
  /** digits: the exact number of digits. */
  length?: number;
  choices?: readonly { value: string; title: string }[];
  /** Required only while this flag is off (address_post while is_address_post_eq_legal is 0). */
  unlessFlag?: string;
  /** Fields of a section that appears for some accounts only (see sectionsFor). */
  section?: TAccountSection;
  /** Shown, never written through this form (INN and OGRN identify the account). */
  readonly?: boolean;
  /** Laid out across the whole row (spec 1 §3: the offer contact's phone). */
  fullWidth?: boolean;
}

/** Optional sections of the counterparty form (spec 1 §3). */
export type TAccountSection = 'supplier_status' | 'offers_contact';

/**
 * Account type by role (decision 0066): 1 lessee, 2 agent, 3 supplier. The spec gives type 3
 * the section about proposals; suppliers are the accounts that review commercial proposals.
 */
export function accountTypeOf(role: string): 1 | 2 | 3 {
  if (role === 'supplier' || role === 'factoring-supplier') return 3;
  if (role === 'agent') return 2;
  return 1;
}

/** spec 1 §3: 'Статус поставщика' for agents and suppliers, the proposals contact for type 3. */
export function sectionsFor(role: string): TAccountSection[] {
  const type = accountTypeOf(role);
  return [
    ...(type !== 1 ? (['supplier_status'] as const) : []),
    ...(type === 3 ? (['offers_contact'] as const) : []),
  ];
}

export const SERVICE_MAINTENANCE = [
  { value: 'own', title: 'Собственными силами' },
  { value: 'dealer', title: 'У официального дилера' },
  { value: 'contractor', title: 'Сторонней сервисной организацией' },
] as const;

export const SUPPLIER_STATUSES = [
  { value: 'manufacturer', title: 'Производитель' },
  { value: 'dealer', title: 'Официальный дилер' },
  { value: 'distributor', title: 'Дистрибьютор' },
  { value: 'reseller', title: 'Торговая организация' },
] as const;

/** Identity documents (checkPassType): each brings its own fields. */
export const PASS_TYPES = [
  { value: '1', title: 'Паспорт гражданина РФ' },
  { value: '2', title: 'Паспорт иностранного гражданина' },
  { value: '3', title: 'Вид на жительство в РФ' },
] as const;
export type TPassType = (typeof PASS_TYPES)[number]['value'];
export const DEFAULT_PASS_TYPE: TPassType = '1';

export function isPassType(value: unknown): value is TPassType {
  return PASS_TYPES.some((type) => type.value === value);
}

export const COUNTERAGENT_FIELDS: readonly AccountField[] = [
  {
    field: 'title',
    form: 'counteragent',
    kind: 'text',
    title: 'Наименование',
    required: true,
    readonly: true,
  },
  { field: 'inn', form: 'counteragent', kind: 'inn', title: 'ИНН', required: true, readonly: true },
  {
    field: 'ogrn',
    form: 'counteragent',
    kind: 'text',
    title: 'ОГРН / ОГРНИП',
    required: true,
    readonly: true,
  },
  { field: 'kpp', form: 'counteragent', kind: 'kpp', title: 'КПП', required: false },
  {
    field: 'address_legal',
    form: 'counteragent',
    kind: 'address',
    title: 'Юридический адрес',
    required: true,
  },
  {
    field: 'is_address_post_eq_legal',
    form: 'counteragent',
    kind: 'flag',
    title: 'Почтовый адрес совпадает с юридическим',
    required: false,
  },
  {
    field: 'address_post',
    form: 'counteragent',
    kind: 'address',
    title: 'Почтовый адрес',
    required: true,
    unlessFlag: 'is_address_post_eq_legal',
  },
  {
    field: 'is_address_real_eq_legal',
    form: 'counteragent',
    kind: 'flag',
    title: 'Фактический адрес совпадает с юридическим',
    required: false,
  },
  {
    field: 'address_real',
    form: 'counteragent',
    kind: 'address',
    title: 'Фактический адрес',
    required: true,
    unlessFlag: 'is_address_real_eq_legal',
  },
  { field: 'phone', form: 'counteragent', kind: 'phone', title: 'Телефон организации', required: true },
  { field: 'email', form: 'counteragent', kind: 'email', title: 'E-mail организации', required: false },
  {
    field: 'staff_counter',
    form: 'counteragent',
    kind: 'count',
    title: 'Численность сотрудников',
    required: true,
  },
  {
    field: 'service_maintenance',
    form: 'counteragent',
    kind: 'select',
    title: 'Сервисное обслуживание техники',
    required: true,
    choices: SERVICE_MAINTENANCE,
  },
  {
    field: 'section_supplier_status',
    form: 'counteragent',
    kind: 'section',
    title: 'Статус поставщика',
    required: false,
    section: 'supplier_status',
  },
  {
    field: 'supplier_status',
    form: 'counteragent',
    kind: 'select',
    title: 'Статус поставщика',
    required: true,
    choices: SUPPLIER_STATUSES,
    section: 'supplier_status',
  },
  {
    field: 'section_offers_contact',
    form: 'counteragent',
    kind: 'section',
    title: 'Контактное лицо по вопросам рассмотрения предложений',
    required: false,
    section: 'offers_contact',
  },
  {
    field: 'last_name',
    form: 'counteragent',
    kind: 'text',
    title: 'Фамилия',
    required: false,
    section: 'offers_contact',
  },
  {
    field: 'offers_first_name',
    form: 'counteragent',
    kind: 'text',
    title: 'Имя',
    required: false,
    section: 'offers_contact',
  },
  {
    field: 'offers_phone',
    form: 'counteragent',
    kind: 'phone',
    title: 'Телефон',
    required: false,
    section: 'offers_contact',
    fullWidth: true,
  },
];

/** The user's own card (UserDataForm, wizard step 1). */
export const USER_FIELDS: readonly AccountField[] = [
  { field: 'last_name', form: 'personal', kind: 'text', title: 'Фамилия', required: true },
  { field: 'first_name', form: 'personal', kind: 'text', title: 'Имя', required: true },
  { field: 'middle_name', form: 'personal', kind: 'text', title: 'Отчество', required: false },
  { field: 'position', form: 'personal', kind: 'text', title: 'Должность', required: true },
];

/** The person beyond the card (PersonalDataForm adds these to USER_FIELDS). */
export const PERSON_FIELDS: readonly AccountField[] = [
  { field: 'birth_date', form: 'personal', kind: 'date', title: 'Дата рождения', required: true },
  { field: 'birth_place', form: 'personal', kind: 'text', title: 'Место рождения', required: false },
  { field: 'snils', form: 'personal', kind: 'snils', title: 'СНИЛС', required: true },
  { field: 'inn', form: 'personal', kind: 'inn', title: 'ИНН физического лица', required: false, length: 12 },
];

export const PERSONAL_FIELDS: readonly AccountField[] = [...USER_FIELDS, ...PERSON_FIELDS];

const passType: AccountField = {
  field: 'pass_type',
  form: 'fl',
  kind: 'select',
  title: 'Документ, удостоверяющий личность',
  required: true,
  choices: PASS_TYPES,
};
const passDate: AccountField = {
  field: 'pass_date',
  form: 'fl',
  kind: 'date',
  title: 'Дата выдачи',
  required: true,
};
const passIssued: AccountField = {
  field: 'pass_issued',
  form: 'fl',
  kind: 'text',
  title: 'Кем выдан',
  required: true,
};
const passExpires: AccountField = {
  field: 'pass_expires',
  form: 'fl',
  kind: 'date',
  title: 'Действителен до',
  required: true,
};
const addressReg: AccountField = {
  field: 'address_reg',
  form: 'fl',
  kind: 'address',
  title: 'Адрес регистрации',
  required: true,
};

/** The fields of the identity document of each pass_type (checkPassType answers these). */
export function flFields(type: TPassType): AccountField[] {
  switch (type) {
    case '1':
      return [
        passType,
        { field: 'pass_series', form: 'fl', kind: 'digits', length: 4, title: 'Серия', required: true },
        { field: 'pass_number', form: 'fl', kind: 'digits', length: 6, title: 'Номер', required: true },
        passDate,
        passIssued,
        { field: 'pass_code', form: 'fl', kind: 'division', title: 'Код подразделения', required: true },
        addressReg,
      ];
    case '2':
      return [
        passType,
        { field: 'pass_country', form: 'fl', kind: 'text', title: 'Страна выдачи', required: true },
        { field: 'pass_number', form: 'fl', kind: 'text', title: 'Номер', required: true },
        passDate,
        passExpires,
        passIssued,
        addressReg,
      ];
    case '3':
      return [
        passType,
        { field: 'pass_series', form: 'fl', kind: 'digits', length: 2, title: 'Серия', required: true },
        { field: 'pass_number', form: 'fl', kind: 'digits', length: 7, title: 'Номер', required: true },
        passDate,
        passExpires,
        passIssued,
        addressReg,
      ];
  }
}

export function counteragentFields(role: string): AccountField[] {
  const sections = sectionsFor(role);
  return COUNTERAGENT_FIELDS.filter((field) => !field.section || sections.includes(field.section));
}

/** The account wizard (SetAccountWizard): what each step shows and where its values live. */
export const ACCOUNT_WIZARD_STEPS = [
  { step: 1, title: 'Пользователь' },
  { step: 2, title: 'Организация' },
  { step: 3, title: 'Личные данные' },
  { step: 4, title: 'Документ' },
  { step: 5, title: 'Проверка' },
] as const;
export const ACCOUNT_WIZARD_LAST_STEP = 5;
export const ACCOUNT_CONFIRM_FIELD: AccountField = {
  field: 'confirm_data',
  form: 'personal',
  kind: 'flag',
  title: 'Подтверждаю, что сведения верны',
  required: true,
};

export function accountWizardFields(step: number, role: string, type: TPassType): AccountField[] {
  switch (step) {
    case 1:
      return [...USER_FIELDS];
    case 2:
      return counteragentFields(role);
    case 3:
      return [...PERSON_FIELDS];
    case 4:
      return flFields(type);
    default:
      return [ACCOUNT_CONFIRM_FIELD];
  }
}

/** The step shown when one is asked for: at most the furthest reached, within 1..5. */
export function accountWizardStep(requested: number | undefined, maxStep: number): number {
  const limit = Math.min(ACCOUNT_WIZARD_LAST_STEP, Math.max(1, maxStep));
  if (requested === undefined || !Number.isInteger(requested)) return limit;
  return Math.min(Math.max(1, requested), limit);
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What a form saves of the posted values: trimmed text, flags as 1/0, phones and dates normalised. */
export function normalizeAccountValues(
  fields: readonly AccountField[],
  posted: Record<string, unknown>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of fields) {
    if (field.readonly || field.kind === 'section') continue;
    const value = posted[field.field];
    if (field.kind === 'flag') {
      out[field.field] = formFlag(value) ? 1 : 0;
      continue;
    }
    const text = isEmpty(value) ? '' : String(value).trim();
    switch (field.kind) {
      case 'phone':
        out[field.field] = text ? (normalizePhone(text) ?? text) : '';
        break;
      case 'email':
        out[field.field] = text.toLowerCase();
        break;
      case 'date':
        out[field.field] = text ? (parseRuDate(text) ?? text) : '';
        break;
      case 'inn':
      case 'snils':
      case 'digits':
        out[field.field] = text.replace(/[\s-]/g, '');
        break;
      case 'kpp':
        out[field.field] = text.toUpperCase();
        break;
      default:
        out[field.field] = text;
    }
  }
  return out;
}

/** Field errors of normalised values, in field order; `today` is yyyy-MM-dd. */
export function validateAccountValues(
  fields: readonly AccountField[],
  values: Record<string, unknown>,
  today: string,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of fields) {
    if (field.readonly || field.kind === 'section') continue;
    const value = values[field.field];
    const push = (error: string) => errors.push({ prop: field.field, error });
    if (field.kind === 'flag') {
      if (field.required && value !== 1) push(MESSAGE_REQUIRED);
      continue;
    }
    const required = field.required && !(field.unlessFlag && values[field.unlessFlag] === 1);
    if (isEmpty(value)) {
      if (required) push(field.kind === 'select' ? MESSAGE_REQUIRED : MESSAGE_EMPTY);
      continue;
    }
    const text = String(value);
    switch (field.kind) {
      case 'phone':
        if (!normalizePhone(text)) push('Введите телефон в формате +7 900 000-00-00');
        break;
      case 'email':
        if (!isValidEmail(text)) push('Введите e-mail в формате name@example.ru');
        break;
      case 'inn':
        if (field.length && text.length !== field.length)
          push(`ИНН физического лица состоит из ${field.length} цифр`);
        else if (!isValidInn(text)) push('Неверный ИНН: проверьте цифры');
        break;
      case 'kpp':
        if (!isValidKpp(text)) push('КПП состоит из 9 знаков: 4 цифры, 2 цифры или буквы, 3 цифры');
        break;
      case 'snils':
        if (!isValidSnils(text)) push('Неверный СНИЛС: проверьте цифры');
        break;
      case 'date': {
        const date = parseRuDate(text);
        if (!date) push('Введите дату в формате ДД.ММ.ГГГГ');
        else if (field.field === 'pass_expires' ? date <= today : date > today)
          push(
            field.field === 'pass_expires' ? 'Срок действия документа истёк' : 'Дата не может быть в будущем',
          );
        break;
      }
      case 'count': {
        const count = parseAmount(text);
        if (count === undefined || !Number.isInteger(count) || count > 1_000_000)
          push('Введите целое число от 0 до 1 000 000');
        break;
      }
      case 'digits':
        if (!new RegExp(`^\\d{${field.length}}$`).test(text))
          push(`Введите ${field.length} ${pluralRu(field.length ?? 0, ['цифру', 'цифры', 'цифр'])}`);
        break;
      case 'division':
        if (!/^\d{3}-?\d{3}$/.test(text)) push('Код подразделения в формате 000-000');
        break;
      case 'select':
        if (field.choices && !field.choices.some((choice) => choice.value === text))
          push('Выберите значение из списка');
        break;
      case 'text':
      case 'address':
        if (text.length > 500) push('Не более 500 символов');
        break;
    }
  }
  // A birth date after the document's issue date is a typo in one of them.
  const birth = parseRuDate(String(values.birth_date ?? ''));
  const issued = parseRuDate(String(values.pass_date ?? ''));
  if (birth && issued && issued < birth && !errors.some((error) => error.prop === 'pass_date'))
    errors.push({ prop: 'pass_date', error: 'Документ не может быть выдан раньше даты рождения' });
  return errors;
}

/** A counterparty is ready (CheckReady) when every field its form needs is filled and valid. */
export function counteragentMissing(
  role: string,
  values: Record<string, unknown>,
  today: string,
): FieldError[] {
  return validateAccountValues(counteragentFields(role), values, today);
}

/** "Фамилия Имя Отчество" from its parts, for the account's person name. */
export function fullName(parts: {
  last_name?: unknown;
  first_name?: unknown;
  middle_name?: unknown;
}): string {
  return [parts.last_name, parts.first_name, parts.middle_name]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
}
