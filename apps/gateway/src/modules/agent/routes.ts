import { agent as contract } from '@agrolease/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireRole } from '../../http/session.ts';
import {
  addContractor,
  agentDashboard,
  createApplication,
  listApplications,
  listContractors,
  showApplication,
  showContractor,
} from './service.ts';

const requireAgent = (request: FastifyRequest) => requireRole(request, ['agent']);

/** The agent's cabinet (issue 14, docs/decisions/0087): agents only, another agent's object 404. */
export async function agentRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, adapters: app.adapters };
  registerCall(app, contract.agentDashboard, async (_input, request) =>
    agentDashboard(deps, await requireAgent(request)),
  );
  registerCall(app, contract.agentContractors, async (_input, request) =>
    listContractors(deps, await requireAgent(request)),
  );
  registerCall(app, contract.agentContractorAdd, async (input, request) =>
    addContractor(deps, await requireAgent(request), input.inn),
  );
  registerCall(app, contract.agentContractor, async (input, request) =>
    showContractor(deps, await requireAgent(request), input.id),
  );
  registerCall(app, contract.agentApplications, async (input, request) =>
    listApplications(deps, await requireAgent(request), input.id_contractor),
  );
  registerCall(app, contract.agentApplication, async (input, request) =>
    showApplication(deps, await requireAgent(request), input.id),
  );
  registerCall(app, contract.agentApplicationCreate, async (input, request) =>
    createApplication(deps, await requireAgent(request), input.id_contractor),
  );
}
