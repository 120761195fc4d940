import type { TAccountFormReply } from '@agrolease/contracts/account';
import type { TFormItem } from '@agrolease/contracts/wizard';
import {
  type AccountField,
  counteragentFields,
  counteragentMissing,
  DEFAULT_PASS_TYPE,
  flFields,
  formatPhone,
  fullName,
  isPassType,
  moscowDay,
  normalizeAccountValues,
  PERSONAL_FIELDS,
  type TPassType,
  USER_FIELDS,
  validateAccountValues,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import type { AuthDeps } from '../auth/index.ts';
import {
  readAccountForms,
  type TFormValues,
  type TStoredForm,
  updateAccountColumns,
  writeAccountForm,
} from './queries.ts';

/**
 * The account's data forms (decision 0066): CounteragentDataForm, PersonalDataForm,
 * FLDataForm and UserDataForm read and write the same stored values as the account wizard.
 */

type TFormName = TAccountFormReply['form_name'];

const isoToRu = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
};

/** What the account knows before any form is saved: requisites, contacts, the name's parts. */
function defaultsOf(session: SessionRecord): Record<TStoredForm, TFormValues> {
  const row = session.account;
  const [last = '', first = '', ...rest] = row.personName.split(/\s+/).filter(Boolean);
  return {
    counteragent: { phone: row.phone, email: row.email, kpp: row.kpp },
    personal: { last_name: last, first_name: first, middle_name: rest.join(' ') },
    fl: { pass_type: DEFAULT_PASS_TYPE },
    wizard: { max_step: 1, visited: 0, finished: 0 },
  };
}

/** The account's values of every form: stored ones over the defaults, requisites always the account's. */
export async function accountValues(
  deps: AuthDeps,
  session: SessionRecord,
): Promise<Record<TStoredForm, TFormValues>> {
  const stored = await readAccountForms(deps.db, session.accountId);
  const defaults = defaultsOf(session);
  const row = session.account;
  return {
    counteragent: {
      ...defaults.counteragent,
      ...stored.counteragent,
      title: row.companyTitle,
      inn: row.inn,
      ogrn: row.ogrn,
      kpp: row.kpp,
    },
    personal: { ...defaults.personal, ...stored.personal },
    fl: { ...defaults.fl, ...stored.fl },
    wizard: { ...defaults.wizard, ...stored.wizard },
  };
}

export function passTypeOf(values: TFormValues): TPassType {
  const type = String(values.pass_type ?? '');
  return isPassType(type) ? type : DEFAULT_PASS_TYPE;
}

/** One field as a FormBuilder item (ARCHITECTURE.md §5 field types). */
export function formItem(field: AccountField, values: TFormValues, error = ''): TFormItem {
  const raw = values[field.field];
  const base = {
    field: field.field,
    title: field.title,
    error,
    group: field.section ?? '',
    code: field.kind,
    // A field needed only while a flag is off is hidden while it is on: shown, it is required.
    required: field.required,
  };
  const text = raw === undefined || raw === null ? '' : String(raw);
  const props: Record<string, unknown> = {};
  if (field.readonly) props.readonly = true;
  if (field.fullWidth) props.fullWidth = true;
  if (field.unlessFlag) props.hiddenWhen = field.unlessFlag;
  switch (field.kind) {
    case 'section':
      return {
        ...base,
        type: 'separator',
        value: null,
        props: field.section === 'offers_contact' ? { clearable: true, section: field.section } : {},
      };
    case 'select':
      return { ...base, type: 'select', value: text, options: [...(field.choices ?? [])], props };
    case 'flag':
      return { ...base, type: 'bool', value: raw === 1 || raw === '1' ? '1' : '0', props };
    case 'address':
      return { ...base, type: 'kladr', value: text, props };
    case 'date':
      return { ...base, type: 'text', value: isoToRu(text), props: { ...props, placeholder: 'ДД.ММ.ГГГГ' } };
    case 'phone':
      return {
        ...base,
        type: 'text',
        value: formatPhone(text),
        props: { ...props, inputMode: 'tel', inputType: 'tel', placeholder: '+7 900 000-00-00' },
      };
    case 'email':
      return {
        ...base,
        type: 'text',
        value: text,
        props: { ...props, inputMode: 'email', inputType: 'email' },
      };
    case 'division':
      return { ...base, type: 'text', value: text, props: { ...props, placeholder: '000-000' } };
    case 'inn':
    case 'kpp':
    case 'snils':
    case 'digits':
    case 'count':
      return { ...base, type: 'text', value: text, props: { ...props, inputMode: 'numeric' } };
    default:
      return { ...base, type: 'text', value: text, props };
  }
}

/** A stored value as the card shows it: a choice's title, Да/Нет, a date as dd.MM.yyyy. */
function cardValue(field: AccountField, values: TFormValues): string {
  const raw = values[field.field];
  const text = raw === undefined || raw === null ? '' : String(raw);
  switch (field.kind) {
    case 'select':
      return field.choices?.find((choice) => choice.value === text)?.title ?? '';
    case 'flag':
      return raw === 1 || raw === '1' ? 'Да' : 'Нет';
    case 'date':
      return isoToRu(text);
    case 'phone':
      return formatPhone(text);
    default:
      return text;
  }
}

export function cardOf(title: string, fields: readonly AccountField[], values: TFormValues) {
  return {
    title,
    items: fields
      .filter((field) => field.kind !== 'section')
      .map((field) => ({ field: field.field, title: field.title, value: cardValue(field, values) })),
  };
}

