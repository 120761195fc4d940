/**
 * The public face of the signing module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { SIGNING_ROLES } from './routes.ts';
export { type SignPayload, signReplyOf, verifyCertificates } from './service.ts';
export { type SigningDeps, sendSigningCode, signWithCertificates, signWithCode } from './sign-documents.ts';
