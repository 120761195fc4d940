import type { DbExecutor } from '@agrolease/db';
import type { TDealStage } from '@agrolease/domain';
import { agentOfApplication } from '../agent/commissions.ts';
import { postToFeed } from '../cabinet-feed/feed.ts';
import { supplierPeopleOfApplication } from '../supplier/supplier-people.ts';

/**
 * A deal's move told to its other parties besides the client (decision 0177), in the move's
 * transaction: at shipment the suppliers whose machines it buys (they ship and record the
 * delivery), when it closes the agent who brought it (the commission is earned).
 */
export async function tellDealStageParties(
  db: DbExecutor,
  deal: { id: number; code: string; applicationId: number | null },
  stage: TDealStage,
  shipment: { datePlannedShipment?: string; supplyCode?: string } = {},
): Promise<void> {
  if (stage === 'shipment') {
    const day = shipment.datePlannedShipment?.split('-').reverse().join('.') ?? '';
    for (const accountId of await supplierPeopleOfApplication(db, deal.applicationId)) {
      await postToFeed(db, accountId, {
        title: `Сделка ${deal.code}: ждём поставку техники${day ? ` до ${day}` : ''}`,
        body: `Договор лизинга подписан, номер поставки ${shipment.supplyCode ?? ''}. Отметьте отгрузку и поставку в разделе «Поставки».`,
        entity: 'deal',
        entityId: deal.id,
        kind: 'delivery',
      });
    }
  }
  if (stage === 'closed') {
    const agent = await agentOfApplication(db, deal.applicationId);
    if (agent) {
      await postToFeed(db, agent.agentAccountId, {
        title: `Сделка ${deal.code} закрыта`,
        body: 'Вознаграждение по сделке начислено: оно появится в отчёте и акте за месяц.',
        entity: 'deal',
        entityId: deal.id,
      });
    }
  }
}
