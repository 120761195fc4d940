import type { FastifyRequest } from 'fastify';
import type { DomainEvents } from '../events/domain-events.ts';
import { clientIdOf } from './client-id.ts';

/** Who makes a call, as the services that log, throttle or start sessions need it. */
export interface CallerContext {
  ip: string;
  userAgent: string;
  /** The visitor's client id, whose guest cart joins the account at sign-in. */
  clientId?: string;
  /**
   * The gateway's domain events (decision 0178), for a change made on the caller's behalf that
   * others react to: the guest cart carried into the account at sign-in (decision 0183).
   */
  events?: DomainEvents;
}

export function callerOf(request: FastifyRequest): CallerContext {
  return {
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    clientId: clientIdOf(request),
    events: request.server.events,
  };
}
