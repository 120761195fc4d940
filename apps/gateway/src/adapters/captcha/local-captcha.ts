import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts';
import type { CaptchaVerifier } from './captcha-verifier.ts';

/**
 * Without RECAPTCHA_SECRET: accepts only the published test token (LOCAL_CAPTCHA_TOKEN),
 * which the site's forms send when no captcha is configured. Anything else is refused.
 */
export function createLocalCaptcha(): CaptchaVerifier {
  return { name: 'local', verify: async (token) => token === LOCAL_CAPTCHA_TOKEN };
}
