import {
  isSessionToken,
  sessionClearCookies,
  sessionCookieNames,
  sessionSetCookies,
  type TRole,
} from '@agrolease/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { cookieOf } from './request-fields.ts';
import { findLiveSession, type SessionRecord } from './session-store.ts';

export type { SessionRecord } from './session-store.ts';

/** Where the caller's session token comes from: named in the request, or sent along by the browser. */
export interface SessionTokenSource {
  token: string;
  from: 'query' | 'cookie';
}

/**
 * The caller's session token: the query parameters token or tr (spec 2 §6), else the
 * authToken or __at cookie. Read from the raw URL: a call's schema strips undeclared params.
 */
export function sessionTokenSourceOf(request: FastifyRequest): SessionTokenSource | undefined {
  const query = new URL(request.url, 'http://gateway').searchParams;
  const named = [query.get('token'), query.get('tr')].find(isSessionToken);
  if (named) return { token: named, from: 'query' };
  const sent = sessionCookieNames({ secure: secureCookies(request) })
    .map((name) => cookieOf(request, name))
    .find(isSessionToken);
  return sent ? { token: sent, from: 'cookie' } : undefined;
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return sessionTokenSourceOf(request)?.token;
}

const resolved = new WeakMap<FastifyRequest, Promise<SessionRecord | undefined>>();

/**
 * How long the reading calls of one visitor request share their session lookup. A page's
 * loaders call the gateway in process several times with the visitor's request id and token
 * (a cabinet page two to ten times): each looked the session up again (decision 0172).
 */
const SHARED_FOR_MS = 2_000;
const sharedLookups = new Map<string, { at: number; pending: Promise<SessionRecord | undefined> }>();

/**
 * The session of a reading call, shared with the other reading calls of the same request id
 * and token. A call that may change something (any other method) looks the session up afresh
 * and ends the sharing, so that the loaders run after a page's action see what it changed.
 */
function lookupSession(request: FastifyRequest, token: string): Promise<SessionRecord | undefined> {
  const key = `${request.id}\n${token}`;
  const now = Date.now();
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sharedLookups.delete(key);
    return findLiveSession(request.server.db, token);
  }
  const shared = sharedLookups.get(key);
  if (shared && now - shared.at < SHARED_FOR_MS) return shared.pending;
  // The oldest come first in a Map: drop those past their time.
  for (const [oldKey, old] of sharedLookups) {
    if (now - old.at < SHARED_FOR_MS) break;
    sharedLookups.delete(oldKey);
  }
  const pending = findLiveSession(request.server.db, token).then((session) => {
    if (session) readingSessions.add(session);
    return session;
  });
  // Past the pruning, the key is not in the Map: set puts it last, in the order of time.
  sharedLookups.set(key, { at: now, pending });
  return pending;
}

/** Sessions found for reading calls: what such calls read may be shared while they share it. */
const readingSessions = new WeakSet<SessionRecord>();
const readsOfSessions = new WeakMap<SessionRecord, Map<string, Promise<unknown>>>();

/**
 * What `load` reads for the reading calls that share `session` (one page render's calls), read
 * once for all of them: a cabinet page's calls each read the account's applications, deals,
 * orders and payments again (decision 0172). A call that may change something has a session of
 * its own and reads afresh. The reads are kept as long as the session record is, and never
 * outlive the sharing of the lookup.
 */
export function readOncePerRender<T>(
  session: SessionRecord,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  if (!readingSessions.has(session)) return load();
  let reads = readsOfSessions.get(session);
  if (!reads) {
    reads = new Map();
    readsOfSessions.set(session, reads);
  }
  let pending = reads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    reads.set(key, pending);
  }
  return pending;
}

/** The caller's live session, looked up once per request; undefined for a guest. */
export function sessionOf(request: FastifyRequest): Promise<SessionRecord | undefined> {
  let pending = resolved.get(request);
  if (!pending) {
    const token = sessionTokenOf(request);
    pending = token ? lookupSession(request, token) : Promise.resolve(undefined);
    resolved.set(request, pending);
  }
  return pending;
}

export const MESSAGE_SIGN_IN = 'Требуется вход в личный кабинет';

/** A signed-in caller, or 401 in the spec's error shape (missing, expired or forged token). */
export async function requireSession(request: FastifyRequest): Promise<SessionRecord> {
  const session = await sessionOf(request);
  if (!session) throw new AppError('UNAUTHORIZED', MESSAGE_SIGN_IN);
  return session;
}

/** A signed-in caller of one of the roles: 401 for a guest, 403 for another role. */
export async function requireRole(request: FastifyRequest, roles: readonly TRole[]): Promise<SessionRecord> {
  const session = await requireSession(request);
  if (!roles.includes(session.account.role)) {
    throw new AppError('FORBIDDEN', 'Раздел недоступен для вашей роли');
  }
  return session;
}

/** Secure __Host- cookies in production unless COOKIE_SECURE=0 (decision 0079; the gateway's setting). */
function secureCookies(request: FastifyRequest): boolean {
  return request.server.secureCookies === true;
}

/** Both session cookies on a gateway reply (browser-direct calls; the web tier sets its own). */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('set-cookie', sessionSetCookies(token, { secure: secureCookies(request) }));
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', sessionClearCookies({ secure: secureCookies(request) }));
}
