import { describe, expect, it } from 'vitest';
import { pageHref, pageRange } from './list-pagination';

describe('page links', () => {
  it('keeps the filters and drops the parameter for the first page', () => {
    expect(pageHref('/sale/catalog/', '?region=x&page=3', 4)).toBe('/sale/catalog/?region=x&page=4');
    expect(pageHref('/sale/catalog/', '?region=x&page=3', 1)).toBe('/sale/catalog/?region=x');
    expect(pageHref('/stock/', '', 1)).toBe('/stock/');
    expect(pageHref('/sale/catalog', '', 2)).toBe('/sale/catalog/?page=2');
  });

  it("turns a list's own parameter and leaves the page's", () => {
    expect(pageHref('/cabinet/v2/info/', '?step=2&page=3', 2, 'log_page')).toBe(
      '/cabinet/v2/info/?step=2&page=3&log_page=2',
    );
    expect(pageHref('/cabinet/v2/info/', '?step=2&log_page=2', 1, 'log_page')).toBe(
      '/cabinet/v2/info/?step=2',
    );
  });

  it('shows the pages Mantine Pagination showed (siblings 1, boundaries 1), null for a gap', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageRange(1, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
    expect(pageRange(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
    expect(pageRange(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
    expect(pageRange(9, 12)).toEqual([1, null, 8, 9, 10, null, 12]);
    expect(pageRange(10, 12)).toEqual([1, null, 8, 9, 10, 11, 12]);
    expect(pageRange(12, 12)).toEqual([1, null, 8, 9, 10, 11, 12]);
  });
});
