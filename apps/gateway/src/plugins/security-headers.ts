import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. 'api': strict defaults for JSON. 'site': a CSP that lets React
 * Router's inline hydration scripts and Mantine's style tags run, and nothing from other
 * origins (docs/decisions/0002-content-security-policy.md) except two: the video host's embedded
 * players, and Yandex Maps JS API v3 when the site is configured with its key (decision 0070).
 */
/** Embedded players of the championship's videos. */
const VIDEO_PLAYERS = ['https://rutube.ru'];

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
  options: { mode: 'api' | 'site'; yandexMaps?: boolean },
): Promise<void> {
  if (options.mode === 'api') {
    await app.register(helmet, { global: true });
    return;
  }
  // Yandex's published policy for JS API v3 (yandex.com/maps-api/docs/js-api/common/connection/csp.html).
  const maps = options.yandexMaps
    ? YANDEX_MAPS_SOURCES
    : { script: [], connect: [], style: [], img: [], worker: [] };
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'", ...maps.script],
        styleSrc: ["'self'", "'unsafe-inline'", ...maps.style],
        imgSrc: ["'self'", 'data:', ...maps.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...maps.connect],
        frameSrc: ["'self'", ...VIDEO_PLAYERS],
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
