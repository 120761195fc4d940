import { CABINET_FEED_EVENTS_PATH, type TFeedUnreadEvent } from '@agrolease/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { requireSession, sessionTokenOf } from '../../http/session.ts';
import { findLiveSession } from '../../http/session-store.ts';
import { createFeedHub, unreadEvent } from './feed-hub.ts';

/** A comment line this often keeps proxies from closing a quiet stream, and checks the session. */
export const FEED_HEARTBEAT_MS = 25_000;

/**
 * The bell's live count (decision 0169): `GET /srv/CabinetFeedEvents` answers a server-sent event
 * stream: `unread` at once and after every change of the caller's messages, fed by the
 * database's signals. A stream ends when its session does (checked with each heartbeat) and when
 * the gateway closes; the browser's EventSource opens it again by itself.
 */
export async function feedEventsRoutes(app: FastifyInstance): Promise<void> {
  const hub = createFeedHub(app.db, app.adapters.signals, (error) =>
    app.log.warn({ err: error }, 'the bell count could not be read'),
  );
  const ends = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...ends]) end();
  });
  app.addHook('onClose', async () => {
    await hub.close();
    await app.adapters.signals.close();
  });

  app.get(
    CABINET_FEED_EVENTS_PATH,
    {
      // A stream is answered for as long as it is open: not a request a stopping server waits for.
      config: { longLived: true },
      schema: {
        summary:
          'Ours (decision 0169): the caller’s unread message count as server-sent events (`event: unread`, data {unread, href}), at once and after every change',
        tags: ['cabinet'],
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const { accountId } = session;
      const { role } = session.account;
      const first = await unreadEvent(app.db, accountId, role);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // A stream's connection is not reused after it: a closing server has none left idle.
        connection: 'close',
        // nginx passes each event on at once instead of filling its buffer first.
        'x-accel-buffering': 'no',
      });
      const send = (event: TFeedUnreadEvent) =>
        raw.write(`event: unread\ndata: ${JSON.stringify(event)}\n\n`);
      raw.write('retry: 5000\n\n');
      send(first);
      let stopWatching: (() => void) | undefined;
      const heartbeat = setInterval(() => {
        raw.write(': heartbeat\n\n');
        void sessionOfAgain().then((alive) => alive || end());
      }, FEED_HEARTBEAT_MS);
      heartbeat.unref();
      // The session is looked up afresh: signed out or expired, the stream ends.
      const token = sessionTokenOf(request);
      const sessionOfAgain = async () =>
        token !== undefined &&
        (await findLiveSession(app.db, token).catch(() => undefined))?.accountId === accountId;
      function end() {
        clearInterval(heartbeat);
        stopWatching?.();
        ends.delete(endNow);
        if (!raw.writableEnded) raw.end();
      }
      // A closing server: the stream ends and its connection goes at once, none is left to wait for.
      const socket = raw.socket;
      const endNow = () => {
        end();
        socket?.destroy();
      };
      ends.add(endNow);
      raw.on('close', end);
      try {
        stopWatching = await hub.watch({ accountId, role, send });
        if (raw.writableEnded) stopWatching();
      } catch (error) {
        app.log.warn({ err: error }, 'the bell cannot listen to the database');
        end();
      }
    },
  );
}
