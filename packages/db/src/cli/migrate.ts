import { migrateDatabase } from '../migrate.ts';
import { openDatabaseFromEnv } from './database-from-env.ts';

const handle = await openDatabaseFromEnv();
try {
  await migrateDatabase(handle);
  console.log(`Migrations applied (${handle.driver}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
