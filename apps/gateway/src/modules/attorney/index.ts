/**
 * The public face of the attorney module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { attorneysByContact } from './contact-attorneys.ts';
export { findAccountAttorneys, findSignerAttorneys } from './queries.ts';
export { type AttorneyDeps, checkMachineReadable, fieldError, toAttorney } from './service.ts';
