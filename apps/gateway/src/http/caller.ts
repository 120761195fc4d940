import type { FastifyRequest } from 'fastify';
import { clientIdOf } from './client-id.ts';

/** Who makes a call, as the services that log, throttle or start sessions need it. */
export interface CallerContext {
  ip: string;
  userAgent: string;
  /** The visitor's client id, whose guest cart joins the account at sign-in. */
  clientId?: string;
}

export function callerOf(request: FastifyRequest): CallerContext {
  return {
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    clientId: clientIdOf(request),
  };
}
