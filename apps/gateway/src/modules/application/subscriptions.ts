import { type DbExecutor, schema } from '@agrolease/db';
import { eq } from 'drizzle-orm';
import type { DomainEventMap, DomainEvents } from '../../events/domain-events.ts';
import { postToFeed } from '../cabinet-feed/index.ts';

const { applications } = schema;

/**
 * A fund decided a support request asked for one of our lease applications: its farm learns it in
 * the decision's transaction (decisions 0174, 0183), linked to the application where the fund's
 * part shows. The application is this module's, so the fund's module publishes and this one tells.
 * A request of the fund's own contractor, for no lease application here, has no farm to tell.
 */
async function onFundRequestDecided(
  tx: DbExecutor,
  { request, fundTitle, decision, comment }: DomainEventMap['fund.request-decided'],
): Promise<void> {
  if (request.applicationId === null) return;
  const [lease] = await tx
    .select({ code: applications.code, accountId: applications.accountId })
    .from(applications)
    .where(eq(applications.id, request.applicationId))
    .limit(1);
  if (!lease) return;
  const sum = `${request.supportSum.toLocaleString('ru-RU')} ₽`;
  await postToFeed(tx, lease.accountId, {
    title:
      decision === 'approve'
        ? `${fundTitle} одобрил запрос поддержки ${request.code}`
        : `${fundTitle} отклонил запрос поддержки ${request.code}`,
    body: [
      `${request.program}: ${sum} по заявке ${lease.code ?? ''}.`,
      comment ? ` Комментарий фонда: ${comment}` : '',
    ].join(''),
    entity: 'application',
    entityId: request.applicationId,
    kind: 'support',
  });
}

/** What the application module reacts to in other modules (decision 0178). */
export function applicationSubscriptions(events: DomainEvents): void {
  events.subscribe('fund.request-decided', onFundRequestDecided);
}
