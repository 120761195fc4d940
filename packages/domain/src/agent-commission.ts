import type { TDealStage } from './deal-stages.ts';

/**
 * The agent's commission (issue 14, docs/decisions/0087 and 0101): a fixed share of the
 * machinery's total of each deal that came from the agent's application, in roubles rounded
 * down. It is accrued `pending` when the deal opens and becomes `earned` when the back office
 * closes the deal; the gateway keeps each accrual as a row (agent_commissions).
 */
export const AGENT_COMMISSION_PERCENT = 1.5;

export const AGENT_COMMISSION_STATUSES = ['pending', 'earned', 'paid'] as const;
export type TAgentCommissionStatus = (typeof AGENT_COMMISSION_STATUSES)[number];

export const AGENT_COMMISSION_STATUS_TITLE: Record<TAgentCommissionStatus, string> = {
  pending: 'Начислено, выплата после закрытия сделки',
  earned: 'Заработано',
  paid: 'Выплачено',
};

export function agentCommissionOf(productsSum: number, percent: number = AGENT_COMMISSION_PERCENT): number {
  return Math.floor((Math.max(0, productsSum) * percent) / 100);
}

/** The status a deal's commission has at a stage: earned once the deal is closed. */
export function agentCommissionStatusAt(stage: TDealStage | string): TAgentCommissionStatus {
  return stage === 'closed' ? 'earned' : 'pending';
}

export interface AgentCommissionTotals {
  /** Earned in all: the closed deals' commission, paid or not. */
  earned: number;
  pending: number;
  /** Of the earned, what the company has paid out (decision 0108). */
  paid: number;
}

/** The agent's accruals summed by status (the dashboard's earned and pending). */
export function agentCommissionTotals(
  rows: readonly { status: TAgentCommissionStatus | string; amount: number }[],
): AgentCommissionTotals {
  const total: AgentCommissionTotals = { earned: 0, pending: 0, paid: 0 };
  for (const row of rows) {
    if (row.status === 'paid') {
      total.earned += row.amount;
      total.paid += row.amount;
    } else if (row.status === 'earned') total.earned += row.amount;
    else total.pending += row.amount;
  }
  return total;
}

/**
 * Whether the manager may record the payout of a commission (decision 0108): only an earned one
 * (the deal closed) that is not paid yet; the payment's date is neither before the commission
 * was earned nor in the future.
 */
export function agentCommissionPayoutError(
  commission: { status: string; earnedOn: string | null },
  paidOn: string,
  today: string,
): string | null {
  if (commission.status === 'paid') return 'Вознаграждение уже выплачено';
  if (commission.status !== 'earned') return 'Вознаграждение выплачивается после закрытия сделки';
  if (paidOn > today) return 'Дата выплаты не может быть в будущем';
  if (commission.earnedOn && paidOn < commission.earnedOn) {
    return 'Дата выплаты раньше закрытия сделки';
  }
  return null;
}
