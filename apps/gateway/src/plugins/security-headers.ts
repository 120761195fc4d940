import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. 'api': strict defaults for JSON. 'site': a CSP that lets React
 * Router's inline hydration scripts and Mantine's style tags run, and nothing from other
 * origins (docs/decisions/0002-content-security-policy.md) except: the CryptoPro plug-in loader
 * (decision 0068), the video host's embedded players, and, when the site is configured with
 * their keys, reCAPTCHA (decision 0069) and Yandex Maps JS API v3 (decision 0070).
 */
/** Embedded players of the championship's videos. */
const VIDEO_PLAYERS = ['https://rutube.ru'];

/** Google reCAPTCHA's widget (decision 0069). */
const RECAPTCHA_SOURCES = {
  script: ['https://www.google.com', 'https://www.gstatic.com'],
  frame: ['https://www.google.com'],
};

const YANDEX_MAPS_SOURCES = {
  script: [
    'https://api-maps.yandex.ru',
    'https://*.api-maps.yandex.ru',
    'https://yastatic.net',
    "'unsafe-eval'",
  ],
  connect: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://*.maps.yandex.net'],
  style: ['https://api-maps.yandex.ru', 'https://*.api-maps.yandex.ru', 'https://yastatic.net'],
  img: [
    'https://api-maps.yandex.ru',
    'https://*.api-maps.yandex.ru',
    'https://*.maps.yandex.net',
    'https://yastatic.net',
  ],
  worker: ['blob:'],
};

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { mode: 'api' | 'site'; yandexMaps?: boolean; recaptcha?: boolean },
): Promise<void> {
  if (options.mode === 'api') {
    await app.register(helmet, { global: true });
    return;
  }
  // Yandex's published policy for JS API v3 (yandex.com/maps-api/docs/js-api/common/connection/csp.html).
  const maps = options.yandexMaps
    ? YANDEX_MAPS_SOURCES
    : { script: [], connect: [], style: [], img: [], worker: [] };
  const captcha = options.recaptcha ? RECAPTCHA_SOURCES : { script: [], frame: [] };
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // CryptoPro's plug-in API loader (decision 0068); reCAPTCHA and Yandex Maps when configured.
        scriptSrc: [
          "'self'",
          "'unsafe-inline'",
          'https://www.cryptopro.ru',
          ...captcha.script,
          ...maps.script,
        ],
        styleSrc: ["'self'", "'unsafe-inline'", ...maps.style],
        imgSrc: ["'self'", 'data:', ...maps.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...maps.connect],
        frameSrc: ["'self'", ...VIDEO_PLAYERS, ...captcha.frame],
        ...(maps.worker.length > 0 ? { workerSrc: ["'self'", ...maps.worker] } : {}),
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
