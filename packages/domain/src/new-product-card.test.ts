import { describe, expect, it } from 'vitest';
import { type CardField, newCardErrors, parseCardNumber } from './new-product-card.ts';

const FIELDS: CardField[] = [
  { field: 'power_hp', title: 'Мощность двигателя', unit: 'л.с.', kind: 'range', options: [] },
  {
    field: 'drive',
    title: 'Тип движителя',
    unit: '',
    kind: 'select',
    options: ['колёсный 4×4', 'гусеничный'],
  },
  { field: 'air_conditioning', title: 'Кондиционер в кабине', unit: '', kind: 'bool', options: [] },
];
const NOW = new Date('2026-11-26T00:00:00Z');

const valid = {
  title: 'Трактор колёсный Степняк СТ-300',
  brand: 'Степняк',
  model: 'СТ-300',
  year: 2026,
  description: 'Новый трактор.',
  characteristics: { power_hp: '300', drive: 'гусеничный', air_conditioning: '1' } as Record<string, string>,
  photos: [7],
  prices: [{ id: null, title: 'Базовая', value: 9_000_000 }],
};

const props = (input: typeof valid) => newCardErrors(input, FIELDS, NOW).errors.map((error) => error.prop);

describe('a new product card', () => {
  it('accepts a complete card and normalises its characteristics by filter type', () => {
    const check = newCardErrors(valid, FIELDS, NOW);
    expect(check.errors).toEqual([]);
    expect(check.characteristics).toEqual({ power_hp: 300, drive: 'гусеничный', air_conditioning: 1 });
  });

  it('takes the latest model year from the Moscow year (00:30 on 1 January in Moscow is 2027)', () => {
    const newYearInMoscow = new Date('2026-12-31T21:30:00Z');
    const year2028 = newCardErrors({ ...valid, year: 2028 }, FIELDS, newYearInMoscow).errors;
    expect(year2028.map((error) => error.prop)).toEqual([]);
    const year2029 = newCardErrors({ ...valid, year: 2029 }, FIELDS, newYearInMoscow).errors;
    expect(year2029).toEqual([{ prop: 'year', error: 'Год выпуска — от 1950 до 2028' }]);
  });

  it('requires range and select fields, while a yes/no field left empty is «нет»', () => {
    const check = newCardErrors({ ...valid, characteristics: {} }, FIELDS, NOW);
    expect(check.errors.map((error) => error.prop)).toEqual([
      'characteristics[power_hp]',
      'characteristics[drive]',
    ]);
    expect(check.errors[0]?.error).toBe('Укажите: мощность двигателя');
  });

  it('keeps numbers positive and below a million, and selects within the category options', () => {
    expect(props({ ...valid, characteristics: { ...valid.characteristics, power_hp: '-5' } })).toEqual([
      'characteristics[power_hp]',
    ]);
    expect(props({ ...valid, characteristics: { ...valid.characteristics, power_hp: 'много' } })).toEqual([
      'characteristics[power_hp]',
    ]);
    expect(
      props({ ...valid, characteristics: { ...valid.characteristics, drive: 'на воздушной подушке' } }),
    ).toEqual(['characteristics[drive]']);
    expect(
      props({ ...valid, characteristics: { ...valid.characteristics, air_conditioning: 'да' } }),
    ).toEqual(['characteristics[air_conditioning]']);
  });

  it('refuses a characteristic the category does not filter by', () => {
    expect(props({ ...valid, characteristics: { ...valid.characteristics, rows: '12' } })).toEqual([
      'characteristics[rows]',
    ]);
  });

  it('names each missing field, the year range, photos and price levels', () => {
    const errors = newCardErrors(
      { ...valid, title: ' ', brand: '', model: '', year: 2028, description: '', photos: [], prices: [] },
      FIELDS,
      NOW,
    ).errors;
    expect(errors.map((error) => error.prop)).toEqual([
      'title',
      'brand',
      'model',
      'year',
      'description',
      'photos',
      'prices',
    ]);
    expect(errors.find((error) => error.prop === 'year')?.error).toBe('Год выпуска — от 1950 до 2027');
  });

  it('reads numbers written the Russian way', () => {
    expect(parseCardNumber('12 500,5')).toBe(12500.5);
    expect(parseCardNumber('1e3')).toBeNaN();
  });
});
