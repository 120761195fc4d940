import type { TDealStage } from './deal-stages.ts';

/**
 * The agent's commission (issue 14, docs/decisions/0087 and 0101): a fixed share of the
 * machinery's total of each deal that came from the agent's application, in roubles rounded
 * down. It is accrued `pending` when the deal opens and becomes `earned` when the back office
 * closes the deal; the gateway keeps each accrual as a row (agent_commissions).
 */
export const AGENT_COMMISSION_PERCENT = 1.5;

export const AGENT_COMMISSION_STATUSES = ['pending', 'earned'] as const;
export type TAgentCommissionStatus = (typeof AGENT_COMMISSION_STATUSES)[number];

export const AGENT_COMMISSION_STATUS_TITLE: Record<TAgentCommissionStatus, string> = {
  pending: 'Начислено, выплата после закрытия сделки',
  earned: 'Заработано',
};

export function agentCommissionOf(productsSum: number, percent: number = AGENT_COMMISSION_PERCENT): number {
  return Math.floor((Math.max(0, productsSum) * percent) / 100);
}

/** The status a deal's commission has at a stage: earned once the deal is closed. */
export function agentCommissionStatusAt(stage: TDealStage | string): TAgentCommissionStatus {
  return stage === 'closed' ? 'earned' : 'pending';
}

export interface AgentCommissionTotals {
  earned: number;
  pending: number;
}

/** The agent's accruals summed by status (the dashboard's earned and pending). */
export function agentCommissionTotals(
  rows: readonly { status: TAgentCommissionStatus | string; amount: number }[],
): AgentCommissionTotals {
  const total: AgentCommissionTotals = { earned: 0, pending: 0 };
  for (const row of rows) {
    if (row.status === 'earned') total.earned += row.amount;
    else total.pending += row.amount;
  }
  return total;
}
