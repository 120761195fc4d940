import type { FilterKind } from './catalogue-filters.ts';
import { moscowYear } from './moscow-time.ts';
import {
  type LevelError,
  PRODUCT_DESCRIPTION_MAX,
  type ProposedLevel,
  priceLevelErrors,
} from './product-changes.ts';

/**
 * A new product card a supplier proposes (issue 13, decision 0109): the category's filter fields
 * are its characteristics, so that the catalogue's filters find the machine once it is published.
 * Range and select fields are required, a yes/no field is "no" unless ticked.
 */

/** One characteristic of the chosen category, as its catalogue filter defines it. */
export interface CardField {
  field: string;
  title: string;
  unit: string;
  kind: FilterKind;
  /** The values a select field takes in the category. */
  options: readonly string[];
}

export const CARD_TITLE_MAX = 200;
export const CARD_NAME_MAX = 120;
export const CARD_YEAR_MIN = 1950;
export const CARD_PHOTOS_MAX = 10;
/** A measured characteristic is positive and below a million (mass in kg, volume in litres …). */
export const CARD_RANGE_MAX = 1_000_000;
export const CARD_PHOTO_MIMES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

export interface NewCardInput {
  title: string;
  brand: string;
  model: string;
  year: number;
  description: string;
  /** Raw values by field, as the form sent them. */
  characteristics: Readonly<Record<string, string | undefined>>;
  photos: readonly number[];
  prices: readonly ProposedLevel[];
}

export interface NewCardCheck {
  errors: LevelError[];
  /** Field → number (range; bool as 1/0) or text (select), for the fields of the category. */
  characteristics: Record<string, number | string>;
}

/** '12 500,5' → 12500.5; NaN when it is not a number. */
export function parseCardNumber(text: string): number {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

function textError(value: string, max: number, missing: string): string {
  if (!value.trim()) return missing;
  if (value.trim().length > max) return `Не более ${max} символов`;
  return '';
}

/** The problems of a proposed card, each named by its form field, and its normalised characteristics. */
export function newCardErrors(input: NewCardInput, fields: readonly CardField[], now: Date): NewCardCheck {
  const errors: LevelError[] = [];
  const add = (prop: string, error: string) => {
    if (error) errors.push({ prop, error });
  };
  add('title', textError(input.title, CARD_TITLE_MAX, 'Укажите наименование техники'));
  add('brand', textError(input.brand, CARD_NAME_MAX, 'Укажите марку или производителя'));
  add('model', textError(input.model, CARD_NAME_MAX, 'Укажите модель'));
  // The Moscow year: at 00:30 on 1 January in Moscow next year's models are already «this year + 1».
  const lastYear = moscowYear(now) + 1;
  if (!Number.isInteger(input.year) || input.year < CARD_YEAR_MIN || input.year > lastYear) {
    add('year', `Год выпуска — от ${CARD_YEAR_MIN} до ${lastYear}`);
  }
  add('description', textError(input.description, PRODUCT_DESCRIPTION_MAX, 'Опишите технику'));
  const characteristics: Record<string, number | string> = {};
  const known = new Set(fields.map((field) => field.field));
  for (const field of Object.keys(input.characteristics)) {
    if (!known.has(field)) add(`characteristics[${field}]`, 'Такой характеристики нет в этой категории');
  }
  for (const field of fields) {
    const prop = `characteristics[${field.field}]`;
    const raw = (input.characteristics[field.field] ?? '').trim();
    if (field.kind === 'bool') {
      if (raw !== '' && raw !== '0' && raw !== '1') add(prop, 'Выберите «да» или «нет»');
      else characteristics[field.field] = raw === '1' ? 1 : 0;
    } else if (field.kind === 'select') {
      if (!raw) add(prop, `Выберите: ${field.title.toLowerCase()}`);
      else if (!field.options.includes(raw)) add(prop, 'Выберите значение из списка');
      else characteristics[field.field] = raw;
    } else {
      const value = parseCardNumber(raw);
      if (!raw) add(prop, `Укажите: ${field.title.toLowerCase()}`);
      else if (!Number.isFinite(value)) add(prop, 'Введите число');
      else if (value <= 0 || value >= CARD_RANGE_MAX) {
        add(prop, 'Значение — больше 0 и меньше 1 000 000');
      } else characteristics[field.field] = value;
    }
  }
  if (input.photos.length === 0) add('photos', 'Добавьте хотя бы одну фотографию');
  if (input.photos.length > CARD_PHOTOS_MAX) add('photos', `Не более ${CARD_PHOTOS_MAX} фотографий`);
  if (new Set(input.photos).size !== input.photos.length) add('photos', 'Фотография добавлена дважды');
  errors.push(...priceLevelErrors(input.prices));
  return { errors, characteristics };
}
