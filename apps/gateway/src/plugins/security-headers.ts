import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Each response's nonce, kept on the raw response where helmet's directive function reads it. */
const NONCE = Symbol('cspNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

/** The script nonce of this response (empty when the site runs without nonces: development). */
export function cspNonceOf(reply: FastifyReply): string | undefined {
  return (reply.raw as WithNonce)[NONCE];
}

/** Stands for the response's nonce while helmet's headers are recorded (base64url, as a nonce is). */
const NONCE_MARK = 'agroleaseNonceMark0126';

/**
 * What helmet does to a response, in its order: a header set (its value in parts, around the
 * places of the response's nonce) or removed (`parts` null).
 */
type HeaderStep = readonly [name: string, parts: readonly string[] | null];

/**
 * Runs helmet's middleware once, at start, on a recording response whose nonce is NONCE_MARK,
 * and returns what it did. Helmet's middleware is synchronous and reads nothing of the request;
 * its only per-response input is our nonce directive (decision 0126).
 */
function recordHelmet(options: HelmetOptions): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    [NONCE]: NONCE_MARK,
    setHeader(name: string, value: unknown) {
      steps.push([name, String(value).split(NONCE_MARK)]);
    },
    removeHeader(name: string) {
      steps.push([name, null]);
    },
  };
  let finished = false;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    finished = true;
    failure = error;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be recorded');
  if (failure) throw failure;
  return steps;
}

/** The calls' addresses: their answers are data, never a page (decision 0143). */
const CALLS = '/srv/';

/**
 * Sets helmet's headers on every response: the headers helmet writes are recorded once at start
 * (recordHelmet) and written again per response with its nonce (decision 0126); running helmet's
 * middleware per request rebuilt and re-validated the whole policy each time (about 9 % of a
 * small call's CPU). @fastify/helmet built the middleware itself again per request (decision 0124).
 * A call under /srv/ gets the calls' headers, without a nonce (decision 0143).
 */
function applyOnEveryResponse(
  app: FastifyInstance,
  pages: HelmetOptions,
  calls: HelmetOptions,
  scriptNonces: boolean,
): void {
  const pageSteps = recordHelmet(pages);
  const callSteps = recordHelmet(calls);
  const nonced = pageSteps.some(([, parts]) => parts !== null && parts.length > 1);
  if (scriptNonces && !nonced) throw new Error('the content security policy names no script nonce');
  app.addHook('onRequest', (request, reply, done) => {
    const response = reply.raw as WithNonce;
    if (request.url.startsWith(CALLS)) {
      writeSteps(response, callSteps, '');
      return done();
    }
    const nonce = scriptNonces ? nextNonce() : '';
    if (scriptNonces) response[NONCE] = nonce;
    writeSteps(response, pageSteps, nonce);
    done();
  });
}

function writeSteps(response: ServerResponse, steps: readonly HeaderStep[], nonce: string): void {
  for (const [name, parts] of steps) {
    if (parts === null) response.removeHeader(name);
    else response.setHeader(name, parts.length === 1 ? (parts[0] as string) : parts.join(nonce));
  }
}

/**
 * The headers of a call's answer (JSON, a file) and of everything the stand-alone gateway
 * answers: nothing in it may run, load anything or be framed, and the headers that only
 * documents read are left out (decision 0143). The OpenAPI viewer at /srv/docs sets its own
 * policy (`staticCSP`).
 */
const CALL_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: { policy: 'no-referrer' },
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

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

export interface SecurityHeadersOptions {
  mode: 'api' | 'site';
  yandexMaps?: boolean;
  recaptcha?: boolean;
  scriptNonces?: boolean;
}

/** Helmet's options for the mode; a nonce directive reads the response's nonce (cspNonceOf). */
export function helmetOptionsFor(options: SecurityHeadersOptions): HelmetOptions {
  if (options.mode === 'api') return CALL_HEADERS;
  // Yandex's published policy for JS API v3 (yandex.com/maps-api/docs/js-api/common/connection/csp.html).
  const maps = options.yandexMaps
    ? YANDEX_MAPS_SOURCES
    : { script: [], connect: [], style: [], img: [], worker: [] };
  const captcha = options.recaptcha ? RECAPTCHA_SOURCES : { script: [], frame: [] };
  const inlineScripts = options.scriptNonces
    ? [(_request: unknown, response: ServerResponse) => `'nonce-${(response as WithNonce)[NONCE]}'`]
    : ["'unsafe-inline'"];
  return {
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
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): Promise<void> {
  applyOnEveryResponse(
    app,
    helmetOptionsFor(options),
    CALL_HEADERS,
    options.mode === 'site' && Boolean(options.scriptNonces),
  );
}
