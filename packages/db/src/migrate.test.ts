import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

describe('migrations', () => {
  it('stop with a readable message when the database cannot be migrated', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    // A table in the way of the first migration's table makes it fail.
    await handle.db.execute('create table regions (id text)' as never);
    await expect(migrateDatabase(handle)).rejects.toThrow(/^Database migration failed: .*regions/);
    await handle.close();
  });
});
