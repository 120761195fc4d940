import type { DbExecutor } from '@agrolease/db';
import { type DealFacts, type DealSteps, dealSteps } from '@agrolease/domain';
import type { SessionRecord } from '../../http/session.ts';
import { memoryOf, ownDeal } from './deal-memory.ts';
import type { DealRow } from './queries.ts';

/**
 * Who works the wizard: the client on its own deal, or the agent on a deal its application
 * brought (docs/decisions/0101). Everything else — conditions, actions, documents — is shared.
 */
export interface DealWizardSide {
  /** The deal the caller may act on; 404 otherwise. */
  load(db: DbExecutor, id: number): Promise<DealRow>;
  /** The states, step and step flags from what the gateway knows of the deal. */
  steps(db: DbExecutor, deal: DealRow, facts: Omit<DealFacts, 'commissionDue'>): Promise<DealSteps>;
  /** The wizard page of the deal. */
  path: string;
  /** The company's feed when the conditions are answered. */
  feed: { approved: string; rejected: string };
}

/** The client's side: its own deals; the commission step only when the deal says so. */
export function clientDealSide(session: SessionRecord): DealWizardSide {
  return {
    load: (db, id) => ownDeal(db, session, id),
    steps: async (_db, deal, facts) =>
      dealSteps({ ...facts, commissionDue: memoryOf(deal).isCommission === true }),
    path: '/cabinet/v2/client/deals',
    feed: {
      approved: 'Вы согласовали условия. Менеджер готовит договор лизинга.',
      rejected: 'Вы не согласились с условиями. Менеджер свяжется с вами, чтобы их обсудить.',
    },
  };
}
