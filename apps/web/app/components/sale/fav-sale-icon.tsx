import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { Hint } from '../plain/hint';
import looks from '../plain/looks.module.css';
import { useFavouriteLots } from '../saved-lists/use-saved-list';
import classes from './sale.module.css';

/**
 * The heart on a sale card: Mantine ActionIcon's look (white, round, size lg) in a plain button,
 * so the sale catalogue's cards bring no Mantine code to its first load (decision 0134).
 */
export function FavSaleIcon({ id }: { id: number }) {
  const { has, toggle } = useFavouriteLots();
  const active = has(id);
  const label = active ? 'Убрать из избранного' : 'Добавить в избранное';
  return (
    <Hint label={label}>
      <button
        type="button"
        className={`mantine-focus-auto mantine-active ${looks.actionIcon} ${classes.heartButton}`}
        data-active={active || undefined}
        aria-label={label}
        aria-pressed={active}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          toggle(id);
        }}
        data-testid="fav-sale-button"
      >
        {active ? <IconHeartFilled size={20} /> : <IconHeart size={20} />}
      </button>
    </Hint>
  );
}
