import { NOTIFICATION_KIND_INFO, type TNotificationKind } from '@agrolease/contracts/notifications';
import { type DbExecutor, schema } from '@agrolease/db';
import { sql } from 'drizzle-orm';
import { feedKindOf } from './feed-kind.ts';

const { cabinetMessages, messageDeliveries, notifications } = schema;

/** The PostgreSQL channel that says an account's messages changed; its payload is the account's id. */
export const FEED_CHANGED_CHANNEL = 'cabinet_feed';

export interface FeedEntry {
  title: string;
  body: string;
  /** What it is about, for a link from the message: 'application', 'offer', 'deal', 'order', 'complaint' … */
  entity: string;
  entityId?: number;
  /** An attached document (a signed PDF, the manager's answer). */
  fileId?: number;
  /** The kind for the person's choices of letters and SMS; by default the entity's (decision 0169). */
  kind?: TNotificationKind;
}

/**
 * Tells a cabinet user about a change: a message in GetCabinetMessages, a pop-up in
 * GetUserNotifications, the bell's count through FEED_CHANGED_CHANNEL, and a letter (and an SMS
 * for the kinds that matter) which the message-delivery dispatcher sends from the outbox rows
 * written here, as the person chose (decisions 0164, 0169). Call it inside the transaction of the
 * change itself, so that a change is never without its message nor a message (or its letter)
 * without its change: PostgreSQL sends the notification only when that transaction commits.
 */
export async function postToFeed(db: DbExecutor, accountId: number, entry: FeedEntry): Promise<void> {
  const kind = entry.kind ?? feedKindOf(entry.entity);
  const [message] = await db
    .insert(cabinetMessages)
    .values({
      accountId,
      title: entry.title,
      body: entry.body,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      fileId: entry.fileId ?? null,
      kind,
    })
    .returning({ id: cabinetMessages.id });
  if (!message) throw new Error('the cabinet message was not stored');
  await db.insert(notifications).values({ accountId, title: entry.title, body: entry.body });
  await db
    .insert(messageDeliveries)
    .values(
      NOTIFICATION_KIND_INFO[kind].channels.map((channel) => ({ messageId: message.id, accountId, channel })),
    );
  await signalFeedChanged(db, accountId);
}

/**
 * Tells every gateway instance listening that an account's messages changed (a new one, one
 * read), so that its bell follows without a reload (decision 0169). Inside a transaction the
 * signal leaves at its commit, and not at all if it rolls back.
 */
export async function signalFeedChanged(db: DbExecutor, accountId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${FEED_CHANGED_CHANNEL}, ${String(accountId)})`);
}
