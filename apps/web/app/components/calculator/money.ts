/** Built once: the schedule table formats hundreds of sums per render. */
const withKopecks = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeRoubles = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** 1234567.8 → "1 234 567,80 ₽" (kopecks shown when there are any). */
export function formatMoney(value: number, options: { kopecks?: boolean } = {}): string {
  const kopecks = options.kopecks ?? !Number.isInteger(value);
  const format = kopecks ? withKopecks : wholeRoubles;
  return `${format.format(value).replace(/\u202f/g, '\u00a0')}\u00a0₽`;
}

/** 2026-03-15 → 15.03.2026 */
export function formatDateRu(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
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
