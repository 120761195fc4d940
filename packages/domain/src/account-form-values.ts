import { type AccountField, counteragentFields } from './account-forms.ts';
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

/*
 * The values of the account's forms (account-forms.ts has their fields): what a form saves of
 * what was posted, the errors of the values, and when a counterparty is ready.
 */

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
