import { join } from 'node:path';
import { openDatabase, prepareDatabase } from '@agrolease/db';
import { buildGateway } from './app.ts';
import { loadConfig, publicUrlWarning } from './config.ts';
import { logFormatOf } from './plugins/logging.ts';
import { UNFINISHED_REQUESTS_GRACE_MS } from './plugins/unfinished-requests.ts';

// The gateway alone (split deployments): the calls under /srv, health and metrics at the root.
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'pglite') });
  await prepareDatabase(handle, { seed: config.SEED, log: console.log });
  const app = await buildGateway({
    db: handle.db,
    logLevel: config.LOG_LEVEL,
    logFormat: logFormatOf(config, config.NODE_ENV === 'development'),
  });
  const warning = publicUrlWarning(config);
  if (warning) app.log.warn(warning);
  const shutdown = async () => {
    // Behind nginx: the open connections answer what they carry before anything is refused.
    await app.handBackConnections(UNFINISHED_REQUESTS_GRACE_MS);
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(`Gateway start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
