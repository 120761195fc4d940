import { describe, expect, it } from 'vitest';
import { parseSavedList, toggleId } from './saved-lists';

describe('saved lists (favItems, compareItems)', () => {
  it('reads only positive integer ids, once each, and survives broken storage', () => {
    expect(parseSavedList('[3, "5", 3, -1, 2.5, "x"]')).toEqual([3, 5]);
    expect(parseSavedList('{')).toEqual([]);
    expect(parseSavedList('{"a":1}')).toEqual([]);
    expect(parseSavedList(null)).toEqual([]);
  });

  it('adds an absent id at the end and removes a present one', () => {
    expect(toggleId([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('drops the oldest id when the list is full', () => {
    expect(toggleId([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
  });
});
