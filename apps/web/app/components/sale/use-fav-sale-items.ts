import { useCallback, useSyncExternalStore } from 'react';
import { FAV_SALE_ITEMS_KEY, parseFavSaleItems, toggleFavSaleItem } from './fav-sale-items';

const CHANGE_EVENT = 'fav-sale-items-change';
const EMPTY: number[] = [];
let cache: { raw: string | null; ids: number[] } = { raw: null, ids: EMPTY };

function read(): number[] {
  const raw = window.localStorage.getItem(FAV_SALE_ITEMS_KEY);
  if (raw !== cache.raw) cache = { raw, ids: parseFavSaleItems(raw) };
  return cache.ids;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAV_SALE_ITEMS_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The favourite lots of this browser, shared by every heart on the page and across tabs. */
export function useFavSaleItems(): {
  ids: number[];
  isFavourite(id: number): boolean;
  toggle(id: number): void;
} {
  const ids = useSyncExternalStore(subscribe, read, () => EMPTY);
  const toggle = useCallback((id: number) => {
    window.localStorage.setItem(FAV_SALE_ITEMS_KEY, JSON.stringify(toggleFavSaleItem(read(), id)));
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return { ids, isFavourite: (id) => ids.includes(id), toggle };
}
