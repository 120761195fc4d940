import type pg from 'pg';
import type { DatabaseSignals } from './database-signals.ts';

/** How long a lost listening connection waits before it is opened again. */
const RECONNECT_MS = 2000;

/**
 * A PostgreSQL server's signals: one connection of the pool kept for LISTEN per process, whatever
 * the number of channels and listeners; a connection the server ends is opened again and listens
 * to every channel again (a signal sent meanwhile is lost: the bell's next event carries the count).
 */
export function createPostgresSignals(pool: pg.Pool): DatabaseSignals {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let connection: Promise<pg.PoolClient | undefined> | undefined;
  let closed = false;

  const connect = (): Promise<pg.PoolClient | undefined> => {
    connection ??= (async () => {
      if (closed) return undefined;
      try {
        const client = await pool.connect();
        client.on('notification', (message) => {
          for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
        });
        client.on('error', () => {
          client.release(true);
          connection = undefined;
          if (!closed) setTimeout(() => void relisten(), RECONNECT_MS).unref();
        });
        for (const channel of listeners.keys()) await client.query(`LISTEN ${quoted(channel)}`);
        return client;
      } catch {
        connection = undefined;
        if (!closed) setTimeout(() => void relisten(), RECONNECT_MS).unref();
        return undefined;
      }
    })();
    return connection;
  };
  const relisten = () => (listeners.size > 0 ? connect() : undefined);

  return {
    name: 'postgres',
    async listen(channel, onSignal) {
      let set = listeners.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(onSignal);
      const pending = connection;
      const client = await connect();
      // A connection opened just now listened to every channel already.
      if (first && client && pending) await client.query(`LISTEN ${quoted(channel)}`);
      return async () => {
        set.delete(onSignal);
      };
    },
    async close() {
      closed = true;
      const client = await connection;
      client?.release(true);
      connection = undefined;
    },
  };
}

/** A channel name as an SQL identifier (LISTEN takes no parameters). */
function quoted(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}
