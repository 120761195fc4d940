import { Button, type ButtonProps } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cartApi } from './cart-api';

/**
 * "В корзину" for a product card or page: adds the product at a price level (the first by
 * default) and tells the header badge. For the catalogue pages to place; the cart owns the call.
 */
export function AddToCartButton({
  productId,
  idPrice,
  ...buttonProps
}: { productId: number; idPrice?: number } & Omit<ButtonProps, 'onClick' | 'loading'>) {
  const [pending, setPending] = useState(false);
  const add = async () => {
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
            Позиций в корзине: {cart.count}. <Link to="/shoppingCart/">Перейти в корзину</Link>
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
    <Button leftSection={<IconShoppingCartPlus size={18} />} {...buttonProps} loading={pending} onClick={add}>
      В корзину
    </Button>
  );
}
