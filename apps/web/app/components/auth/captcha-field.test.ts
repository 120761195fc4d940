import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CaptchaMarkup } from './captcha-field';

describe('captcha field', () => {
  it('renders the reCAPTCHA widget with the configured site key and no test token', () => {
    const html = renderToStaticMarkup(createElement(CaptchaMarkup, { siteKey: '6LcSiteKey-test' }));
    expect(html).toContain('class="g-recaptcha"');
    expect(html).toContain('data-sitekey="6LcSiteKey-test"');
    expect(html).not.toContain(LOCAL_CAPTCHA_TOKEN);
  });

  it('sends the local test token when no site key is configured', () => {
    const html = renderToStaticMarkup(createElement(CaptchaMarkup, {}));
    expect(html).toBe(`<input type="hidden" name="g-recaptcha-response" value="${LOCAL_CAPTCHA_TOKEN}"/>`);
  });
});
