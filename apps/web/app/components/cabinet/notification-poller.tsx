import type { TCallReply } from '@agrolease/contracts';
import type { getUserNotifications } from '@agrolease/contracts/cabinet';
import { useEffect } from 'react';

/** spec 2 §9: poll every 30 000 ms, each toast closes after 10 000 ms. */
export const NOTIFICATION_POLL_MS = 30_000;
export const NOTIFICATION_TOAST_MS = 10_000;

/**
 * Polls GetUserNotifications from the browser (same origin, the session cookie goes along),
 * shows each new notification as a toast, then acknowledges them up to the last one shown
 * (AckUserNotifications, decision 0098): the poll itself only reads. The toasts' code comes with
 * the first notification to show (decision 0186): most polls bring none, and it was 8.8 KB gzip of
 * every client cabinet page's first load.
 */
export function NotificationPoller() {
  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch('/srv/GetUserNotifications', { credentials: 'same-origin' });
        if (!response.ok || stopped) return;
        const reply = (await response.json()) as TCallReply<typeof getUserNotifications>;
        if (reply.items.length === 0) return;
        const { notifications } = await import('@mantine/notifications');
        if (stopped) return;
        for (const item of reply.items) {
          notifications.show({
            id: `cabinet-notification-${item.id}`,
            title: item.title,
            message: item.body,
            autoClose: NOTIFICATION_TOAST_MS,
            color: 'field',
          });
        }
        const last = reply.items.at(-1);
        if (last) {
          await fetch('/srv/AckUserNotifications', {
            method: 'POST',
            headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ up_to: String(last.id) }),
            credentials: 'same-origin',
          });
        }
      } catch {
        // A failed poll is retried on the next tick (spec 2 §8: only logged); a failed
        // acknowledgement shows the same toasts once more at the next poll.
      }
    };
    void poll();
    const timer = window.setInterval(poll, NOTIFICATION_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, []);
  return null;
}
