import type { DbExecutor, schema } from '@agrolease/db';
import { and, eq, gte } from 'drizzle-orm';

/** Client requests that carry a fingerprint of what was sent: complaints and document orders. */
type FingerprintedRequests = typeof schema.cabinetComplaints | typeof schema.documentOrders;

/** A repeated submit of the same request within this window answers the first one. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * The request this account already sent with the same fingerprint in the last ten minutes,
 * if any: a double click or a resent form answers that one instead of filing a second.
 */
export async function findRepeatedRequest(
  db: DbExecutor,
  table: FingerprintedRequests,
  accountId: number,
  fingerprint: string,
  now: Date,
): Promise<{ id: number; code: string } | undefined> {
  const [row] = await db
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(
      and(
        eq(table.accountId, accountId),
        eq(table.fingerprint, fingerprint),
        gte(table.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
      ),
    )
    .limit(1);
  return row;
}
