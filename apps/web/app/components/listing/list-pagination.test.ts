import { describe, expect, it } from 'vitest';
import { pageHref } from './list-pagination';

describe('page links', () => {
  it('keeps the filters and drops the parameter for the first page', () => {
    expect(pageHref('/sale/catalog/', '?region=x&page=3', 4)).toBe('/sale/catalog/?region=x&page=4');
    expect(pageHref('/sale/catalog/', '?region=x&page=3', 1)).toBe('/sale/catalog/?region=x');
    expect(pageHref('/stock/', '', 1)).toBe('/stock/');
    expect(pageHref('/sale/catalog', '', 2)).toBe('/sale/catalog/?page=2');
  });
});
