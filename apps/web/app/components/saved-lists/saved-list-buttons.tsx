import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconScale } from '@tabler/icons-react';
import { SavedListIcons } from './saved-list-icons';
import { useCompareList, useFavourites } from './use-saved-list';

/** Heart and scales toggles of a product page (buttons with labels) or card (icons). */
export function SavedListToggles({
  productId,
  variant = 'icon',
}: {
  productId: number;
  variant?: 'icon' | 'button';
}) {
  const favourites = useFavourites();
  const compare = useCompareList();
  const isFavourite = favourites.has(productId);
  const isCompared = compare.has(productId);
  if (variant === 'button') {
    return (
      <>
        <Button
          variant={isFavourite ? 'light' : 'default'}
          leftSection={isFavourite ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
          onClick={() => favourites.toggle(productId)}
          aria-pressed={isFavourite}
        >
          {isFavourite ? 'В избранном' : 'В избранное'}
        </Button>
        <Button
          variant={isCompared ? 'light' : 'default'}
          leftSection={<IconScale size={18} />}
          onClick={() => compare.toggle(productId)}
          aria-pressed={isCompared}
        >
          {isCompared ? 'В сравнении' : 'Сравнить'}
        </Button>
      </>
    );
  }
  return <SavedListIcons productId={productId} />;
}
