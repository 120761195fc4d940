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
