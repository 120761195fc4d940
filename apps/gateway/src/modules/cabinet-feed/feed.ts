import { type DbExecutor, schema } from '@agrolease/db';

const { cabinetMessages, messageDeliveries, notifications } = schema;

export interface FeedEntry {
  title: string;
  body: string;
  /** What it is about, for a link from the message: 'application', 'offer', 'deal', 'order', 'complaint' … */
  entity: string;
  entityId?: number;
  /** An attached document (a signed PDF, the manager's answer). */
  fileId?: number;
}

/**
 * Tells a cabinet user about a change: a message in GetCabinetMessages, a pop-up in
 * GetUserNotifications and a letter to the account's address, which the message-delivery
 * dispatcher sends from the outbox row written here (decision 0164). Call it inside the
 * transaction of the change itself, so that a change is never without its message nor a message
 * (or its letter) without its change.
 */
export async function postToFeed(db: DbExecutor, accountId: number, entry: FeedEntry): Promise<void> {
  const [message] = await db
    .insert(cabinetMessages)
    .values({
      accountId,
      title: entry.title,
      body: entry.body,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      fileId: entry.fileId ?? null,
    })
    .returning({ id: cabinetMessages.id });
  if (!message) throw new Error('the cabinet message was not stored');
  await db.insert(notifications).values({ accountId, title: entry.title, body: entry.body });
  await db.insert(messageDeliveries).values({ messageId: message.id, accountId, channel: 'email' });
}
