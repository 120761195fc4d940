import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a stream that stays open (server-sent events): not an unfinished request. */
    longLived?: boolean;
  }
}

/** How long a stopping server waits for its handlers before it closes the database anyway. */
export const UNFINISHED_REQUESTS_GRACE_MS = 10_000;

/**
 * A stopping server lets every handler that has started give its answer before the database,
 * Redis and the file store are closed. Fastify waits for open connections only: a request whose
 * visitor went away (a closed tab, a killed load generator, nginx dropping an aborted request)
 * still runs its handler, and its next query met a closed pool, a 500 with a stack in the log.
 *
 * A request counts from `onRequest` until its answer is ready to go (`onSend`, which runs whether
 * or not anyone is still there to read it) or sent (`onResponse`). `preClose` runs once new
 * requests are refused with 503 and waits, at most `graceMs`, until none is left.
 *
 * A route that streams for as long as its visitor stays (`config.longLived`: the bell's events,
 * decision 0169) is not waited for: it ends its streams itself when the server closes.
 *
 * Fastify refuses `inject` from the moment it starts closing, so a page whose render calls the
 * gateway in process after that would get an error for the call: the site therefore finishes its
 * page requests (started and queued) before it closes Fastify, answering new ones 503 meanwhile
 * (apps/web/site-server.ts, issue 40).
 */
export const unfinishedRequestsPlugin = fp(
  async (app: FastifyInstance, options: { graceMs?: number }) => {
    const graceMs = options.graceMs ?? UNFINISHED_REQUESTS_GRACE_MS;
    const unfinished = new Set<FastifyRequest>();
    let onLastFinished: (() => void) | undefined;
    const finished = (request: FastifyRequest) => {
      if (unfinished.delete(request) && unfinished.size === 0) onLastFinished?.();
    };

    // Callback hooks: an async hook costs a promise and a microtask per request.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.routeOptions.config.longLived) unfinished.add(request);
      done();
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      finished(request);
      done(null, payload);
    });
    app.addHook('onResponse', (request, _reply, done) => {
      finished(request);
      done();
    });
    app.addHook('preClose', async () => {
      if (unfinished.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        onLastFinished = resolve;
        timer = setTimeout(() => {
          app.log.warn({ unfinished: unfinished.size }, 'stopping with requests still running');
          resolve();
        }, graceMs);
      });
      clearTimeout(timer);
    });
  },
  { name: 'unfinished-requests' },
);
