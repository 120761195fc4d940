import { describe, expect, it } from 'vitest';
import { filtersFromSearch, withFilters, withParams } from './catalogue-url';

describe('catalogue addresses', () => {
  it('reads ranges, selects and lists of the filter form', () => {
    const search = new URLSearchParams(
      'catalog[filter][power_hp][from]=100&catalog[filter][power_hp][to]=200&catalog[filter][drive]=4x4&catalog[filter][engine][]=ЯМЗ&catalog[filter][engine][]=ММЗ&sort=price',
    );
    expect(filtersFromSearch(search)).toEqual({
      power_hp: { from: '100', to: '200' },
      drive: '4x4',
      engine: ['ЯМЗ', 'ММЗ'],
    });
  });

  it('replaces the filters and resets the page, keeping sort and search', () => {
    const search = new URLSearchParams('page=3&sort=price&q=трактор&catalog[filter][drive]=a');
    expect(withFilters(search, { 'catalog[filter][drive]': 'b' }).toString()).toBe(
      new URLSearchParams('sort=price&q=трактор&catalog[filter][drive]=b').toString(),
    );
    expect(withParams(search, { page: undefined, by: 'asc' }).get('by')).toBe('asc');
  });
});
