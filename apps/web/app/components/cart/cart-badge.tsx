import type { TCart } from '@agrolease/contracts/cart';
import { type ReactNode, useEffect, useState } from 'react';
import controls from '../header/controls.module.css';
import header from '../header/header.module.css';
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
    <span className={controls.indicatorHolder} data-testid="cart-badge" data-count={count}>
      {count > 0 && <span className={`${controls.indicator} ${header.cartCount}`}>{count}</span>}
      {children}
    </span>
  );
}
