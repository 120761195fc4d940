import type { DbExecutor } from '@agrolease/db';
import type { DomainEventMap, DomainEvents } from '../../events/domain-events.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { agentOfApplication, earnAgentCommission } from './commissions.ts';

/** The back office closed the deal: the agent who brought it earns its commission (decision 0101) and is told (decision 0177). */
async function onDealClosed(tx: DbExecutor, { deal, at }: DomainEventMap['deal.closed']): Promise<void> {
  await earnAgentCommission(tx, deal, at);
  const agent = await agentOfApplication(tx, deal.applicationId);
  if (!agent) return;
  await postToFeed(tx, agent.agentAccountId, {
    title: `Сделка ${deal.code} закрыта`,
    body: 'Вознаграждение по сделке начислено: оно появится в отчёте и акте за месяц.',
    entity: 'deal',
    entityId: deal.id,
  });
}

/** What the agent's cabinet reacts to in other modules (decision 0178). */
export function agentSubscriptions(events: DomainEvents): void {
  events.subscribe('deal.closed', onDealClosed);
}
