/**
 * The public face of the cabinet-feed module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { postToFeed, signalFeedChanged } from './feed.ts';
export { historyOf } from './history.ts';
export { supplierPeopleOfApplication } from './supplier-recipients.ts';
