/**
 * Favourites, favourite sale lots and the comparison list (spec 1 §3): lists of ids kept in
 * local storage under favItems, favSaleItems and compareItems. Changes are announced on the window so that
 * every counter on the page follows without a reload; other tabs learn through 'storage'.
 */
export const SAVED_LIST_KEYS = {
  favourites: 'favItems',
  favouriteLots: 'favSaleItems',
  compare: 'compareItems',
} as const;
export type SavedListKey = (typeof SAVED_LIST_KEYS)[keyof typeof SAVED_LIST_KEYS];

/** Longest comparison list; more columns are unreadable. */
export const COMPARE_LIMIT = 12;
const CHANGE_EVENT = 'agrolease:saved-lists';
/**
 * The empty list: the server's snapshot, and what the browser reads when nothing is saved. One
 * value for both, so a visitor with no saved machines costs no render after hydration (with a
 * fresh `[]` each card's heart and scales rendered again at once: 25 of them on a listing).
 */
export const EMPTY_SAVED_LIST: readonly number[] = Object.freeze([]);

/** Reads a stored list, keeping only positive integer ids, unique, in stored order. */
export function parseSavedList(text: string | null): number[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    const ids = value.map(Number).filter((id) => Number.isInteger(id) && id > 0);
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

/** Adds the id to the end when absent (dropping the oldest over the limit), removes it when present. */
export function toggleId(list: readonly number[], id: number, limit = Number.POSITIVE_INFINITY): number[] {
  if (list.includes(id)) return list.filter((item) => item !== id);
  const next = [...list, id];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

const snapshots = new Map<SavedListKey, { text: string | null; list: readonly number[] }>();

export function readSavedList(key: SavedListKey): readonly number[] {
  if (typeof window === 'undefined') return EMPTY_SAVED_LIST;
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(key);
  } catch {
    return EMPTY_SAVED_LIST;
  }
  const cached = snapshots.get(key);
  if (cached && cached.text === text) return cached.list;
  const parsed = parseSavedList(text);
  const list = parsed.length === 0 ? EMPTY_SAVED_LIST : Object.freeze(parsed);
  snapshots.set(key, { text, list });
  return list;
}

export function writeSavedList(key: SavedListKey, list: readonly number[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // storage full or disabled: the list stays as it was
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

export function subscribeSavedLists(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
