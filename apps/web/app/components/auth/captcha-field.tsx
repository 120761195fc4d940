import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts';

/**
 * The g-recaptcha-response of a public form. Without a configured reCAPTCHA the gateway's
 * local adapter accepts the published test token, which this field sends (README, captcha).
 */
export function CaptchaField() {
  return <input type="hidden" name="g-recaptcha-response" value={LOCAL_CAPTCHA_TOKEN} />;
}
