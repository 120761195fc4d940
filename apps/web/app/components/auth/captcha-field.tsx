import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts/session';
import { useEffect, useRef } from 'react';
import { useRouteLoaderData } from 'react-router';

/**
 * The g-recaptcha-response of a public form (decision 0069). With RECAPTCHA_SITE_KEY the visible
 * reCAPTCHA widget, whose script puts the token into a `g-recaptcha-response` field of the form;
 * without it the gateway's local adapter accepts the published test token, which this field sends.
 */
export function CaptchaField() {
  const root = useRouteLoaderData('root') as { captchaSiteKey?: string | null } | undefined;
  return <CaptchaMarkup siteKey={root?.captchaSiteKey ?? undefined} />;
}

export function CaptchaMarkup({ siteKey }: { siteKey?: string }) {
  if (!siteKey) return <input type="hidden" name="g-recaptcha-response" value={LOCAL_CAPTCHA_TOKEN} />;
  return <RecaptchaWidget siteKey={siteKey} />;
}

interface Grecaptcha {
  render(element: HTMLElement, options: { sitekey: string; hl?: string }): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    agroleaseRecaptchaReady?: () => void;
  }
}

export const RECAPTCHA_SCRIPT_URL =
  'https://www.google.com/recaptcha/api.js?render=explicit&hl=ru&onload=agroleaseRecaptchaReady';

let scriptLoaded: Promise<Grecaptcha> | undefined;

/** Google's script, loaded once per page; explicit rendering, since forms appear after load. */
function loadRecaptcha(): Promise<Grecaptcha> {
  scriptLoaded ??= new Promise((resolve, reject) => {
    window.agroleaseRecaptchaReady = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject());
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT_URL;
    script.async = true;
    script.onerror = () => {
      scriptLoaded = undefined;
      reject(new Error('reCAPTCHA не загрузилась'));
    };
    document.head.append(script);
  });
  return scriptLoaded;
}

function RecaptchaWidget({ siteKey }: { siteKey: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let widgetId: number | undefined;
    let live = true;
    // A token is good for one check: after each submission the widget asks again.
    const form = element.closest('form');
    const resetAfterSubmit = () =>
      window.setTimeout(() => widgetId !== undefined && window.grecaptcha?.reset(widgetId), 0);
    form?.addEventListener('submit', resetAfterSubmit);
    loadRecaptcha()
      .then((grecaptcha) => {
        if (live) widgetId = grecaptcha.render(element, { sitekey: siteKey, hl: 'ru' });
      })
      .catch(() => {
        if (live) element.textContent = 'Не удалось загрузить проверку «Я не робот». Обновите страницу';
      });
    return () => {
      live = false;
      form?.removeEventListener('submit', resetAfterSubmit);
    };
  }, [siteKey]);
  return <div ref={box} className="g-recaptcha" data-sitekey={siteKey} data-testid="recaptcha" />;
}
