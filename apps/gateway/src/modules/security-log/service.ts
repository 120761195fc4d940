import type { TBackofficeSecurityEvent, TSecurityEvent } from '@agrolease/contracts/security-log';
import { SECURITY_EVENT_KINDS, SECURITY_LOG_PAGE_SIZE } from '@agrolease/contracts/security-log';
import type { DbExecutor } from '@agrolease/db';
import { addDays, describeDevice, pageCount, pageOffset } from '@agrolease/domain';
import type { SessionRecord } from '../../http/session.ts';
import { accountEventsPage, eventsPage, type SecurityEventRow } from './queries.ts';
import { describeEvent, SECURITY_EVENT_TITLE } from './titles.ts';

/**
 * The security log's readers (decision 0154): the account reads its own rows, a manager every
 * account's. Writers call recordSecurityEvent (record.ts).
 */
export interface SecurityLogDeps {
  db: DbExecutor;
}

function toEvent(row: SecurityEventRow): TSecurityEvent {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    kind: row.kind,
    ...describeEvent(row.kind, row.detail),
    ip: row.ip,
    device: describeDevice(row.userAgent),
    user_agent: row.userAgent,
  };
}

function paged(page: number, total: number, size = SECURITY_LOG_PAGE_SIZE) {
  return {
    success: true as const,
    count: total,
    pages: pageCount(total, size),
    page,
  };
}

const paging = (page: number, size = SECURITY_LOG_PAGE_SIZE) => ({
  limit: size,
  offset: pageOffset(page, size),
});

/** SecurityLog: the signed-in account's own rows, newest first; nobody else's whatever is asked. */
export async function accountSecurityLog(deps: SecurityLogDeps, session: SessionRecord, page: number) {
  const { total, rows } = await accountEventsPage(deps.db, session.accountId, paging(page));
  return { ...paged(page, total), items: rows.map(toEvent) };
}

/**
 * The first instant of a Moscow calendar day. Moscow keeps UTC+3 all year since October 2014
 * (moscow-time.ts); the log keeps a year or so, never rows from before that.
 */
export function moscowDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

/** Backoffice/SecurityLog: every account's rows by login or INN, kind and Moscow days (both included). */
export async function backofficeSecurityLog(
  deps: SecurityLogDeps,
  input: { account: string; kind: string; from?: string; to?: string; page: number; items_per_page: number },
) {
  const { total, rows } = await eventsPage(
    deps.db,
    {
      account: input.account,
      kind: input.kind,
      since: input.from ? moscowDayStart(input.from) : undefined,
      before: input.to ? moscowDayStart(addDays(input.to, 1)) : undefined,
    },
    paging(input.page, input.items_per_page),
  );
  const items: TBackofficeSecurityEvent[] = rows.map(({ event, account }) => ({
    ...toEvent(event),
    account,
  }));
  return {
    ...paged(input.page, total, input.items_per_page),
    items,
    kinds: SECURITY_EVENT_KINDS.map((kind) => ({ value: kind, label: SECURITY_EVENT_TITLE[kind] })),
  };
}
