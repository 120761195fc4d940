import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops taking connections and waits, at most `graceMs`, until the open ones have been handed
     * back: the first step of a stop, before anything refuses a request (decision 0176).
     */
    handBackConnections(graceMs: number, idleMs?: number): Promise<void>;
  }
}

/**
 * A stopping instance behind nginx must lose no request, and nginx never sends a POST twice
 * (issue 40, decision 0176). Fastify's own close refuses requests with 503 on connections that are
 * still open and closes idle keep-alive connections at once; nginx may be sending a request on
 * one of them at that very moment, and a POST lost so is not retried. So a stop first:
 *
 * - closes the listening socket only (Node's `http.Server#close` would also close the idle
 *   connections): nginx's next new connection is refused, which it retries on another instance,
 *   POSTs included, as nothing was sent;
 * - keeps serving every request on the connections still open, each answered with
 *   `Connection: close`, so nginx drops each connection after its answer;
 * - waits until the peers have closed them all: nginx drops the idle ones itself after the
 *   upstream's `keepalive_timeout` (4 s, deploy/nginx/agrolease.conf). A connection still idle
 *   after `idleMs` (longer than that) is not one nginx may send on: another client's (a monitor,
 *   a script), closed then rather than waited for until `graceMs`.
 *
 * Only then does the server close (unfinished-requests.ts waits for what is left). A stream that
 * stays open (the bell's events) holds its connection until `graceMs`.
 */
/** Longer than nginx's upstream `keepalive_timeout` (4 s): by then nginx has dropped its idle connections. */
export const IDLE_CONNECTIONS_MS = 5_000;

export const connectionDrainPlugin = fp(
  async (app: FastifyInstance) => {
    let handingBack = false;
    // A callback hook: an async one costs a promise and a microtask per request.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (handingBack) reply.raw.shouldKeepAlive = false;
      done(null, payload);
    });
    app.decorate('handBackConnections', async (graceMs: number, idleMs = IDLE_CONNECTIONS_MS) => {
      handingBack = true;
      if (!app.server.listening) return;
      let timer: NodeJS.Timeout | undefined;
      const idle = setTimeout(() => app.server.closeIdleConnections(), Math.min(idleMs, graceMs));
      await new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          app.server.getConnections((_error, count) => {
            app.log.warn({ connections: count }, 'stopping with connections still open');
            resolve();
          });
        }, graceMs);
        // net.Server's own close: 'close' comes once the last connection has ended.
        Server.prototype.close.call(app.server, () => resolve());
      });
      clearTimeout(timer);
      clearTimeout(idle);
    });
  },
  { name: 'connection-drain' },
);
