/**
 * The public face of the cabinet-requests module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { findRepeatedRequest } from './repeated-request.ts';
export { withSender } from './sender.ts';
