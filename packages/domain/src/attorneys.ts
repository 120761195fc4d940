import type { FieldError } from './application-wizard.ts';
import { MESSAGE_REQUIRED, parseRuDate } from './contact-validators.ts';
import { isValidInn } from './inn.ts';
import { formatIsoDayRu } from './ru-format.ts';
import { isValidSnils } from './snils.ts';

/**
 * A contact person's power of attorney (issue 15, docs/decisions/0099): a paper one (its
 * number, dates and scans) or a machine-readable one (МЧД: number, the representative's INN and
 * SNILS, the XML and the head's signature). Pure: the fields of the attorney wizards, their
 * checks, the wizard's steps and the states an attorney goes through.
 */

export const ATTORNEY_TYPES = [
  { value: 'scan', title: 'Доверенность на бумаге (скан)' },
  { value: 'm4d', title: 'Машиночитаемая доверенность (МЧД)' },
] as const;
export type TAttorneyType = (typeof ATTORNEY_TYPES)[number]['value'];

export function isAttorneyType(value: unknown): value is TAttorneyType {
  return ATTORNEY_TYPES.some((type) => type.value === value);
}

export const ATTORNEY_STATUS_TITLE = {
  draft: 'Черновик',
  pending: 'На проверке',
  active: 'Действует',
  refused: 'Отклонена',
  expired: 'Срок истёк',
  revoked: 'Отозвана',
  replaced: 'Заменена новой',
} as const;
export type TAttorneyStatus = keyof typeof ATTORNEY_STATUS_TITLE;

/** The attorney wizard's steps (spec 1 §4: the file at step 2). */
export const ATTORNEY_STEPS = [
  { step: 1, title: 'Сведения' },
  { step: 2, title: 'Файлы' },
  { step: 3, title: 'Проверка' },
] as const;
export const ATTORNEY_LAST_STEP = 3;

/** The wizard's fields as the spec names them. */
export interface AttorneyDetails {
  id_contact?: number;
  attorney_type?: string;
  /** The paper attorney's number. */
  canCSPAttorneyNumber?: string;
  /** The МЧД's number (НомДовер). */
  m4d_number?: string;
  canCSPDate?: string;
  canCSPDateExpired?: string;
  customPosition?: string;
  inn?: string;
  snils?: string;
}

/** The checked details, dates as yyyy-mm-dd. */
export interface CheckedAttorneyDetails {
  contactId: number;
  kind: TAttorneyType;
  number: string;
  issuedOn: string;
  expiresOn: string;
  position: string;
  representativeInn: string;
  representativeSnils: string;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An МЧД's number (НомДовер): a GUID. */
export function isAttorneyNumber(value: string): boolean {
  return GUID.test(value);
}

/**
 * Checks step 1 of the attorney wizards (and CabinetSetAttorneyV2): who, which kind, the number,
 * dates (issued not after today, expiring after issue and not before today), the position, and
 * for an МЧД the representative's SNILS (required) and INN (optional), with checksums.
 */
export function checkAttorneyDetails(
  input: AttorneyDetails,
  today: string,
): { errors: FieldError[]; details?: CheckedAttorneyDetails } {
  const errors: FieldError[] = [];
  const add = (prop: string, error: string) => errors.push({ prop, error });
  if (!input.id_contact) add('id_contact', 'Выберите контактное лицо');
  const kind = input.attorney_type;
  if (!isAttorneyType(kind)) add('attorney_type', 'Выберите вид доверенности');
  const number = (kind === 'm4d' ? input.m4d_number : input.canCSPAttorneyNumber)?.trim() ?? '';
  const numberField = kind === 'm4d' ? 'm4d_number' : 'canCSPAttorneyNumber';
  if (!number) add(numberField, MESSAGE_REQUIRED);
  else if (kind === 'm4d' && !isAttorneyNumber(number)) {
    add(numberField, 'Номер МЧД — идентификатор вида xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx');
  } else if (number.length > 100) add(numberField, 'Номер доверенности длиннее 100 знаков');
  const issuedOn = parseRuDate(input.canCSPDate ?? '');
  const expiresOn = parseRuDate(input.canCSPDateExpired ?? '');
  if (!input.canCSPDate?.trim()) add('canCSPDate', MESSAGE_REQUIRED);
  else if (!issuedOn) add('canCSPDate', 'Дата в формате ДД.ММ.ГГГГ');
  else if (issuedOn > today) add('canCSPDate', 'Дата выдачи не может быть позже сегодняшней');
  if (!input.canCSPDateExpired?.trim()) add('canCSPDateExpired', MESSAGE_REQUIRED);
  else if (!expiresOn) add('canCSPDateExpired', 'Дата в формате ДД.ММ.ГГГГ');
  else if (issuedOn && expiresOn <= issuedOn)
    add('canCSPDateExpired', 'Срок действия должен быть позже даты выдачи');
  else if (expiresOn < today) add('canCSPDateExpired', `Срок действия истёк ${formatIsoDayRu(expiresOn)}`);
  const position = input.customPosition?.trim() ?? '';
  if (!position) add('customPosition', MESSAGE_REQUIRED);
  const inn = input.inn?.trim() ?? '';
  const snils = (input.snils ?? '').replace(/[\s-]/g, '');
  if (inn && !(/^\d{12}$/.test(inn) && isValidInn(inn))) {
    add('inn', 'ИНН физического лица — 12 цифр с верной контрольной суммой');
  }
  if (kind === 'm4d' && !snils) add('snils', MESSAGE_REQUIRED);
  else if (snils && !isValidSnils(snils)) add('snils', 'СНИЛС — 11 цифр с верной контрольной суммой');
  if (errors.length > 0 || !input.id_contact || !isAttorneyType(kind) || !issuedOn || !expiresOn) {
    return { errors };
  }
  return {
    errors,
    details: {
      contactId: input.id_contact,
      kind,
      number,
      issuedOn,
      expiresOn,
      position,
      representativeInn: inn,
      representativeSnils: snils,
    },
  };
}

/** What the cabinet shows: an active attorney past its expiry is 'expired'. */
export function attorneyStatusOf(row: { status: string; expiresOn: string }, today: string): TAttorneyStatus {
  if (row.status === 'active' && row.expiresOn && row.expiresOn < today) return 'expired';
  return row.status in ATTORNEY_STATUS_TITLE ? (row.status as TAttorneyStatus) : 'draft';
}

/** The step the wizard may show: never beyond the furthest one reached. */
export function openableAttorneyStep(requested: number | undefined, maxStep: number): number {
  const step = requested ?? maxStep;
  return Math.min(Math.max(1, step), Math.max(1, Math.min(maxStep, ATTORNEY_LAST_STEP)));
}
