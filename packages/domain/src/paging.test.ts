import { describe, expect, it } from 'vitest';
import { listingPaging, pageCount, pageOffset } from './paging.ts';

describe('paging of a listing', () => {
  it('has at least one page, and a last page holding what is left', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });

  it('skips the rows of the pages before', () => {
    expect(pageOffset(1, 24)).toBe(0);
    expect(pageOffset(3, 12)).toBe(24);
  });

  it('reports the page shown, the pages, the items and the page size', () => {
    expect(listingPaging(2, 12, 30)).toEqual({
      paginator: { page: 2, pages: 3 },
      totalItems: 30,
      pageSize: 12,
    });
  });
});
