/**
 * The public face of the documents module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export {
  type DocumentRow,
  documentsOf,
  findEntityDocuments,
  findOwnDocument,
  insertDocument,
  insertSignature,
  lockUnsignedDocument,
  updateDocument,
} from './queries.ts';
export { cabinetDocumentsOf, ownDocument } from './service.ts';
export { toDealDocument } from './views.ts';
