import { type DbExecutor, schema } from '@agrolease/db';

const { cabinetMessages, notifications } = schema;

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
 * Tells a cabinet user about a change: a message in GetCabinetMessages and a pop-up in
 * GetUserNotifications. Call it inside the transaction of the change itself, so that a
 * change is never without its message nor a message without its change.
 */
export async function postToFeed(db: DbExecutor, accountId: number, entry: FeedEntry): Promise<void> {
  await db.insert(cabinetMessages).values({
    accountId,
    title: entry.title,
    body: entry.body,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    fileId: entry.fileId ?? null,
  });
  await db.insert(notifications).values({ accountId, title: entry.title, body: entry.body });
}
