import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseSignals } from './database-signals.ts';

/** The embedded database's signals: one process, its own connection hears them. */
export function createPgliteSignals(client: Pick<PGlite, 'listen'>): DatabaseSignals {
  return {
    name: 'pglite',
    async listen(channel, onSignal) {
      const stop = await client.listen(channel, onSignal);
      return async () => {
        await stop().catch(() => {});
      };
    },
    async close() {},
  };
}
