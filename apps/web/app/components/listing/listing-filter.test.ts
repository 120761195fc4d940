import { describe, expect, it } from 'vitest';
import { filteredSearch } from './listing-filter';

describe('changing a listing filter', () => {
  it('sets the filter, keeps the others and goes back to page 1', () => {
    const params = new URLSearchParams('region=77&page=3');
    expect(filteredSearch(params, { ready: '1' })).toBe('?region=77&ready=1');
  });

  it('drops a filter set to nothing, and leaves no search when none is left', () => {
    expect(filteredSearch(new URLSearchParams('kind=dealer&page=2'), { kind: '' })).toBe('');
    expect(filteredSearch(new URLSearchParams('region=77'), { region: null })).toBe('');
  });

  it('changes several filters at once', () => {
    expect(filteredSearch(new URLSearchParams('sort=date&by=desc'), { sort: 'price', by: 'asc' })).toBe(
      '?sort=price&by=asc',
    );
  });
});
