import type { agentDeal as contract, deal as dealCalls, TCallReply } from '@agrolease/contracts';
import { AGENT_DEAL_PATH } from '@agrolease/contracts/agent-deal';
import type { DbExecutor } from '@agrolease/db';
import { agentDealSteps, DEAL_STAGE_TITLE, isDealStage } from '@agrolease/domain';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import {
  clientAccountWithInn,
  commissionOfDeal,
  commissionsOfDeals,
  contractorsOf,
  toCommission,
} from '../agent/index.ts';
import { type DealDeps, type DealWizardSide, dealWizardFor, shippingCostOf } from '../deal/index.ts';
import { applicationLines } from '../offers/index.ts';
import { dealsOfAgent, findAgentDeal, findAgentDealOfOrder } from './queries.ts';

const DEAL_NOT_FOUND = 'Сделка не найдена';

type AgentDealInput = z.output<typeof contract.ZAgentDealWizardBody>;

/**
 * The agent's side of the deal wizard (decision 0101): the deals of its contractors'
 * applications it brought; the commission step from its accrued commission. The company's feed
 * says the agent answered.
 */
function agentSide(session: SessionRecord): DealWizardSide {
  return {
    load: async (db, id) => {
      const found = await findAgentDeal(db, session.accountId, id);
      if (!found) throw new AppError('NOT_FOUND', DEAL_NOT_FOUND);
      return found.deal;
    },
    steps: async (db, deal, facts) => {
      const accrued = await commissionOfDeal(db, deal.id);
      return agentDealSteps({
        ...facts,
        commission: accrued ? toCommission(accrued).status : null,
      });
    },
    path: AGENT_DEAL_PATH,
    feed: {
      approved: 'Ваш агент согласовал условия. Менеджер готовит договор лизинга.',
      rejected: 'Ваш агент не согласился с условиями. Менеджер свяжется, чтобы их обсудить.',
    },
  };
}

/** CabinetDealAgentWizard: the client's wizard reply on the agent's deal, with what the agent sees besides. */
export async function agentDealWizard(
  deps: DealDeps,
  session: SessionRecord,
  input: AgentDealInput,
): Promise<TCallReply<typeof contract.agentDealWizard>> {
  const { action, ...rest } = input;
  const { reply, deal } = await dealWizardFor(
    deps,
    { ...rest, method: action ?? rest.method },
    agentSide(session),
  );
  const found = await findAgentDeal(deps.db, session.accountId, deal.id);
  if (!found) throw new AppError('NOT_FOUND', DEAL_NOT_FOUND);
  const [accrued, lines] = await Promise.all([
    commissionOfDeal(deps.db, deal.id),
    deal.applicationId === null ? [] : applicationLines(deps.db, deal.applicationId),
  ]);
  const conditions = Object.values(reply.conditions)[0] ?? null;
  return {
    ...reply,
    contractor: { id: found.contractor.id, title: found.contractor.title, inn: found.contractor.inn },
    commission: accrued ? toCommission(accrued) : null,
    CRMProduct: lines.map((line) => ({
      id_crmproduct: line.id,
      choosedCRMPriceID: line.priceLevelId ?? 0,
      quantity: line.quantity,
    })),
    roboFinishConditions: reply.states.isrobo && reply.states.isready ? conditions : null,
    roboOrderSigningDocuments: reply.documents.filter((document) => document.needs_signature),
  };
}

/** getContragens: the agent's contractors, each with the deals its applications brought. */
export async function agentDealContractors(
  db: DbExecutor,
  session: SessionRecord,
): Promise<TCallReply<typeof contract.agentDealContractors>> {
  const [contractors, rows] = await Promise.all([
    contractorsOf(db, session.accountId),
    dealsOfAgent(db, session.accountId),
  ]);
  const accrued = await commissionsOfDeals(
    db,
    rows.map((row) => row.deal.id),
  );
  const items = await Promise.all(
    contractors.map(async (contractor) => ({
      id: contractor.id,
      title: contractor.title,
      inn: contractor.inn,
      city: contractor.city,
      has_account: (await clientAccountWithInn(db, contractor.inn)) !== undefined,
      deals: rows
        .filter((row) => row.contractorId === contractor.id)
        .map(({ deal }) => {
          const commission = accrued.get(deal.id);
          return {
            id: deal.id,
            code: deal.code,
            title: deal.title,
            stage: deal.stage,
            stage_title: isDealStage(deal.stage) ? DEAL_STAGE_TITLE[deal.stage] : deal.stage,
            id_application: deal.applicationId ?? 0,
            commission: commission ? toCommission(commission) : null,
            url: `${AGENT_DEAL_PATH}/${deal.id}`,
          };
        }),
    })),
  );
  return { success: true, step: 1, items };
}

/** GetShippingCost on the agent's deal: the order must belong to a deal the agent brought. */
export async function agentDealShippingCost(
  db: DbExecutor,
  session: SessionRecord,
  orderId: number,
): Promise<TCallReply<typeof dealCalls.getDealShippingCost>> {
  const found = await findAgentDealOfOrder(db, session.accountId, orderId);
  if (!found) throw new AppError('NOT_FOUND', 'Поставка не найдена');
  return shippingCostOf(db, found.order, found.deal, found.application);
}
