import { ActionIcon, Button } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconScale } from '@tabler/icons-react';
import { useCompareList, useFavourites } from './use-saved-list';

/** Heart and scales toggles of a product card or page. */
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
  const favouriteLabel = isFavourite ? 'Убрать из избранного' : 'В избранное';
  const compareLabel = isCompared ? 'Убрать из сравнения' : 'Сравнить';
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
  // The browser's own hint (title) rather than a Tooltip per button: a listing has 50 of them.
  return (
    <>
      <ActionIcon
        variant={isFavourite ? 'light' : 'subtle'}
        color={isFavourite ? 'red' : 'gray'}
        aria-label={favouriteLabel}
        title={favouriteLabel}
        aria-pressed={isFavourite}
        onClick={() => favourites.toggle(productId)}
      >
        {isFavourite ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
      </ActionIcon>
      <ActionIcon
        variant={isCompared ? 'light' : 'subtle'}
        color={isCompared ? 'field' : 'gray'}
        aria-label={compareLabel}
        title={compareLabel}
        aria-pressed={isCompared}
        onClick={() => compare.toggle(productId)}
      >
        <IconScale size={18} />
      </ActionIcon>
    </>
  );
}
