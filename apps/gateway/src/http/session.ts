import {
  isSessionToken,
  sessionClearCookies,
  sessionCookieNames,
  sessionSetCookies,
  type TRole,
} from '@agrolease/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { findLiveSession, type SessionRecord } from '../modules/auth/session-store.ts';
import { cookieOf } from './request-fields.ts';

export type { SessionRecord } from '../modules/auth/session-store.ts';

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

/** The caller's live session, looked up once per request; undefined for a guest. */
export function sessionOf(request: FastifyRequest): Promise<SessionRecord | undefined> {
  let pending = resolved.get(request);
  if (!pending) {
    const token = sessionTokenOf(request);
    pending = token ? findLiveSession(request.server.db, token) : Promise.resolve(undefined);
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
