import { messagesPathOf, type TRole } from '@agrolease/contracts';
import type { TFeedUnreadEvent } from '@agrolease/contracts/notifications';
import { type Database, schema } from '@agrolease/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DatabaseSignals } from '../../adapters/database-signals/database-signals.ts';
import { FEED_CHANGED_CHANNEL } from './feed.ts';

const { cabinetMessages } = schema;

/** One browser's open stream of the bell's count. */
export interface FeedWatcher {
  accountId: number;
  role: TRole;
  send(event: TFeedUnreadEvent): void;
}

export async function unreadCount(db: Database, accountId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(cabinetMessages)
    .where(and(eq(cabinetMessages.accountId, accountId), isNull(cabinetMessages.readAt)));
  return row?.unread ?? 0;
}

export async function unreadEvent(db: Database, accountId: number, role: TRole): Promise<TFeedUnreadEvent> {
  return { unread: await unreadCount(db, accountId), href: messagesPathOf(role) };
}

/**
 * The bell streams of one gateway process (decision 0169): it listens to FEED_CHANGED_CHANNEL
 * once, while anyone watches, and on a signal counts the account's unread messages once for all
 * of its open streams. Signals come from the database, so a change made through any instance
 * reaches the streams of every instance; nothing is polled.
 */
export function createFeedHub(db: Database, signals: DatabaseSignals, onError: (error: unknown) => void) {
  const watchers = new Map<number, Set<FeedWatcher>>();
  let listening: Promise<() => Promise<void>> | undefined;

  const recount = async (accountId: number) => {
    const open = watchers.get(accountId);
    if (!open || open.size === 0) return;
    try {
      const unread = await unreadCount(db, accountId);
      for (const watcher of open) watcher.send({ unread, href: messagesPathOf(watcher.role) });
    } catch (error) {
      onError(error);
    }
  };
  const onSignal = (payload: string) => {
    const accountId = Number(payload);
    if (Number.isSafeInteger(accountId)) void recount(accountId);
  };

  return {
    async watch(watcher: FeedWatcher): Promise<() => void> {
      listening ??= signals.listen(FEED_CHANGED_CHANNEL, onSignal).catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
      await listening;
      let open = watchers.get(watcher.accountId);
      if (!open) {
        open = new Set();
        watchers.set(watcher.accountId, open);
      }
      open.add(watcher);
      return () => {
        open.delete(watcher);
        if (open.size === 0) watchers.delete(watcher.accountId);
      };
    },
    get size(): number {
      let total = 0;
      for (const open of watchers.values()) total += open.size;
      return total;
    },
    async close(): Promise<void> {
      const stop = await listening?.catch(() => undefined);
      await stop?.();
      listening = undefined;
      watchers.clear();
    },
  };
}

export type FeedHub = ReturnType<typeof createFeedHub>;
