import looks from '../plain/looks.module.css';
import icons from './saved-list-icons.module.css';
import { useCompareList, useFavourites } from './use-saved-list';

/**
 * The heart and scales of a product card: Mantine ActionIcon's look (subtle grey, light when on)
 * in plain buttons, so a listing's 25 cards bring no Mantine code to its first load (decision 0134).
 * The browser's own hint (title) rather than a Tooltip per button: a listing has 50 of them, and
 * their icons are drawn by CSS rather than an SVG each (decision 0146).
 */
export function SavedListIcons({ productId }: { productId: number }) {
  const favourites = useFavourites();
  const compare = useCompareList();
  const isFavourite = favourites.has(productId);
  const isCompared = compare.has(productId);
  const favouriteLabel = isFavourite ? 'Убрать из избранного' : 'В избранное';
  const compareLabel = isCompared ? 'Убрать из сравнения' : 'Сравнить';
  const button = `mantine-focus-auto mantine-active ${looks.actionIcon}`;
  return (
    <>
      <button
        type="button"
        className={`${button} ${isFavourite ? looks.actionIconRed : ''}`}
        aria-label={favouriteLabel}
        title={favouriteLabel}
        aria-pressed={isFavourite}
        onClick={() => favourites.toggle(productId)}
      >
        <span className={isFavourite ? icons.heartFilled : icons.heart} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${button} ${isCompared ? looks.actionIconField : ''}`}
        aria-label={compareLabel}
        title={compareLabel}
        aria-pressed={isCompared}
        onClick={() => compare.toggle(productId)}
      >
        <span className={icons.scale} aria-hidden="true" />
      </button>
    </>
  );
}
