/**
 * What the journeys' server stores its data in (decision 0084). With TEST_DATABASE_URL (CI, and
 * `npm test` where a local PostgreSQL answers) the journeys run on PostgreSQL, in a database of
 * their own per port, and on Redis and NATS when TEST_REDIS_URL and TEST_NATS_URL name them:
 * the production shape. Otherwise, or with E2E_DATABASE=embedded, they run on the embedded
 * database, as a developer's `npm start` does. The embedded database stays covered by the
 * gateway tests, which run every call on both.
 */
export interface JourneyStores {
  database: 'postgres' | 'embedded';
  /** Variables for the server: DATABASE_URL, REDIS_URL and NATS_URL where they apply. */
  env: Record<string, string>;
}

export function journeyStores(port: number, env: NodeJS.ProcessEnv = process.env): JourneyStores {
  const server = env.E2E_DATABASE === 'embedded' ? undefined : env.TEST_DATABASE_URL;
  if (!server) return { database: 'embedded', env: {} };
  const url = new URL(server);
  url.pathname = `/agrolease_e2e_${port}`;
  const stores: Record<string, string> = { DATABASE_URL: url.toString() };
  if (env.TEST_REDIS_URL) stores.REDIS_URL = env.TEST_REDIS_URL;
  if (env.TEST_NATS_URL) stores.NATS_URL = env.TEST_NATS_URL;
  return { database: 'postgres', env: stores };
}
