import { cart } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { requireClientId } from '../../http/client-id.ts';
import { registerCall } from '../../http/register-call.ts';
import { addProduct, getCart, removeProducts } from './service.ts';

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, cart.shoppingCartProducts, (_input, request) =>
    getCart(app.db, requireClientId(request)),
  );
  registerCall(app, cart.addProduct, (input, request) => addProduct(app.db, requireClientId(request), input));
  registerCall(app, cart.removeProduct, (input, request) =>
    removeProducts(app.db, requireClientId(request), input.products),
  );
}
