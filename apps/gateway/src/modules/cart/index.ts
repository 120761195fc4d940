/**
 * The public face of the cart module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { accountCartKey } from './cart-owner.ts';
export { mergeGuestCart } from './service.ts';
