import {
  auth,
  breaksHeaderLine,
  isGatewayError,
  sessionClearCookies,
  sessionSetCookies,
  sessionTokenFromCookieHeader,
} from '@agrolease/contracts';
import type { TAuthAccount } from '@agrolease/contracts/auth';
import { sameSiteReturnTarget } from '@agrolease/domain/return-target';
import { type AppLoadContext, data, redirect } from 'react-router';
import { getGateway } from './gateway.server';

export const SIGN_IN_PATH = '/cabinet/v2/auth';

/**
 * The signed-in account of this request, or null for a guest. Only a request carrying a
 * session cookie costs a gateway call; an expired or forged token is a guest (401 → null).
 */
export function getViewer(request: Request, context: AppLoadContext): Promise<TAuthAccount | null> {
  // A GET changes nothing: the root's loader and a cabinet layout's guard, run for the same
  // request, share one CheckAuth (decision 0115). A POST's action may sign in or out: no sharing.
  if (request.method !== 'GET' && request.method !== 'HEAD') return checkViewer(request, context);
  const known = viewerOfRequest.get(context);
  if (known) return known;
  const viewer = checkViewer(request, context);
  viewerOfRequest.set(context, viewer);
  return viewer;
}

/** The viewer of each request in progress, by its load context (one per request, apps/web/site-server.ts). */
const viewerOfRequest = new WeakMap<AppLoadContext, Promise<TAuthAccount | null>>();

async function checkViewer(request: Request, context: AppLoadContext): Promise<TAuthAccount | null> {
  const cookies = request.headers.get('cookie') ?? undefined;
  if (!sessionTokenFromCookieHeader(cookies, { secure: context.secureCookies })) return null;
  try {
    return (await getGateway(context).call(auth.checkAuth)).account;
  } catch (error) {
    if (isGatewayError(error) && error.status === 401) return null;
    throw error;
  }
}

/** A cabinet page's guard: a guest is sent to sign in and brought back afterwards. */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<TAuthAccount> {
  const viewer = await getViewer(request, context);
  if (!viewer) {
    const url = new URL(request.url);
    throw redirect(`${SIGN_IN_PATH}?back=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return viewer;
}

/** The viewer of a role's cabinet: a guest signs in and comes back, another role goes to its own home. */
export async function requireRole(
  request: Request,
  context: AppLoadContext,
  role: TAuthAccount['role'],
): Promise<TAuthAccount> {
  const viewer = await requireViewer(request, context);
  if (viewer.role !== role) throw redirect(viewer.home);
  return viewer;
}

/**
 * Where to go after signing in or accepting the agreements: ?back= or its alias ?next= (decision
 * 0056) when it stays on this site (decision 0079); undefined sends the visitor to the role's home.
 * CR, LF or NUL (they would split the Location header) is a bad request: 400 (decision 0076).
 */
export function backPathOf(request: Request): string | undefined {
  const url = new URL(request.url);
  const value = url.searchParams.get('back') ?? url.searchParams.get('next');
  if (value && breaksHeaderLine(value)) throw data('Недопустимый адрес возврата', { status: 400 });
  return sameSiteReturnTarget(value, url.origin);
}

/** Set-Cookie headers starting the session in the browser (authToken and __at, __Host- when Secure). */
export function signInHeaders(context: AppLoadContext, token: string): Headers {
  const headers = new Headers();
  for (const cookie of sessionSetCookies(token, { secure: context.secureCookies }))
    headers.append('set-cookie', cookie);
  return headers;
}

export function signOutHeaders(context: AppLoadContext): Headers {
  const headers = new Headers();
  for (const cookie of sessionClearCookies({ secure: context.secureCookies }))
    headers.append('set-cookie', cookie);
  return headers;
}
