/**
 * The public face of the complaints module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { filesByIds, findComplaintByCode } from './queries.ts';
export { attachedFile, type ComplaintDeps } from './service.ts';