const CARD_TITLE: Record<TFormName, string> = {
  counteragent: 'Организация',
  personal: 'Личные данные',
  fl: 'Документ, удостоверяющий личность',
  user: 'Пользователь',
};

function fieldsOf(form: TFormName, session: SessionRecord, values: TFormValues): AccountField[] {
  switch (form) {
    case 'counteragent':
      return counteragentFields(session.account.role);
    case 'personal':
      return [...PERSONAL_FIELDS];
    case 'user':
      return [...USER_FIELDS];
    case 'fl':
      return flFields(passTypeOf(values));
  }
}

const storeOf = (form: TFormName): TStoredForm => (form === 'user' ? 'personal' : form);

function formReply(
  form: TFormName,
  mode: TAccountFormReply['mode'],
  fields: readonly AccountField[],
  values: TFormValues,
  today: string,
  saved: boolean,
): TAccountFormReply {
  return {
    success: true,
    form_name: form,
    mode,
    FormBuilder: {
      form_name: form,
      items: mode === 'view' ? [] : fields.map((field) => formItem(field, values)),
    },
    CardBuilder: cardOf(CARD_TITLE[form], fields, values),
    ready: validateAccountValues(fields, values, today).length === 0,
    saved,
    errors_list: [],
    error_message: '',
  };
}

/** GET of a form: its items to edit (mode=edit) or only its card (mode=view). */
export async function readForm(
  deps: AuthDeps,
  session: SessionRecord,
  form: TFormName,
  mode: 'edit' | 'view' = 'edit',
): Promise<TAccountFormReply> {
  const all = await accountValues(deps, session);
  const values = all[storeOf(form)];
  const today = moscowDay(deps.adapters.clock.now());
  return formReply(form, mode, fieldsOf(form, session, values), values, today, false);
}

/** The posted fields, flat or as wrapper[field] (spec 2 §4). */
export function postedFields(body: Record<string, unknown>): Record<string, unknown> {
  const wrapper = body.wrapper;
  return wrapper && typeof wrapper === 'object' ? (wrapper as Record<string, unknown>) : body;
}

export function failValidation(errors: { prop: string; error: string }[]): never {
  throw new AppError('VALIDATION', errors[0]?.error ?? 'Проверьте поля формы', { fieldErrors: errors });
}

/**
 * Validates the posted fields of a form and stores them (mode=save) or only answers whether
 * they would do (mode=check). The person's name and the KPP are kept on the account as well.
 */
export async function saveFields(
  deps: AuthDeps,
  session: SessionRecord,
  store: TStoredForm,
  fields: readonly AccountField[],
  posted: Record<string, unknown>,
  options: { check?: boolean; extra?: TFormValues } = {},
): Promise<{ values: TFormValues; session: SessionRecord }> {
  const all = await accountValues(deps, session);
  const now = deps.adapters.clock.now();
  const values = normalizeAccountValues(fields, posted);
  // Cross-form rules (the document's issue date after the birth date) see the other forms too.
  const context = { ...all.personal, ...all.fl, ...values };
  const errors = validateAccountValues(fields, context, moscowDay(now));
  if (errors.length > 0) failValidation(errors);
  if (options.check) return { values: { ...all[store], ...values }, session };
  const merged = await writeAccountForm(
    deps.db,
    session.accountId,
    store,
    { ...values, ...options.extra },
    now,
  );
  let account = session.account;
  if (store === 'personal' && fullName(merged)) {
    account = await updateAccountColumns(deps.db, session.accountId, { personName: fullName(merged) });
  }
  if (store === 'counteragent' && typeof values.kpp === 'string' && values.kpp !== account.kpp) {
    account = await updateAccountColumns(deps.db, session.accountId, { kpp: values.kpp });
  }
  return {
    values:
      store === 'counteragent'
        ? { ...merged, title: account.companyTitle, inn: account.inn, ogrn: account.ogrn }
        : merged,
    session: { ...session, account },
  };
}

/** POST of a form: mode=save stores, mode=check only validates. */
export async function postForm(
  deps: AuthDeps,
  session: SessionRecord,
  form: TFormName,
  body: Record<string, unknown>,
  mode: 'save' | 'check' = 'save',
): Promise<TAccountFormReply & { session: SessionRecord }> {
  const posted = postedFields(body);
  const all = await accountValues(deps, session);
  const fields =
    form === 'fl'
      ? flFields(
          isPassType(String(posted.pass_type ?? ''))
            ? (String(posted.pass_type) as TPassType)
            : passTypeOf(all.fl),
        )
      : fieldsOf(form, session, all[storeOf(form)]);
  const result = await saveFields(deps, session, storeOf(form), fields, posted, { check: mode === 'check' });
  const today = moscowDay(deps.adapters.clock.now());
  return {
    ...formReply(form, mode, fields, result.values, today, mode === 'save'),
    session: result.session,
  };
}

/** CheckReady: whether the company's data is complete. */
export async function counteragentReady(deps: AuthDeps, session: SessionRecord) {
  const all = await accountValues(deps, session);
  const missing = counteragentMissing(
    session.account.role,
    all.counteragent,
    moscowDay(deps.adapters.clock.now()),
  );
  return { success: true as const, ready: missing.length === 0, missing };
}

/** checkPassType: the document fields of the type chosen, with the values stored for them. */
export async function passTypeForm(deps: AuthDeps, session: SessionRecord, type: TPassType) {
  const all = await accountValues(deps, session);
  const values = { ...all.fl, pass_type: type };
  return {
    success: true as const,
    pass_type: type,
    FormBuilder: { form_name: 'fl', items: flFields(type).map((field) => formItem(field, values)) },
  };
}
