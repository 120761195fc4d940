import { AppError } from '../../errors/app-error.ts';
import type { CaptchaVerifier } from './captcha-verifier.ts';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Google reCAPTCHA server-side verification (RECAPTCHA_SECRET). */
export function createRecaptcha(options: {
  secret: string;
  url?: string;
  fetch?: typeof fetch;
}): CaptchaVerifier {
  const doFetch = options.fetch ?? fetch;
  const url = options.url ?? VERIFY_URL;
  return {
    name: 'recaptcha',
    async verify(token, ip) {
      if (!token) return false;
      // Google unreachable is not the visitor's fault: 503 with a message, never a 500.
      const unavailable = () =>
        new AppError(
          'UNAVAILABLE',
          'Проверка «Я не робот» временно недоступна. Попробуйте ещё раз через минуту.',
        );
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: options.secret, response: token, remoteip: ip }).toString(),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => {
        throw unavailable();
      });
      if (response.status >= 500) throw unavailable();
      if (!response.ok) return false;
      const result = (await response.json()) as { success?: boolean };
      return result.success === true;
    },
  };
}
