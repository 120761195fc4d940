import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Each response's nonce, kept on the raw response where helmet's directive function reads it. */
const NONCE = Symbol('cspNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

/** The script nonce of this response (empty when the site runs without nonces: development). */
export function cspNonceOf(reply: FastifyReply): string | undefined {
  return (reply.raw as WithNonce)[NONCE];
}

/**
 * Sets helmet's headers on every response. The middleware is built once: @fastify/helmet built
 * it again for every request (parsing the policy each time, about 5 % of a small call's CPU).
 */
function applyOnEveryResponse(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn from the system's generator at once; each slice used once. */
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;

/** A fresh script nonce (128 random bits, base64url). */
function nextNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.subarray(noncePoolOffset, noncePoolOffset + NONCE_BYTES).toString('base64url');
  noncePoolOffset += NONCE_BYTES;
  return nonce;
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
    applyOnEveryResponse(app, {});
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
    app.addHook('onRequest', (_request, reply, done) => {
      (reply.raw as WithNonce)[NONCE] = nextNonce();
      done();
    });
  }
  applyOnEveryResponse(app, {
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
