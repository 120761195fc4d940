import { formatDecimalRu } from '@agrolease/domain';

/** 1234567.8 → "1 234 567,80 ₽" (kopecks shown when there are any). */
export function formatMoney(value: number, options: { kopecks?: boolean } = {}): string {
  const kopecks = options.kopecks ?? !Number.isInteger(value);
  const digits = kopecks ? 2 : 0;
  return `${formatDecimalRu(value, { minimumFractionDigits: digits, maximumFractionDigits: digits })}\u00a0₽`;
}

export const MONTH_SHORT = [
  'янв',
  'фев',
  'мар',
  'апр',
  'май',
  'июн',
  'июл',
  'авг',
  'сен',
  'окт',
  'ноя',
  'дек',
];
