import type { TDealStage } from './deal-stages.ts';

/**
 * The agent's commission (issue 14, docs/decisions/0087): a fixed share of the machinery's total
 * of each deal that came from the agent's application. It is earned when the deal closes and
 * pending while the deal is on its way; a deal is counted once, in roubles rounded down.
 */
export const AGENT_COMMISSION_PERCENT = 1.5;

export function agentCommissionOf(productsSum: number): number {
  return Math.floor((Math.max(0, productsSum) * AGENT_COMMISSION_PERCENT) / 100);
}

export interface AgentCommission {
  earned: number;
  pending: number;
  closedDeals: number;
  openDeals: number;
}

export function agentCommission(
  deals: readonly { stage: TDealStage | string; productsSum: number }[],
): AgentCommission {
  const total: AgentCommission = { earned: 0, pending: 0, closedDeals: 0, openDeals: 0 };
  for (const deal of deals) {
    const amount = agentCommissionOf(deal.productsSum);
    if (deal.stage === 'closed') {
      total.earned += amount;
      total.closedDeals += 1;
    } else {
      total.pending += amount;
      total.openDeals += 1;
    }
  }
  return total;
}
