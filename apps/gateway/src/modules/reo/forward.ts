import type { reo as contract, TCallReply } from '@agrolease/contracts';
import { reoForwardProblems, reoRequestCode } from '@agrolease/domain';
import type { SessionRecord } from '../../http/session.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import {
  fundOf,
  leaseBasis,
  type ReoDeps,
  storedDecision,
  storeSupportRequest,
  supportOf,
  throwProblems,
} from './service.ts';

/**
 * Backoffice/ReoSupport: what the funds decided about one lease application and, while it may
 * be forwarded, the funds, the measures and the most to ask (decision 0114). Any farm's
 * application (managers see them all); an unknown one 404.
 */
export async function managerSupport(
  deps: ReoDeps,
  applicationId: number,
): Promise<TCallReply<typeof contract.backofficeReoSupport>> {
  return supportOf(deps, await leaseBasis(deps, 'any', applicationId));
}

/**
 * Backoffice/ReoApplications/Forward: the manager forwards a farm's lease application to a
 * regional fund with a note. The fund finds it waiting, marked as forwarded by the company, and
 * decides it as any other; the fund and the farm are told in their feeds.
 */
export async function forwardToFund(
  deps: ReoDeps,
  session: SessionRecord,
  input: contract.TReoSupportRequest,
): Promise<TCallReply<typeof contract.backofficeReoForward>> {
  const basis = await leaseBasis(deps, 'any', input.id_object);
  const fund = await fundOf(deps, input.id_fund);
  throwProblems(
    reoForwardProblems({
      applicationStatus: basis.status,
      waiting: basis.waiting,
      measure: input.program,
      supportSum: input.support_sum,
      leaseSum: basis.leaseSum,
      comment: input.comment,
    }),
  );
  const manager = session.account.personName || 'Менеджер АО «Агролизинг»';
  const id = await deps.db.transaction(async (tx) => {
    const requestId = await storeSupportRequest(tx, { basis, fund, input, forwardedBy: manager });
    const code = reoRequestCode(requestId);
    const sum = input.support_sum.toLocaleString('ru-RU');
    await postToFeed(tx, fund.id, {
      title: `Агролизинг передал запрос поддержки ${code}`,
      body: `${basis.farm.title} (ИНН ${basis.farm.inn}): ${input.program}, ${sum} ₽ по заявке ${basis.code ?? ''}. Комментарий менеджера: ${input.comment.trim()}`,
      entity: 'reo_application',
      entityId: requestId,
    });
    await postToFeed(tx, basis.accountId, {
      title: `Менеджер передал заявку ${basis.code ?? ''} в ${fund.title}`,
      body: `Запрос поддержки ${code}: ${input.program}, ${sum} ₽. Решение фонда появится в заявке.`,
      entity: 'application',
      entityId: basis.id,
    });
    return requestId;
  });
  return { success: true, item: await storedDecision(deps, basis.id, id) };
}
