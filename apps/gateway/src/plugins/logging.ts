import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Logger and request-id options shared by the stand-alone gateway and the web server, so
 * one visitor request carries one id through SSR and the in-process gateway calls.
 * An incoming X-Request-Id (from nginx or the web tier) is kept when it looks sane.
 */
export function serverOptions(options: { level: string; pretty: boolean }): FastifyServerOptions {
  return {
    logger: {
      level: options.level,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[скрыто]',
      },
      serializers: {
        req: (request: { method: string; url: string; id: string }) => ({
          method: request.method,
          url: request.url.replace(/([?&](?:token|tr)=)[^&]*/g, '$1[скрыто]'),
          id: request.id,
        }),
      },
      ...(options.pretty
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    // genReqId reads X-Request-Id itself, so that a malformed one is replaced rather than trusted.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  };
}

/**
 * Every reply names its request id, so a user's report can be matched with the log. The hooks
 * of every call take a callback: an async hook costs a promise and a microtask per request.
 */
export const requestIdHeaderPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
});
