import type { DomainEvents } from '../../events/domain-events.ts';
import { earnAgentCommission } from './commissions.ts';

/** What the agent's cabinet reacts to in other modules (decision 0178). */
export function agentSubscriptions(events: DomainEvents): void {
  // The back office closed the deal: the agent who brought it earns its commission (decision 0101).
  events.subscribe('deal.closed', (tx, { deal, at }) => earnAgentCommission(tx, deal, at));
}
