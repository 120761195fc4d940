import type { TSecurityEventKind } from '@agrolease/contracts/security-log';
import { type DbExecutor, schema } from '@agrolease/db';

/** What the security log records (issue 35): one list, the contract's; the titles are the log's own. */
export type SecurityEventKind = TSecurityEventKind;

export interface SecurityEvent {
  accountId: number | null;
  kind: SecurityEventKind;
  ip?: string;
  userAgent?: string;
  detail?: Record<string, string>;
}

/** Adds a row to the security log; pass the transaction when the change itself is in one. */
export async function recordSecurityEvent(
  db: DbExecutor,
  event: SecurityEvent,
  now = new Date(),
): Promise<void> {
  await db.insert(schema.securityEvents).values({
    accountId: event.accountId,
    kind: event.kind,
    ip: event.ip ?? '',
    userAgent: (event.userAgent ?? '').slice(0, 300),
    detail: event.detail ?? {},
    createdAt: now,
  });
}
