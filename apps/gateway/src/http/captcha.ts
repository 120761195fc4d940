import type { GatewayAdapters } from '../adapters/index.ts';
import { AppError } from '../errors/app-error.ts';

/**
 * «Я не робот»: the captcha token the form sent, checked by the captcha adapter; 400 on the
 * field otherwise. The http layer's (decision 0181), beside requireRole: the sign-in, the
 * registration and the calculator's request all ask it.
 */
export async function assertCaptcha(adapters: GatewayAdapters, token: string, ip: string): Promise<void> {
  if (!(await adapters.captcha.verify(token, ip))) {
    const message = 'Проверка «Я не робот» не пройдена. Обновите страницу и попробуйте ещё раз';
    throw new AppError('VALIDATION', message, {
      fieldErrors: [{ prop: 'g-recaptcha-response', error: message }],
    });
  }
}
