import { migrateDatabase } from '../migrate.ts';
import { seedDatabase } from '../seed/seed-database.ts';
import { openDatabaseFromEnv, seedFromEnv } from './database-from-env.ts';

// `npm run db:seed`: drop the demo data and generate it again from SEED.
const handle = await openDatabaseFromEnv();
try {
  await migrateDatabase(handle);
  await seedDatabase(handle, {
    seed: seedFromEnv(),
    scale: process.env.SEED_SCALE === 'small' ? 'small' : 'full',
    log: console.log,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
