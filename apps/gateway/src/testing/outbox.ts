import { type DbExecutor, schema } from '@agrolease/db';
import { eq, sql } from 'drizzle-orm';

/** The body of the last message the outbox adapter delivered to a phone or address ('' when none). */
export async function lastOutboxBody(db: DbExecutor, recipient: string): Promise<string> {
  const [row] = await db
    .select({ body: schema.outbox.body })
    .from(schema.outbox)
    .where(eq(schema.outbox.recipient, recipient))
    .orderBy(sql`${schema.outbox.id} desc`)
    .limit(1);
  return row?.body ?? '';
}

/** The six-digit code in that message ('' when it carries none). */
export async function lastCodeFor(db: DbExecutor, recipient: string): Promise<string> {
  return /\b(\d{6})\b/.exec(await lastOutboxBody(db, recipient))?.[1] ?? '';
}
