import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { PlainButton } from '../plain/plain-button';
import { useFavouriteLots } from '../saved-lists/use-saved-list';
import { FavSaleIcon } from './fav-sale-icon';

/** The heart of a sale card or lot page: adds the lot to favourites or removes it. */
export function FavSaleButton({ id, withLabel = false }: { id: number; withLabel?: boolean }) {
  const { has, toggle } = useFavouriteLots();
  const active = has(id);
  const icon = active ? <IconHeartFilled size={20} /> : <IconHeart size={20} />;
  if (withLabel)
    return (
      <PlainButton
        variant={active ? 'light' : 'default'}
        color={active ? 'red' : 'gray'}
        leftSection={icon}
        onClick={() => toggle(id)}
        aria-pressed={active}
        data-testid="fav-sale-button"
      >
        {active ? 'В избранном' : 'В избранное'}
      </PlainButton>
    );
  return <FavSaleIcon id={id} />;
}
