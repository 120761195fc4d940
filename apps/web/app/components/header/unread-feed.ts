import type { TFeedUnreadEvent } from '@agrolease/contracts/notifications';
import { useEffect, useSyncExternalStore } from 'react';

/** The bell's live channel (decision 0169): the gateway's server-sent events. */
const FEED_EVENTS_URL = '/srv/CabinetFeedEvents';

let unread: number | undefined;
let source: EventSource | undefined;
let users = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: number | undefined): void {
  if (next === unread) return;
  unread = next;
  for (const listener of listeners) listener();
}

/**
 * One stream per tab for every bell that shows (the desktop bar and the phone's): opened with
 * the first, closed with the last. The browser's EventSource reconnects by itself after a lost
 * connection, a restart or a deploy; the first event after it brings the count again.
 */
function open(): () => void {
  users += 1;
  if (!source) {
    source = new EventSource(FEED_EVENTS_URL, { withCredentials: true });
    source.addEventListener('unread', (event) => {
      // Read by hand, not by the contract's schema: the header's chunk carries no Zod.
      const data = JSON.parse((event as MessageEvent<string>).data) as Partial<TFeedUnreadEvent>;
      if (typeof data.unread === 'number') publish(data.unread);
    });
  }
  return () => {
    users -= 1;
    if (users === 0) {
      source?.close();
      source = undefined;
      publish(undefined);
    }
  };
}

/**
 * The signed-in user's unread messages, live; `undefined` until the first event. Asked after the
 * page has loaded, never rendered by the server: a page kept per account (decision 0131) carries
 * no count that could be stale.
 */
export function useUnreadCount(signedIn: boolean): number | undefined {
  useEffect(() => (signedIn ? open() : undefined), [signedIn]);
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => undefined,
  );
}
