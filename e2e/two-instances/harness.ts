/**
 * The two-instance harness (issue 12, decision 0084): nginx with deploy/nginx/agrolease.conf in
 * front of two app instances on one PostgreSQL, Redis, NATS and S3 bucket. Ports follow
 * E2E_PORT: nginx at +100, the instances at +101 and +102, the local S3 at +103.
 */
const base = Number(process.env.E2E_PORT ?? 3210);

export const HARNESS = {
  nginx: `http://127.0.0.1:${base + 100}`,
  first: `http://127.0.0.1:${base + 101}`,
  second: `http://127.0.0.1:${base + 102}`,
  ports: { nginx: base + 100, first: base + 101, second: base + 102, s3: base + 103 },
  bucket: 'agrolease-two-instances',
  /** Everything the harness writes (instances' data folders, nginx's config and logs, S3). */
  dataDir: 'data/two-instances',
} as const;

/** What both instances share: the production shape of docs/deploy.md. */
export function sharedEnvironment(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const server = env.TEST_DATABASE_URL;
  if (!server) throw new Error('The two-instance harness needs TEST_DATABASE_URL (PostgreSQL)');
  const database = new URL(server);
  database.pathname = `/agrolease_two_${HARNESS.ports.nginx}`;
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.toString(),
    REDIS_URL: env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
    NATS_URL: env.TEST_NATS_URL || 'nats://127.0.0.1:4222',
    S3_BUCKET: HARNESS.bucket,
    S3_ENDPOINT: `http://127.0.0.1:${HARNESS.ports.s3}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // nginx on the same machine: its forwarded address is believed (docs/deploy.md).
    TRUSTED_PROXIES: '127.0.0.1',
    DEV_OUTBOX: '1',
    CERT_TRUST_DEMO_CA: '1',
    LOCAL_CAPTCHA: '1',
    COOKIE_SECURE: '0',
    // As in the journeys' server: one browser from one address must not be shed (decision 0078).
    PAGE_RENDER_RATE_PER_IP: '0',
    PAGE_RENDER_RATE_PER_ACCOUNT: '0',
    PAGE_RENDER_MAX_LAG_MS: '0',
  };
}

/**
 * The instances: the first runs a worker per core (decision 0085), the second one process, so
 * that a journey crosses processes as well as instances. Each has its own data folder: a file
 * one stores can reach the other only through S3.
 */
export const INSTANCES = [
  { name: 'first', port: HARNESS.ports.first, workers: 2 },
  { name: 'second', port: HARNESS.ports.second, workers: 1 },
] as const;

export type Instance = (typeof INSTANCES)[number];

/** The production server as every instance runs it (build/site/server.js, decision 0158). */
export const INSTANCE_COMMAND = 'node apps/web/build/site/server.js';

/** One instance's environment: the shared one with its own port, data folder and workers. */
export function instanceEnvironment(
  instance: Instance,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  return {
    ...sharedEnvironment(env),
    PORT: String(instance.port),
    DATA_DIR: `${HARNESS.dataDir}/${instance.name}`,
    WEB_WORKERS: String(instance.workers),
  };
}

/** The local S3 store, run from the repository's root (it empties the harness's data folder first). */
export const S3_COMMAND = `rm -rf ${HARNESS.dataDir} && node --import tsx e2e/two-instances/s3-server.ts`;

/** nginx with the repository's site config (nginx-config.ts), in the foreground, from the repository's root. */
export const NGINX_COMMAND = `node --import tsx e2e/two-instances/nginx-config.ts && exec nginx -p ${HARNESS.dataDir}/nginx -c "$PWD/${HARNESS.dataDir}/nginx/nginx.conf" -g 'daemon off;'`;
