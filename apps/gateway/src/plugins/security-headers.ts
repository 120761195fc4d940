import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Each response's nonce, kept on the raw response where helmet's directive function reads it. */
const NONCE = Symbol('cspNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

/** The script nonce of this response (empty when the site runs without nonces: development). */
export function cspNonceOf(reply: FastifyReply): string | undefined {
  return (reply.raw as WithNonce)[NONCE];
}

/**
 * Security headers. 'api': strict defaults for JSON. 'site': a CSP whose script-src allows
 * inline scripts only with this response's nonce (React Router's hydration and streaming
 * scripts, decision 0079; 'unsafe-inline' in development, where Vite injects its own), Mantine's
 * style tags, and nothing from other
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
  options: { mode: 'api' | 'site'; yandexMaps?: boolean; recaptcha?: boolean; scriptNonces?: boolean },
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
  const inlineScripts = options.scriptNonces
    ? [(_request: unknown, response: ServerResponse) => `'nonce-${(response as WithNonce)[NONCE]}'`]
    : ["'unsafe-inline'"];
  if (options.scriptNonces) {
    // Before helmet's own hook, so its policy is written with this response's nonce.
    app.addHook('onRequest', async (_request, reply) => {
      (reply.raw as WithNonce)[NONCE] = randomBytes(16).toString('base64url');
    });
  }
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // CryptoPro's plug-in API loader (decision 0068); reCAPTCHA and Yandex Maps when configured.
        scriptSrc: [
          "'self'",
          ...inlineScripts,
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
    // Nothing to other sites, as with helmet's no-referrer; but the site's own form posts keep
    // their Origin (no-referrer sends "null"), which the cross-site check reads (decision 0079).
    referrerPolicy: { policy: 'same-origin' },
  });
}
