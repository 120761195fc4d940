import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SAVED_LIST, parseSavedList, readSavedList, SAVED_LIST_KEYS, toggleId } from './saved-lists';

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

describe('reading a saved list in the browser', () => {
  const stored = new Map<string, string>();
  const stubStorage = () =>
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => stored.get(key) ?? null } });
  afterEach(() => {
    stored.clear();
    vi.unstubAllGlobals();
  });

  it("gives the server's empty list when nothing, an empty list or junk is saved", () => {
    stubStorage();
    // The same value as the server's snapshot: hydration then has nothing to render again.
    expect(readSavedList(SAVED_LIST_KEYS.favourites)).toBe(EMPTY_SAVED_LIST);
    stored.set(SAVED_LIST_KEYS.favourites, '[]');
    expect(readSavedList(SAVED_LIST_KEYS.favourites)).toBe(EMPTY_SAVED_LIST);
    stored.set(SAVED_LIST_KEYS.compare, '{');
    expect(readSavedList(SAVED_LIST_KEYS.compare)).toBe(EMPTY_SAVED_LIST);
  });

  it('gives the saved ids, the same list while the storage is unchanged', () => {
    stubStorage();
    stored.set(SAVED_LIST_KEYS.compare, '[7, 3]');
    const first = readSavedList(SAVED_LIST_KEYS.compare);
    expect(first).toEqual([7, 3]);
    expect(readSavedList(SAVED_LIST_KEYS.compare)).toBe(first);
    stored.set(SAVED_LIST_KEYS.compare, '[7]');
    expect(readSavedList(SAVED_LIST_KEYS.compare)).toEqual([7]);
  });
});
