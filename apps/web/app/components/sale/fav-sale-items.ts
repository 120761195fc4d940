/** Favourite sale lots kept in local storage under favSaleItems (spec 1 §3 "Favourites"). */
export const FAV_SALE_ITEMS_KEY = 'favSaleItems';

/** The stored list: ids as numbers, duplicates and garbage dropped; anything unreadable is empty. */
export function parseFavSaleItems(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.map(Number).filter((id) => Number.isInteger(id) && id > 0);
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

/** Adds the id (newest first) or removes it when it is already there. */
export function toggleFavSaleItem(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((item) => item !== id) : [id, ...ids];
}
