/**
 * The public face of the agent-deal module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export { agentConditionsOfDeal, setAgentDealConditions } from './manual-conditions.ts';
