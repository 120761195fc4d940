import { randomUUID } from 'node:crypto';
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import fp from 'fastify-plugin';
import pino from 'pino';
import { logLinesDestination } from './log-lines.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The access log: one line per request when its reply has gone, with the method, the address,
 * the status and the time it took. Fastify's own writes a line when the request comes and
 * another when it is answered: twice the serialising and writing for every call (decision 0139).
 * Its error lines are kept as they are.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
    else if (isInProcess(request)) {
      // A page's own call to the gateway (inject): marked, so that a reader can leave it out. One
      // that succeeds is told at debug level only: the page's own line has the visitor's time, and
      // a cabinet page's two to ten call lines were most of its log's cost (decision 0172).
      const line = { req: request, res: reply, responseTime: reply.elapsedTime, inProcess: true };
      if (reply.statusCode < 400) request.log.debug(line, 'request completed');
      else request.log.info(line, 'request completed');
    } else
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Whether a request came through Fastify's inject (light-my-request), not from the network. */
function isInProcess(request: FastifyRequest): boolean {
  return '_lightMyRequest' in request.raw;
}

/** pino's JSON lines (production), or short lines for a person at a terminal (log-lines.ts). */
export type LogFormat = 'json' | 'lines';

/** The configured format; unset, `lines` for development at a terminal, else JSON. */
export function logFormatOf(config: { LOG_FORMAT?: LogFormat | undefined }, development: boolean): LogFormat {
  return config.LOG_FORMAT ?? (development && process.stdout.isTTY === true ? 'lines' : 'json');
}

/**
 * Logger and request-id options shared by the stand-alone gateway and the web server, so
 * one visitor request carries one id through SSR and the in-process gateway calls.
 * An incoming X-Request-Id (from nginx or the web tier) is kept when it looks sane.
 */
export function serverOptions(options: { level: string; format: LogFormat }): FastifyServerOptions {
  return {
    logger: {
      level: options.level,
      // A request is logged by these serializers only: its method, its address with the sign-in
      // tokens hidden, and the reply's status (the request id is the line's reqId). Headers (cookies, authorization) never
      // reach the log, so there is nothing for a redaction to hide.
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          url: request.url.replace(/([?&](?:token|tr)=)[^&]*/g, '$1[скрыто]'),
        }),
      },
      ...(options.format === 'lines'
        ? { stream: logLinesDestination() }
        : options.level === 'silent'
          ? {}
          : // Written to stdout without waiting: lines logged while a write is under way leave
            // together in the next one, not one system call each (pino flushes it at exit).
            { stream: pino.destination({ dest: 1, sync: false }) }),
    },
    logController: new AccessLog(),
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
