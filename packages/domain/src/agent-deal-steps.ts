import type { TAgentCommissionStatus } from './agent-commission.ts';
import { type DealFacts, type DealSteps, dealSteps } from './deal-wizard-flags.ts';

/** What the gateway knows of a deal an agent brought (docs/decisions/0101). */
export interface AgentDealFacts extends Omit<DealFacts, 'commissionDue'> {
  /** The agent's commission accrued on the deal (agent_commissions), or null. */
  commission: TAgentCommissionStatus | null;
}

/**
 * The agent deal wizard's states, step and step flags (spec 1 §3 "Agent deal wizard", §4 "Deal
 * wizard step flags"): the client's rules (dealSteps), with isCommission the agent's own — the
 * commission step stands between the agreed conditions and the contract, while the agent's
 * commission is accrued and the manager prepares the contract.
 */
export function agentDealSteps(facts: AgentDealFacts): DealSteps {
  const { commission, ...rest } = facts;
  const agreed = facts.conditionsApproved || facts.stage !== 'conditions';
  return dealSteps({ ...rest, commissionDue: commission !== null && agreed && !facts.contract });
}

/** The agent wizard's first step lists the agent's contractors (getContragens). */
export const AGENT_DEAL_CONTRACTOR_STEP = 1;
