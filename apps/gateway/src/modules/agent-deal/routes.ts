import { agentDeal } from '@agrolease/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { requireRole } from '../../http/session.ts';
import { AGENT_DEALS_EXPORT } from './list-exports.ts';
import { agentDealContractors, agentDealShippingCost, agentDealWizard } from './service.ts';

const requireAgent = (request: FastifyRequest) => requireRole(request, ['agent']);

/** The agent deal wizard (CabinetDealAgentWizard, decision 0101): agents only, another agent's deal 404. */
export async function agentDealRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, clock: app.adapters.clock };
  registerCall(app, agentDeal.agentDealWizard, async (input, request) =>
    agentDealWizard(deps, await requireAgent(request), input),
  );
  registerListWithExport(app, agentDeal.agentDealContractors, AGENT_DEALS_EXPORT, async (_input, request) =>
    agentDealContractors(app.db, await requireAgent(request)),
  );
  registerCall(app, agentDeal.agentDealShippingCost, async (input, request) =>
    agentDealShippingCost(app.db, await requireAgent(request), input.id_shipping),
  );
}
