import type { TCart } from '@agrolease/contracts/cart';
import type { TErrorReply } from '@agrolease/contracts/error-reply';

/** The header badge and the cart page hear about every change of the cart through this event. */
export const CART_EVENT = 'agrolease:cart';

export function announceCart(cart: TCart): void {
  window.dispatchEvent(new CustomEvent<TCart>(CART_EVENT, { detail: cart }));
}

async function cartCall(path: string, params?: URLSearchParams): Promise<TCart> {
  const response = await fetch(`/srv${path}${params ? `?${params}` : ''}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  const body = (await response.json()) as TCart | TErrorReply;
  if (!response.ok || 'success' in body) {
    throw new Error((body as TErrorReply).error_message ?? 'Не удалось обновить корзину');
  }
  return body;
}

/** One request serves every badge that mounts at once (desktop and mobile headers). */
let pendingGet: Promise<TCart> | null = null;

/**
 * The browser calls the cart itself (ARCHITECTURE.md §1: cart badge); the client id travels in
 * its cookie. Every change is announced so that the badge updates without a reload.
 */
export const cartApi = {
  get(): Promise<TCart> {
    pendingGet ??= cartCall('/ShoppingCartProducts').finally(() => {
      pendingGet = null;
    });
    return pendingGet;
  },
  async add(idProduct: number, options: { idPrice?: number; quantity?: number } = {}): Promise<TCart> {
    const params = new URLSearchParams({ id_product: String(idProduct) });
    if (options.idPrice !== undefined) params.set('id_price', String(options.idPrice));
    if (options.quantity !== undefined) params.set('quantity', String(options.quantity));
    const cart = await cartCall('/ShoppingCartProducts/addProduct', params);
    announceCart(cart);
    return cart;
  },
  async remove(productIds: number[]): Promise<TCart> {
    const cart = await cartCall(
      '/ShoppingCartProducts/removeProduct',
      new URLSearchParams({ products: productIds.join(',') }),
    );
    announceCart(cart);
    return cart;
  },
};
