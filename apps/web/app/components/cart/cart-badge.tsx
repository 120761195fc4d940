import type { TCart } from '@agrolease/contracts/cart';
import { Indicator } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { CART_EVENT, cartApi } from './cart-api';

/** The number of cart lines over the header's cart icon; follows every change without a reload. */
export function CartBadge({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let current = true;
    cartApi
      .get()
      .then((cart) => current && setCount(cart.count))
      .catch(() => {});
    const onChange = (event: Event) => setCount((event as CustomEvent<TCart>).detail.count);
    window.addEventListener(CART_EVENT, onChange);
    return () => {
      current = false;
      window.removeEventListener(CART_EVENT, onChange);
    };
  }, []);
  return (
    <Indicator
      label={count}
      size={16}
      offset={3}
      color="red"
      disabled={count === 0}
      styles={{ indicator: { fontSize: 10, fontWeight: 700 } }}
      data-testid="cart-badge"
      data-count={count}
    >
      {children}
    </Indicator>
  );
}
