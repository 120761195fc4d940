import type { Database } from '@agrolease/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Liveness and readiness at the server root (not under /srv): /healthz answers while the
 * process runs, /readyz only while the database answers.
 */
export const healthPlugin = fp(async (app: FastifyInstance, options: { db: Database }) => {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    try {
      await options.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch (error) {
      request.log.error({ err: error }, 'database is not ready');
      return reply.code(503).send({ status: 'unavailable', error_message: 'База данных недоступна' });
    }
  });
});
