import { CLIENT_ID_COOKIE, isClientId } from '@agrolease/contracts';
import { isCrossSiteRequest, provenanceOf } from '@agrolease/domain/request-site';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { sessionTokenSourceOf } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes state (registerCall copies the call's flag); unset: every method but GET/HEAD. */
    changesState?: boolean;
  }
}

export const MESSAGE_CROSS_SITE = 'Действие отклонено: его можно выполнить только со страниц сайта';

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the browser is talking to (behind a proxy: its forwarded protocol and host). */
export function ownOriginOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Whether a page of another origin made this request (Fetch Metadata, else Origin or Referer). */
export function isCrossSite(request: FastifyRequest): boolean {
  return isCrossSiteRequest(
    provenanceOf((name) => request.headers[name]),
    ownOriginOf(request),
  );
}

/**
 * Whether the request acts with what the browser sends by itself: the session cookie (no
 * token or tr parameter names the session), or the client id cookie of a visitor.
 */
function carriesAmbientCredentials(request: FastifyRequest): boolean {
  const session = sessionTokenSourceOf(request);
  if (session) return session.from === 'cookie';
  return isClientId(request.cookies?.[CLIENT_ID_COOKIE]);
}

function changesState(request: FastifyRequest): boolean {
  return request.routeOptions.config?.changesState ?? !READING_METHODS.has(request.method);
}

/**
 * One hook for every call under /srv (decision 0079): a call that changes state, made by a page
 * of another site with the visitor's cookies, is refused with 403 in the spec's error shape,
 * whatever its method (the spec keeps ContactDelete or RALOffer/Reject as GET, and SameSite=Lax
 * sends the cookies with a link followed from anywhere). API clients name their session with the
 * token or tr parameter and send no cookies: they pass.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  // A callback hook: an async one costs a promise and a microtask on every call.
  app.addHook('preValidation', (request, _reply, done) => {
    const refused = changesState(request) && carriesAmbientCredentials(request) && isCrossSite(request);
    done(refused ? new AppError('FORBIDDEN', MESSAGE_CROSS_SITE) : undefined);
  });
}
