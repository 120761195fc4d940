import type { DatabaseHandle } from '@agrolease/db';
import { createTestDatabase, type TestDriver } from '@agrolease/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { createDatabaseAttemptCounters } from '../adapters/attempt-counters/database-attempt-counters.ts';
import type { GatewayAdapters } from '../adapters/index.ts';
import { createMemoryStorage } from '../adapters/storage/memory-storage.ts';
import { buildGateway } from '../app.ts';
import { type GatewayConfig, loadConfig } from '../config.ts';
import { registerModules } from '../modules/index.ts';
import { testTrust } from './test-trust.ts';

export interface TestGateway {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The same gateway main.ts serves, on a fresh database per test file (small demo data
 * set by default). `extend` registers throwaway routes inside the gateway's own scope (under
 * /srv, with its parsers and error handler), beside every real module.
 */
export async function buildTestGateway(options: {
  driver: TestDriver;
  /** With driver pg: a PostgreSQL server other than TEST_DATABASE_URL's. */
  serverUrl?: string;
  seeded?: boolean;
  adapters?: Partial<GatewayAdapters>;
  /** Proxies whose X-Forwarded-* headers are believed (none by default, as in production). */
  trustedProxies?: string[];
  extend?: (app: FastifyInstance) => Promise<void> | void;
  /** Settings over those of the environment (a small upload quota, say). */
  config?: Partial<GatewayConfig>;
  /** Another instance on the database of this one (left open when this one closes). */
  sameDatabaseAs?: TestGateway;
}): Promise<TestGateway> {
  const database =
    options.sameDatabaseAs?.database ??
    (await createTestDatabase({
      driver: options.driver,
      serverUrl: options.serverUrl,
      seed: options.seeded === false ? undefined : { seed: 2001, scale: 'small' },
    }));
  const app = await buildGateway({
    db: database.db,
    trustedProxies: options.trustedProxies ?? [],
    // The letters of cabinet messages are sent by the tests that look at them (deliverDueMessages).
    config: { ...loadConfig(), MESSAGE_DELIVERY_EVERY_MS: 0, REMINDER_SWEEP_EVERY_MS: 0, ...options.config },
    // Uploads stay in memory, counters in the test's own database (never a shared Redis) and
    // the test CA is trusted, unless a test brings its own.
    adapters: {
      files: createMemoryStorage(),
      attempts: createDatabaseAttemptCounters(database.db),
      certificates: testTrust(),
      ...options.adapters,
    },
    modules: async (scope) => {
      await registerModules(scope);
      await options.extend?.(scope);
    },
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!options.sameDatabaseAs) await database.close();
    },
  };
}
