import type { DbExecutor } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { reoRequestCode } from '@agrolease/domain';
import { and, eq } from 'drizzle-orm';
import type { DomainEventMap, DomainEvents } from '../../events/domain-events.ts';
import { postToFeed } from '../cabinet-feed/index.ts';

const { reoApplications, reoContractors } = schema;

/**
 * A manager approved or refused a lease application: each fund with a support request of it still
 * waiting learns it in the decision's transaction (decision 0183), since the support is for that
 * lease. The fund decides the request itself: a refused lease does not cancel it for the fund.
 */
async function onApplicationDecided(
  tx: DbExecutor,
  { application, decision, comment }: DomainEventMap['application.decided'],
): Promise<void> {
  if (decision === 'documents') return;
  const waiting = await tx
    .select({
      id: reoApplications.id,
      fundId: reoApplications.partnerAccountId,
      program: reoApplications.program,
      supportSum: reoApplications.supportSum,
      farm: reoContractors.title,
    })
    .from(reoApplications)
    .innerJoin(reoContractors, eq(reoContractors.id, reoApplications.contractorId))
    .where(and(eq(reoApplications.applicationId, application.id), eq(reoApplications.status, 'wait')));
  for (const request of waiting) {
    const code = reoRequestCode(request.id);
    const asked = `${request.program}, ${request.supportSum.toLocaleString('ru-RU')} ₽`;
    await postToFeed(tx, request.fundId, {
      ...(decision === 'approve'
        ? {
            title: `Агролизинг одобрил лизинг по запросу ${code}`,
            body: `${request.farm}: заявка на лизинг ${application.code} одобрена. Запрос поддержки (${asked}) ждёт вашего решения.`,
          }
        : {
            title: `Агролизинг отказал в лизинге по запросу ${code}`,
            body: `${request.farm}: заявка на лизинг ${application.code} отклонена. Причина: ${comment} Учтите это, решая запрос поддержки (${asked}).`,
          }),
      entity: 'reo_application',
      entityId: request.id,
      kind: 'support',
    });
  }
}

/** What the fund's cabinet reacts to in other modules (decision 0178). */
export function reoSubscriptions(events: DomainEvents): void {
  events.subscribe('application.decided', onApplicationDecided);
}
