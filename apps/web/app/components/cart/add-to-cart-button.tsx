import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import plain from '../plain/plain.module.css';
import { AppLink } from '../routing/app-link';
import { cartApi } from './cart-api';

/**
 * "В корзину" for a product page: adds the product at a price level (the first by default) and
 * tells the header badge. A plain button in Mantine's Button look (decision 0135): the page's
 * main action works as soon as the page does, without Mantine's Button in the first load.
 */
export function AddToCartButton({ productId, idPrice }: { productId: number; idPrice?: number }) {
  const [pending, setPending] = useState(false);
  const add = async () => {
    if (pending) return;
    setPending(true);
    // The toasts' code comes when a product is first added (the root loads it after hydration
    // anyway): a static import put all of @mantine/notifications into the product page's first load.
    const { notifications } = await import('@mantine/notifications');
    try {
      const cart = await cartApi.add(productId, { idPrice });
      notifications.show({
        color: 'field',
        title: 'Товар в корзине',
        message: (
          <>
            Позиций в корзине: {cart.count}. <AppLink to="/shoppingCart/">Перейти в корзину</AppLink>
          </>
        ),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Не удалось добавить в корзину',
        message: error instanceof Error ? error.message : 'Повторите попытку',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      className={`mantine-focus-auto mantine-active ${plain.button} ${plain.withIcon}`}
      aria-busy={pending}
      onClick={add}
    >
      <span className={plain.buttonInner}>
        <span className={plain.buttonIcon}>
          <IconShoppingCartPlus size={18} />
        </span>
        <span className={plain.buttonLabel}>В корзину</span>
      </span>
    </button>
  );
}
