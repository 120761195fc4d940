/**
 * The public face of the files module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { takeGuestUploadQuota } from './guest-upload-quota.ts';
export { findOwnFileTitles } from './queries.ts';
export {
  anyFile,
  dropReplacedFile,
  type FileDeps,
  fileBytes,
  ownFile,
  removeStoredFile,
  sha256Hex,
  storeGeneratedFile,
  storeUpload,
  storeWithRow,
} from './service.ts';
export { unpacksWithin } from './unpacked-size.ts';
