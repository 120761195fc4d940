import { describe, expect, it } from 'vitest';
import {
  boolFilterValue,
  computeFacets,
  type FilterDefinition,
  parseChosenFilters,
  toFilterParams,
} from './catalogue-filters.ts';

const DEFINITIONS: FilterDefinition[] = [
  { field: 'power_hp', title: 'Мощность', unit: 'л.с.', kind: 'range' },
  { field: 'drive', title: 'Тип движителя', unit: '', kind: 'select' },
  { field: 'air_conditioning', title: 'Кондиционер', unit: '', kind: 'bool' },
  { field: 'photo_ne', title: 'С фото', unit: '', kind: 'bool' },
];

describe('filter parameters (spec 1 §5)', () => {
  it('sends each bound of a range that exists, one bound alone too (issue 39)', () => {
    expect(toFilterParams({ power_hp: { from: '', to: null } }, DEFINITIONS)).toEqual({});
    expect(toFilterParams({ power_hp: { from: '150', to: '' } }, DEFINITIONS)).toEqual({
      'catalog[filter][power_hp][from]': '150',
    });
    expect(toFilterParams({ power_hp: { to: 250 } }, DEFINITIONS)).toEqual({
      'catalog[filter][power_hp][to]': '250',
    });
    expect(toFilterParams({ power_hp: { from: 100, to: 200 } }, DEFINITIONS)).toEqual({
      'catalog[filter][power_hp][from]': '100',
      'catalog[filter][power_hp][to]': '200',
    });
  });

  it('sends a select only when a value exists, several values as a list', () => {
    expect(toFilterParams({ drive: '' }, DEFINITIONS)).toEqual({});
    expect(toFilterParams({ drive: 'гусеничный' }, DEFINITIONS)).toEqual({
      'catalog[filter][drive]': 'гусеничный',
    });
    expect(toFilterParams({ drive: ['a', 'b'] }, DEFINITIONS, 'f')).toEqual({
      'f[filter][drive][]': ['a', 'b'],
    });
  });

  it('turns an empty bool value into true for fields ending _ne, otherwise false', () => {
    expect(boolFilterValue('photo_ne', '')).toBe(true);
    expect(boolFilterValue('air_conditioning', '')).toBe(false);
    expect(boolFilterValue('air_conditioning', '1')).toBe(true);
    expect(toFilterParams({ photo_ne: '', air_conditioning: '' }, DEFINITIONS)).toEqual({
      'catalog[filter][photo_ne]': '1',
    });
  });
});

describe('reading chosen filters', () => {
  it('reads ranges, selects and bools from the parsed query', () => {
    const { filters, problems } = parseChosenFilters(
      { power_hp: { from: '100', to: '250' }, drive: 'гусеничный', air_conditioning: '1' },
      DEFINITIONS,
    );
    expect(problems).toEqual([]);
    expect(filters).toEqual([
      { kind: 'range', field: 'power_hp', from: 100, to: 250 },
      { kind: 'select', field: 'drive', values: ['гусеничный'] },
      { kind: 'bool', field: 'air_conditioning', value: true },
    ]);
  });

  it('reads a range with one bound as that bound alone (issue 39)', () => {
    expect(parseChosenFilters({ power_hp: { from: '150' } }, DEFINITIONS)).toEqual({
      filters: [{ kind: 'range', field: 'power_hp', from: 150, to: null }],
      problems: [],
    });
    expect(parseChosenFilters({ power_hp: { to: '250', from: '' } }, DEFINITIONS).filters).toEqual([
      { kind: 'range', field: 'power_hp', from: null, to: 250 },
    ]);
    expect(parseChosenFilters({ power_hp: { from: '', to: '' } }, DEFINITIONS).filters).toEqual([]);
    expect(parseChosenFilters({ power_hp: { from: 'abc' } }, DEFINITIONS).problems).toHaveLength(1);
  });

  it('reports unknown fields and malformed values', () => {
    const { problems } = parseChosenFilters(
      { colour: 'red', power_hp: 'x', drive: { a: '1' }, air_conditioning: ['1'] },
      DEFINITIONS,
    );
    expect(problems.map((problem) => problem.prop)).toEqual([
      'catalog[filter][colour]',
      'catalog[filter][power_hp]',
      'catalog[filter][drive]',
      'catalog[filter][air_conditioning]',
    ]);
    expect(parseChosenFilters({ power_hp: { from: '300', to: '100' } }, DEFINITIONS).problems[0]?.error).toBe(
      'Начало диапазона больше его конца',
    );
    expect(parseChosenFilters({ power_hp: { from: 'abc', to: '1' } }, DEFINITIONS).problems).toHaveLength(1);
  });
});

describe('faceted counts', () => {
  const products = [
    { id: 1, values: { power_hp: 100, drive: '4×4', air_conditioning: 1 } },
    { id: 2, values: { power_hp: 200, drive: '4×4', air_conditioning: 0 } },
    { id: 3, values: { power_hp: 300, drive: 'гусеничный', air_conditioning: 1 } },
    { id: 4, values: { power_hp: 400, drive: 'гусеничный', air_conditioning: 1 } },
  ];

  it('counts every option against the other chosen filters only', () => {
    const { matched, facets } = computeFacets(products, DEFINITIONS, [
      { kind: 'select', field: 'drive', values: ['4×4'] },
      { kind: 'bool', field: 'air_conditioning', value: true },
    ]);
    expect(matched.map((product) => product.id)).toEqual([1]);
    const drive = facets.find((facet) => facet.field === 'drive');
    // with air conditioning: one 4×4 and two tracked machines
    expect(drive?.kind === 'select' && drive.options).toEqual([
      { value: '4×4', title: '4×4', count: 1, checked: true },
      { value: 'гусеничный', title: 'гусеничный', count: 2, checked: false },
    ]);
    const cab = facets.find((facet) => facet.field === 'air_conditioning');
    // among 4×4 machines one has air conditioning
    expect(cab).toMatchObject({ kind: 'bool', count: 1, checked: true });
    const power = facets.find((facet) => facet.field === 'power_hp');
    expect(power).toMatchObject({ kind: 'range', min: 100, max: 100, from: null, to: null });
  });

  it('filters by one bound of a range: at least from, or at most to (issue 39)', () => {
    const from = computeFacets(products, DEFINITIONS, [
      { kind: 'range', field: 'power_hp', from: 150, to: null },
    ]);
    expect(from.matched.map((product) => product.id)).toEqual([2, 3, 4]);
    expect(from.facets.find((facet) => facet.field === 'power_hp')).toMatchObject({ from: 150, to: null });
    const to = computeFacets(products, DEFINITIONS, [
      { kind: 'range', field: 'power_hp', from: null, to: 300 },
    ]);
    expect(to.matched.map((product) => product.id)).toEqual([1, 2, 3]);
  });

  it('leaves out filters no product has a value for', () => {
    const { facets } = computeFacets(products, DEFINITIONS, []);
    expect(facets.map((facet) => facet.field)).toEqual(['power_hp', 'drive', 'air_conditioning']);
    expect(facets[0]).toMatchObject({ min: 100, max: 400, count: 4 });
  });
});
