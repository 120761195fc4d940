import { z } from 'zod';

/**
 * Settings from the environment, parsed once at start-up: a wrong value fails fast with its name.
 */
const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** A real PostgreSQL server; when absent the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Redis shared by instances for hot caches (catalogue facets, search); memory only when absent. */
  REDIS_URL: z.string().url().optional(),
  /** Seed for the deterministic demo data. */
  SEED: z.coerce.number().int().default(2001),
  /** NATS with JetStream for analytics events; without it events go straight to the database. */
  NATS_URL: z
    .string()
    .regex(/^nats:\/\/.+/, 'must be nats://host:port')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type GatewayConfig = z.infer<typeof ZConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  // An empty variable means "not set" (e.g. DATABASE_URL= in a shell or CI file).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZConfig.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
