import { useCallback, useSyncExternalStore } from 'react';
import {
  COMPARE_LIMIT,
  EMPTY_SAVED_LIST,
  readSavedList,
  SAVED_LIST_KEYS,
  type SavedListKey,
  subscribeSavedLists,
  toggleId,
  writeSavedList,
} from './saved-lists';

/** A saved list that re-renders on every change (this tab or another); empty on the server. */
export function useSavedList(key: SavedListKey) {
  const ids = useSyncExternalStore(
    subscribeSavedLists,
    () => readSavedList(key),
    () => EMPTY_SAVED_LIST,
  );
  const limit = key === SAVED_LIST_KEYS.compare ? COMPARE_LIMIT : undefined;
  const toggle = useCallback(
    (id: number) => writeSavedList(key, toggleId(readSavedList(key), id, limit)),
    [key, limit],
  );
  const remove = useCallback(
    (id: number) =>
      writeSavedList(
        key,
        readSavedList(key).filter((item) => item !== id),
      ),
    [key],
  );
  const clear = useCallback(() => writeSavedList(key, []), [key]);
  return { ids, has: (id: number) => ids.includes(id), toggle, remove, clear };
}

export const useFavourites = () => useSavedList(SAVED_LIST_KEYS.favourites);
export const useFavouriteLots = () => useSavedList(SAVED_LIST_KEYS.favouriteLots);
export const useCompareList = () => useSavedList(SAVED_LIST_KEYS.compare);
