import { formatIsoDayRu } from './ru-format.ts';
/**
 * The payment QR code of Russian banks (ГОСТ Р 56042-2014, issue 38, decision 0168): the text
 * `ST00012|Name=…|PersonalAcc=…|…` that banking apps scan. ST, the format version 0001 and the
 * encoding 2 (UTF-8), then `|`-separated Key=Value pairs: the five required ones first, in the
 * standard's order, then the additional ones. A value may not hold the separator.
 */

export const PAYMENT_QR_HEADER = 'ST00012';

export interface PaymentQrFields {
  Name: string;
  PersonalAcc: string;
  BankName: string;
  BIC: string;
  CorrespAcc: string;
  PayeeINN?: string;
  KPP?: string;
  Purpose?: string;
  /** Kopecks, digits only. */
  Sum?: number;
}

/** Longest values the standard allows (table 1 and 2 of ГОСТ Р 56042-2014). */
const MAX_LENGTH: Record<keyof PaymentQrFields, number> = {
  Name: 160,
  PersonalAcc: 20,
  BankName: 45,
  BIC: 9,
  CorrespAcc: 20,
  PayeeINN: 12,
  KPP: 9,
  Purpose: 210,
  Sum: 18,
};

const ORDER: (keyof PaymentQrFields)[] = [
  'Name',
  'PersonalAcc',
  'BankName',
  'BIC',
  'CorrespAcc',
  'PayeeINN',
  'KPP',
  'Purpose',
  'Sum',
];

/** Spaces instead of the separator and line breaks; no doubled spaces. */
function cleanValue(value: string): string {
  return value
    .replace(/[|\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

export function buildPaymentQrText(fields: PaymentQrFields): string {
  const parts = [PAYMENT_QR_HEADER];
  for (const key of ORDER) {
    const raw = fields[key];
    if (raw === undefined) continue;
    if (key === 'Sum' && (!Number.isSafeInteger(raw) || (raw as number) < 0)) {
      throw new RangeError('Sum is a whole non-negative number of kopecks');
    }
    let value = cleanValue(String(raw));
    if (key === 'Purpose' || key === 'Name') value = value.slice(0, MAX_LENGTH[key]);
    if (value === '' || value.length > MAX_LENGTH[key]) {
      throw new RangeError(`${key} must be 1–${MAX_LENGTH[key]} characters`);
    }
    parts.push(`${key}=${value}`);
  }
  return parts.join('|');
}

/** The pairs of a payment QR text, or undefined when it is not ST00012 with the required ones. */
export function parsePaymentQrText(text: string): Record<string, string> | undefined {
  const [header, ...pairs] = text.split('|');
  if (header !== PAYMENT_QR_HEADER) return undefined;
  const fields: Record<string, string> = Object.create(null);
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) return undefined;
    fields[pair.slice(0, at)] = pair.slice(at + 1);
  }
  const required = ['Name', 'PersonalAcc', 'BankName', 'BIC', 'CorrespAcc'];
  return required.every((key) => fields[key]) ? fields : undefined;
}

/** 123456 kopecks as «1 234,56 ₽» (no-break spaces), always with kopecks. */
export function formatKopecks(kopecks: number): string {
  const roubles = Math.trunc(kopecks / 100);
  const rest = String(Math.abs(kopecks % 100)).padStart(2, '0');
  const grouped = String(Math.abs(roubles)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${kopecks < 0 ? '−' : ''}${grouped},${rest}\u00a0₽`;
}

/**
 * The purpose of a lease payment's order: the contract's number and day and the payment's day,
 * so that the statement's purpose names the contract and the payment (incoming-payments.ts).
 */
export function leasePaymentPurpose(input: {
  contractName: string;
  contractDay: string;
  number: number;
  dueDay: string;
  penaltyKopecks: number;
  /** Part of the payment is paid: the order pays what remains of it (decision 0184). */
  remainder?: boolean;
}): string {
  const penalty =
    input.penaltyKopecks > 0
      ? `, в т. ч. пени ${formatKopecks(input.penaltyKopecks)
          .replace(/\u00a0/g, ' ')
          .replace('₽', 'руб.')}`
      : '';
  return `Лизинговый платёж № ${input.number} по договору ${input.contractName} от ${formatIsoDayRu(input.contractDay)} за ${formatIsoDayRu(input.dueDay)}${input.remainder ? ' (остаток)' : ''}${penalty}; НДС согласно договору`;
}
