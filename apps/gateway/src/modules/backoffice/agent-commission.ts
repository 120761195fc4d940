import type { backoffice } from '@agrolease/contracts';
import { type DbExecutor, schema } from '@agrolease/db';
import {
  AGENT_COMMISSION_STATUS_TITLE,
  agentCommissionPayoutError,
  formatRoubles,
  moscowIsoDay,
} from '@agrolease/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { commissionOfDeal, commissionStatusOf, payAgentCommission } from '../agent/index.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { type BackofficeDeps, dealCard } from './service.ts';

/** The agent's commission on a deal as the back office deal card shows it (decision 0108). */
export async function agentCommissionOfDeal(
  db: DbExecutor,
  dealId: number,
): Promise<backoffice.TDealCard['agent_commission']> {
  const row = await commissionOfDeal(db, dealId);
  if (!row) return null;
  const [agent] = await db
    .select({ title: schema.accounts.companyTitle, inn: schema.accounts.inn })
    .from(schema.accounts)
    .where(eq(schema.accounts.id, row.agentAccountId))
    .limit(1);
  const status = commissionStatusOf(row);
  return {
    agent: agent ?? { title: '', inn: '' },
    base: row.base,
    percent: row.percent,
    amount: row.amount,
    status,
    status_title: AGENT_COMMISSION_STATUS_TITLE[status],
    paid_on: row.paidOn,
    payment_order: row.paymentOrder,
  };
}

function payoutError(message: string, prop = 'paid_on'): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

/**
 * Backoffice/Deal/AgentCommissionPaid: the manager records that the agent's earned commission
 * was paid (the day and the payment order). A deal without an agent's commission is 404; a
 * commission not earned yet or already paid is 409; a day in the future or before the deal
 * closed is 400. The agent's feed says so, in the same transaction.
 */
export async function markAgentCommissionPaid(
  deps: BackofficeDeps,
  input: { id_object: number; paid_on: string; payment_order: string },
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await commissionOfDeal(tx, input.id_object);
    if (!row) throw new AppError('NOT_FOUND', 'У сделки нет вознаграждения агента');
    if (Number.isNaN(Date.parse(`${input.paid_on}T00:00:00Z`))) throw payoutError('Неверная дата выплаты');
    const refused = agentCommissionPayoutError(
      { status: row.status, earnedOn: row.earnedAt ? (moscowIsoDay(row.earnedAt) ?? null) : null },
      input.paid_on,
      moscowIsoDay(now) ?? input.paid_on,
    );
    if (refused && row.status !== 'earned') throw new AppError('CONFLICT', refused);
    if (refused) throw payoutError(refused);
    const paid = await payAgentCommission(
      tx,
      row.dealId,
      { paidOn: input.paid_on, paymentOrder: input.payment_order },
      now,
    );
    if (!paid) throw new AppError('CONFLICT', 'Вознаграждение уже выплачено');
    const [deal] = await tx
      .select({ code: schema.deals.code })
      .from(schema.deals)
      .where(eq(schema.deals.id, row.dealId));
    await postToFeed(tx, row.agentAccountId, {
      title: `Вознаграждение по сделке ${deal?.code ?? ''} выплачено`,
      body: `${formatRoubles(row.amount)} перечислено платёжным поручением № ${input.payment_order}. Акт об оказании услуг — на странице заявки.`,
      entity: 'deal',
      entityId: row.dealId,
    });
  });
  return { success: true as const, card: await dealCard(deps, input.id_object) };
}
