/**
 * Who a page render is counted for (decision 0170): the account of a session the gateway has
 * accepted, else the visitor's address. The account is learnt from the renders' own CheckAuth
 * replies (every signed-in page asks it), so telling a visitor costs a hash of the cookie and a
 * map look-up, not a database query. A cookie no reply has vouched for yet (the first page after
 * signing in, or a made-up one) counts against the address: inventing tokens buys no allowance.
 */
import { createHash } from 'node:crypto';
import type { Transport, TransportRequest, TransportResponse } from '@agrolease/contracts';

/** Sessions remembered per process; the least recently seen are forgotten first. */
const MAX_SESSIONS = 20_000;

export type RenderVisitor = { kind: 'account'; key: string } | { kind: 'address'; key: string };

const CHECK_AUTH = /^\/srv\/CheckAuth(?:\?|$)/;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function accountIdOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || !('account' in body)) return undefined;
  const { account } = body as { account: unknown };
  if (typeof account !== 'object' || account === null || !('id' in account)) return undefined;
  const { id } = account as { id: unknown };
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
}

export function createRenderVisitors(maxSessions = MAX_SESSIONS) {
  const accounts = new Map<string, number>();
  const remember = (hash: string, accountId: number) => {
    accounts.delete(hash);
    accounts.set(hash, accountId);
    if (accounts.size > maxSessions) accounts.delete(accounts.keys().next().value as string);
  };
  /** A gateway reply about the session: CheckAuth's 200 vouches for it, any 401 forgets it. */
  const learn = (sessionToken: string, request: TransportRequest, response: TransportResponse) => {
    if (response.status === 401) {
      accounts.delete(tokenHash(sessionToken));
      return;
    }
    if (response.status !== 200 || request.method !== 'GET' || !CHECK_AUTH.test(request.url)) return;
    const accountId = accountIdOf(response.body);
    if (accountId !== undefined) remember(tokenHash(sessionToken), accountId);
  };
  return {
    /** The visitor a request's renders are counted for. */
    of(ip: string, sessionToken: string | undefined): RenderVisitor {
      const accountId = sessionToken === undefined ? undefined : accounts.get(tokenHash(sessionToken));
      return accountId === undefined
        ? { kind: 'address', key: ip }
        : { kind: 'account', key: String(accountId) };
    },
    /** The account a live session belongs to, known another way (the account page cache's version). */
    vouch(sessionToken: string, accountId: number): void {
      remember(tokenHash(sessionToken), accountId);
    },
    /** The transport of one request's gateway calls, its replies about the session learnt. */
    observing(transport: Transport, sessionToken: string | undefined): Transport {
      if (sessionToken === undefined) return transport;
      return async (request) => {
        const response = await transport(request);
        learn(sessionToken, request, response);
        return response;
      };
    },
    get size() {
      return accounts.size;
    },
  };
}
