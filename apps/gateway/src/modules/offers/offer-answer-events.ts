import type { DbExecutor } from '@agrolease/db';
import { agentOfApplication } from '../agent/index.ts';
import { postToFeed, supplierPeopleOfApplication } from '../cabinet-feed/index.ts';

/**
 * The client's answer to the offer on an application reaches the suppliers whose machines it buys
 * and the agent who brought it (decision 0177), in the answer's transaction: an accepted offer is
 * a deal for them to prepare, a declined one a lead that ends.
 */
export async function tellOfferAnswer(
  db: DbExecutor,
  application: { id: number; code: string },
  answer: { accepted: true; dealId: number; dealCode: string } | { accepted: false },
): Promise<void> {
  const agent = await agentOfApplication(db, application.id);
  const told = [
    ...(await supplierPeopleOfApplication(db, application.id)),
    ...(agent ? [agent.agentAccountId] : []),
  ];
  for (const accountId of told) {
    await postToFeed(db, accountId, {
      kind: 'offer-answer',
      ...(answer.accepted
        ? {
            title: `Клиент принял предложение по заявке ${application.code}`,
            body: `Открыта сделка ${answer.dealCode}: следующий шаг — документы и договор лизинга.`,
            entity: 'deal',
            entityId: answer.dealId,
          }
        : {
            title: `Клиент отклонил предложение по заявке ${application.code}`,
            body: 'Заявка закрыта без сделки.',
            entity: 'application',
            entityId: application.id,
          }),
    });
  }
}
