import type { DbExecutor } from '@agrolease/db';
import { formatIsoDayRu, type TDealStage } from '@agrolease/domain';
import { postToFeed, supplierPeopleOfApplication } from '../cabinet-feed/index.ts';

/**
 * A deal's move told to its other parties besides the client (decision 0177), in the move's
 * transaction: at shipment the suppliers whose machines it buys (they ship and record the
 * delivery). The agent who brought it hears of its closing from its own module, which subscribes
 * to `deal.closed` (agent/subscriptions.ts).
 */
export async function tellDealStageParties(
  db: DbExecutor,
  deal: { id: number; code: string; applicationId: number | null },
  stage: TDealStage,
  shipment: { datePlannedShipment?: string; supplyCode?: string } = {},
): Promise<void> {
  if (stage === 'shipment') {
    const day = shipment.datePlannedShipment ? formatIsoDayRu(shipment.datePlannedShipment) : '';
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
}
