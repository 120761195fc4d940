/**
 * The public face of the auth module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export {
  CHALLENGE_PURPOSE,
  issueChallenge,
  verifyChallengeSigner,
  verifySignedChallenge,
} from './certificate-sign-in.ts';
export { type CodeDeps, issueCode, tooManyRequests, verifyCode } from './one-time-codes.ts';
export { findAccountById } from './queries.ts';
export { type AuthDeps, assertCaptcha, startSession, toAuthAccount } from './service.ts';
export { takeSignInAttempt } from './sign-in-throttle.ts';
