import { backoffice } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { requireRole } from '../../http/session.ts';
import { setAgentDealConditions } from '../agent-deal/index.ts';
import { markAgentCommissionPaid } from './agent-commission.ts';
import { APPLICATION_QUEUE_EXPORT, DEAL_LIST_EXPORT } from './list-exports.ts';
import { queueCounts } from './queue-counts.ts';
import {
  applicationCard,
  applicationQueue,
  dealCard,
  dealList,
  decideApplication,
  moveDeal,
} from './service.ts';

const MANAGERS = ['manager'] as const;

/** The company's side of applications and deals (decision 0064): managers only. */
export async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, clock: app.adapters.clock, files: app.adapters.files, events: app.events };
  // The manager's side of an agent's deal: robotic or manual conditions (decision 0113), the
  // agent-deal module's use case answered with the back office's deal card (decision 0181).
  registerCall(app, backoffice.agentDealConditions, async (input, request) => {
    const manager = await requireRole(request, MANAGERS);
    await setAgentDealConditions(deps, manager, input);
    return { success: true as const, card: await dealCard(deps, input.id_object) };
  });
  registerCall(app, backoffice.queueCounts, async (_input, request) => {
    await requireRole(request, MANAGERS);
    return queueCounts(app.db);
  });
  registerListWithExport(
    app,
    backoffice.applicationQueue,
    APPLICATION_QUEUE_EXPORT,
    async (input, request) => {
      await requireRole(request, MANAGERS);
      return applicationQueue(deps, input);
    },
  );
  registerCall(app, backoffice.applicationCard, async (input, request) => {
    await requireRole(request, MANAGERS);
    return { success: true as const, application: await applicationCard(deps, input.id_object) };
  });
  registerCall(app, backoffice.requestDocuments, async (input, request) => {
    await requireRole(request, MANAGERS);
    return decideApplication(deps, input.id_object, { kind: 'documents', comment: input.comment });
  });
  registerCall(app, backoffice.approveApplication, async (input, request) => {
    await requireRole(request, MANAGERS);
    return decideApplication(deps, input.id_object, { kind: 'approve', ...input });
  });
  registerCall(app, backoffice.rejectApplication, async (input, request) => {
    await requireRole(request, MANAGERS);
    return decideApplication(deps, input.id_object, { kind: 'reject', reason: input.reason });
  });
  registerListWithExport(app, backoffice.dealList, DEAL_LIST_EXPORT, async (input, request) => {
    await requireRole(request, MANAGERS);
    return dealList(deps, input);
  });
  registerCall(app, backoffice.dealCard, async (input, request) => {
    await requireRole(request, MANAGERS);
    return { success: true as const, card: await dealCard(deps, input.id_object) };
  });
  registerCall(app, backoffice.dealNextStage, async (input, request) => {
    await requireRole(request, MANAGERS);
    return moveDeal(deps, input);
  });
  registerCall(app, backoffice.agentCommissionPaid, async (input, request) => {
    await requireRole(request, MANAGERS);
    return markAgentCommissionPaid(deps, input);
  });
}
