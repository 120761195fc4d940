/**
 * The public face of the reo module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { reoSubscriptions } from './subscriptions.ts';
