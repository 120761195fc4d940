/**
 * The public face of the auth module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export {
  type CertificateInput,
  CHALLENGE_PURPOSE,
  issueChallenge,
  verifyChallengeSigner,
  verifySignedChallenge,
} from './csp-challenge.ts';
export { type CodeDeps, issueCode, tooManyRequests, verifyCode } from './one-time-codes.ts';
export { findAccountById, findAccountsByInn } from './queries.ts';
export { type AuthDeps, authFailure, startSession, toAuthAccount } from './service.ts';
export { recordFailedSignIn } from './sign-in-log.ts';
export { takeSignInAttempt } from './sign-in-throttle.ts';
