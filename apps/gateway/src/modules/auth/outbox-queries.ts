import type { TOutboxMessage } from '@agrolease/contracts/auth';
import { type Database, schema } from '@agrolease/db';
import { desc, eq } from 'drizzle-orm';

const { outbox } = schema;

/** The latest 50 messages of the local adapters, newest first, optionally for one recipient. */
export async function findOutbox(db: Database, recipient?: string): Promise<TOutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(recipient ? eq(outbox.recipient, recipient) : undefined)
    .orderBy(desc(outbox.id))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel === 'email' ? 'email' : 'sms',
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    created: row.createdAt.toISOString(),
  }));
}
