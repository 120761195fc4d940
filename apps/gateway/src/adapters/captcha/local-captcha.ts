import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts';
import type { CaptchaVerifier } from './captcha-verifier.ts';

/**
 * Without RECAPTCHA_SECRET: accepts only the published test token (LOCAL_CAPTCHA_TOKEN),
 * which the site's forms send when no captcha is configured. Anything else is refused.
 */
export function createLocalCaptcha(): CaptchaVerifier {
  return { name: 'local', verify: async (token) => token === LOCAL_CAPTCHA_TOKEN };
}

/**
 * Production without RECAPTCHA_SECRET and without LOCAL_CAPTCHA=1 (issue 40): the published test
 * token would let any robot through, so every captcha is refused and the site says so at start.
 */
export function createRefusingCaptcha(): CaptchaVerifier {
  return { name: 'none', verify: async () => false };
}
