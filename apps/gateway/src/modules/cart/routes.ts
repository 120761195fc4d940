import { cart } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { cartKeyOf } from './cart-owner.ts';
import { addProduct, getCart, removeProducts } from './service.ts';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, cart.shoppingCartProducts, async (_input, request) =>
    getCart(app.db, await cartKeyOf(request)),
  );
  registerCall(app, cart.addProduct, async (input, request) =>
    addProduct(app.db, app.events, await cartKeyOf(request), input),
  );
  registerCall(app, cart.removeProduct, async (input, request) =>
    removeProducts(app.db, app.events, await cartKeyOf(request), input.products),
  );
}
