import { randomUUID } from 'node:crypto';
import {
  CLIENT_ID_COOKIE,
  CLIENT_ID_MAX_AGE_SECONDS,
  isClientId,
  sessionCookieNames,
  sessionSetCookies,
  sessionTokenFromCookieHeader,
} from '@agrolease/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * A first-time visitor gets a client id (spec 1 §3) before the page renders: it is added to
 * the request's cookies, so the page's own gateway calls already carry it, and set on the reply.
 */
export function ensureClientIdCookie(request: FastifyRequest): string | undefined {
  const cookies = request.headers.cookie ?? '';
  const existing = new RegExp(`(?:^|;\\s*)${CLIENT_ID_COOKIE}=([^;]*)`).exec(cookies)?.[1];
  if (isClientId(existing)) return undefined;
  const clientId = randomUUID();
  request.headers.cookie = cookies
    ? `${cookies}; ${CLIENT_ID_COOKIE}=${clientId}`
    : `${CLIENT_ID_COOKIE}=${clientId}`;
  return clientId;
}

/** The Set-Cookie of the session cookie that is missing while its twin is present. */
export function missingSessionTwin(cookieHeader: string | undefined, secure: boolean): string | undefined {
  const token = sessionTokenFromCookieHeader(cookieHeader, { secure });
  if (!token || !cookieHeader) return undefined;
  const has = (name: string) => new RegExp(`(?:^|;\\s*)${name}=`).test(cookieHeader);
  if (sessionCookieNames({ secure }).every(has)) return undefined;
  return sessionSetCookies(token, { secure }).find((cookie) => !has(cookie.slice(0, cookie.indexOf('='))));
}

export function withCookies(response: Response, cookies: readonly string[]): Response {
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}

export function clientIdSetCookie(clientId: string): string {
  return `${CLIENT_ID_COOKIE}=${clientId}; Max-Age=${CLIENT_ID_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
