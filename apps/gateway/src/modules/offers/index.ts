/**
 * The public face of the offers module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export {
  type ApplicationLine,
  applicationLines,
  findDealOfOffer,
  findOfferOfApplication,
  insertOffer,
} from './queries.ts';
export { toOffer } from './service.ts';
export { toDealProduct } from './views.ts';
