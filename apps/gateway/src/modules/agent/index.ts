/**
 * The public face of the agent module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */
export {
  accrueAgentCommission,
  agentOfApplication,
  commissionOfDeal,
  commissionStatusOf,
  commissionsOfDeals,
  payAgentCommission,
  toCommission,
} from './commissions.ts';
export { requireVerifiedContractor } from './contractor-checks.ts';
export { hasOpenInvitation, insertInvitedAccount, invitationLink, recordInvitation } from './invitations.ts';
export { clientAccountWithInn, contractorsOf } from './queries.ts';
export { agentSubscriptions } from './subscriptions.ts';
