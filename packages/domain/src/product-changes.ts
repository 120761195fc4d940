/**
 * A supplier's change to its product card (issue 13, decision 0086): the description and the
 * price levels (the spec's CRMPrices: the complect levels, the first is the default). A change
 * waits for the manager; only an accepted one reaches the catalogue.
 */

export const PRODUCT_CHANGE_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type TProductChangeStatus = (typeof PRODUCT_CHANGE_STATUSES)[number];

export const PRODUCT_CHANGE_STATUS_TITLE: Record<TProductChangeStatus, string> = {
  pending: 'На модерации',
  accepted: 'Принято',
  rejected: 'Отклонено',
};

export const PRICE_LEVELS_MAX = 5;
export const PRICE_LEVEL_TITLE_MAX = 120;
/** Roubles: a machine of the catalogue costs at least a thousand and below two billion (int column). */
export const PRICE_LEVEL_MIN = 1_000;
export const PRICE_LEVEL_MAX = 2_000_000_000;
export const PRODUCT_DESCRIPTION_MAX = 8_000;

export interface ProposedLevel {
  id: number | null;
  title: string;
  value: number;
}

export interface LevelError {
  prop: string;
  error: string;
}

/** The problems of a proposed set of price levels, each named by its field (`prices[i][title]`). */
export function priceLevelErrors(levels: readonly ProposedLevel[]): LevelError[] {
  const errors: LevelError[] = [];
  if (levels.length === 0) errors.push({ prop: 'prices', error: 'Нужен хотя бы один уровень цены' });
  if (levels.length > PRICE_LEVELS_MAX) {
    errors.push({ prop: 'prices', error: `Не более ${PRICE_LEVELS_MAX} уровней цены` });
  }
  const titles = new Set<string>();
  levels.forEach((level, index) => {
    const title = level.title.trim();
    if (!title) errors.push({ prop: `prices[${index}][title]`, error: 'Укажите название комплектации' });
    else if (title.length > PRICE_LEVEL_TITLE_MAX) {
      errors.push({ prop: `prices[${index}][title]`, error: `Не более ${PRICE_LEVEL_TITLE_MAX} символов` });
    } else if (titles.has(title.toLowerCase())) {
      errors.push({ prop: `prices[${index}][title]`, error: 'Такая комплектация уже есть' });
    }
    titles.add(title.toLowerCase());
    if (!Number.isInteger(level.value) || level.value < PRICE_LEVEL_MIN || level.value > PRICE_LEVEL_MAX) {
      errors.push({
        prop: `prices[${index}][value]`,
        error: 'Цена — целое число рублей от 1 000 до 2 000 000 000',
      });
    }
  });
  return errors;
}

/** Whether a proposal differs from what the catalogue shows now. */
export function changesSomething(
  current: { description: string; prices: readonly ProposedLevel[] },
  proposed: { description: string; prices: readonly ProposedLevel[] },
): boolean {
  if (current.description.trim() !== proposed.description.trim()) return true;
  if (current.prices.length !== proposed.prices.length) return true;
  return current.prices.some((level, index) => {
    const other = proposed.prices[index];
    return (
      !other || other.id !== level.id || other.title.trim() !== level.title || other.value !== level.value
    );
  });
}
