import type { DomainEvents } from '../events/domain-events.ts';
import { agentSubscriptions } from './agent/index.ts';
import { applicationSubscriptions } from './application/index.ts';
import { reoSubscriptions } from './reo/index.ts';
import { supplierSubscriptions } from './supplier/index.ts';

/**
 * Every module's subscriptions to the domain events of others (decision 0178), made once when
 * the gateway is built, whichever modules it mounts.
 */
export function subscribeModules(events: DomainEvents): void {
  agentSubscriptions(events);
  applicationSubscriptions(events);
  reoSubscriptions(events);
  supplierSubscriptions(events);
}
