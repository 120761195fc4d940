import { IconHeart, IconHeartFilled, IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import looks from '../plain/looks.module.css';
import plain from '../plain/plain.module.css';
import { useCompareList, useFavourites } from './use-saved-list';

function ToggleButton({
  pressed,
  icon,
  label,
  onClick,
}: {
  pressed: boolean;
  icon: ReactNode;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`mantine-focus-auto mantine-active ${pressed ? `${plain.button} ${looks.buttonLight}` : plain.buttonDefault} ${plain.withIcon}`}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <span className={plain.buttonInner}>
        <span className={plain.buttonIcon}>{icon}</span>
        <span className={plain.buttonLabel}>{label}</span>
      </span>
    </button>
  );
}

/**
 * «В избранное» and «Сравнить» of a product page: plain buttons in Mantine's Button look
 * (decision 0135), so that they answer with the page and keep Mantine's Button out of its first load.
 */
export function SavedListPageButtons({ productId }: { productId: number }) {
  const favourites = useFavourites();
  const compare = useCompareList();
  const isFavourite = favourites.has(productId);
  const isCompared = compare.has(productId);
  return (
    <>
      <ToggleButton
        pressed={isFavourite}
        icon={isFavourite ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
        label={isFavourite ? 'В избранном' : 'В избранное'}
        onClick={() => favourites.toggle(productId)}
      />
      <ToggleButton
        pressed={isCompared}
        icon={<IconScale size={18} />}
        label={isCompared ? 'В сравнении' : 'Сравнить'}
        onClick={() => compare.toggle(productId)}
      />
    </>
  );
}
