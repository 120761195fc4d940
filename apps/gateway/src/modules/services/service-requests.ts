import { createHash } from 'node:crypto';
import type { TRequestAccepted } from '@agrolease/contracts/services';
import type { Database } from '@agrolease/db';
import type { Clock } from '../../adapters/clock/clock.ts';
import { findRecentByFingerprint, insertServiceRequest, nextServiceRequestId } from './queries.ts';

/** Kinds of stored requests and the prefix of their numbers. */
export const REQUEST_PREFIX = {
  callback: 'ЗВ',
  feedback: 'ОБР',
  support: 'ТП',
  agentship: 'АГ',
  marketing: 'МП',
  factoring: 'ФК',
} as const;
export type RequestKind = keyof typeof REQUEST_PREFIX;

/** The same submission again within this window answers the first one (no duplicate). */
export const DUPLICATE_WINDOW_MS = 60_000;

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Stores what a visitor sent through a form and answers its number. A repeated submission
 * (same kind, same fields, same sender) within a minute answers the first number instead.
 */
export async function storeServiceRequest(
  db: Database,
  clock: Clock,
  request: { kind: RequestKind; payload: Record<string, unknown>; sender: string; clientId?: string },
): Promise<TRequestAccepted> {
  const now = clock.now();
  const fingerprint = createHash('sha256')
    .update(`${request.kind}\n${request.sender}\n${canonicalJson(request.payload)}`)
    .digest('hex');
  const existing = await findRecentByFingerprint(
    db,
    fingerprint,
    new Date(now.getTime() - DUPLICATE_WINDOW_MS),
  );
  if (existing) return { success: true, code: existing.code, duplicate: true };
  const id = await nextServiceRequestId(db);
  const code = `${REQUEST_PREFIX[request.kind]}-${String(id).padStart(6, '0')}`;
  await insertServiceRequest(db, {
    id,
    kind: request.kind,
    code,
    clientId: request.clientId ?? null,
    payload: request.payload,
    fingerprint,
    createdAt: now,
  });
  return { success: true, code, duplicate: false };
}
