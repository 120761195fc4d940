import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. 'api': strict defaults for JSON. 'site': a CSP that lets React
 * Router's inline hydration scripts and Mantine's style tags run, and from other origins only the
 * CryptoPro plug-in loader and reCAPTCHA (docs/decisions/0002-content-security-policy.md).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { mode: 'api' | 'site' },
): Promise<void> {
  if (options.mode === 'api') {
    await app.register(helmet, { global: true });
    return;
  }
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // CryptoPro's plug-in API loader and Google reCAPTCHA (decisions 0068, 0069).
        scriptSrc: [
          "'self'",
          "'unsafe-inline'",
          'https://www.cryptopro.ru',
          'https://www.google.com',
          'https://www.gstatic.com',
        ],
        frameSrc: ['https://www.google.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
