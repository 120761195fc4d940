import { reo as contract } from '@agrolease/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { requireRole } from '../../http/session.ts';
import { forwardToFund, managerSupport } from './forward.ts';
import { BACKOFFICE_REO_EXPORT, REO_APPLICATIONS_EXPORT, REO_CONTRACTORS_EXPORT } from './list-exports.ts';
import {
  addContractor,
  clientSupport,
  decide,
  listApplications,
  listContractors,
  managerDecisions,
  reoDashboard,
  requestSupport,
  setDeleted,
  showApplication,
} from './service.ts';

const requireManager = (request: FastifyRequest) => requireRole(request, ['manager']);
const requireClient = (request: FastifyRequest) => requireRole(request, ['client']);
const requirePartner = (request: FastifyRequest) => requireRole(request, ['ppk-reo']);

/** The regional fund partner's cabinet (issue 14, docs/decisions/0088): ppk-reo only, another partner's object 404. */
export async function reoRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, events: app.events };
  registerCall(app, contract.reoDashboard, async (_input, request) =>
    reoDashboard(deps, await requirePartner(request)),
  );
  registerListWithExport(app, contract.reoContractors, REO_CONTRACTORS_EXPORT, async (input, request) =>
    listContractors(deps, await requirePartner(request), input.is_deleted === '1', input.page),
  );
  registerCall(app, contract.reoContractorAdd, async (input, request) =>
    addContractor(deps, await requirePartner(request), input),
  );
  registerCall(app, contract.reoContractorSetDeleted, async (input, request) =>
    setDeleted(deps, await requirePartner(request), input.id, input.is_deleted === '1'),
  );
  registerListWithExport(app, contract.reoApplications, REO_APPLICATIONS_EXPORT, async (input, request) =>
    listApplications(deps, await requirePartner(request), input.status, input.page),
  );
  registerCall(app, contract.reoApplication, async (input, request) =>
    showApplication(deps, await requirePartner(request), input.id),
  );
  registerCall(app, contract.reoApplicationDecide, async (input, request) =>
    decide(deps, await requirePartner(request), input),
  );
  registerCall(app, contract.cabinetReoSupport, async (input, request) =>
    clientSupport(deps, await requireClient(request), input.id_object),
  );
  registerCall(app, contract.cabinetReoSupportCreate, async (input, request) =>
    requestSupport(deps, await requireClient(request), input),
  );
  registerListWithExport(
    app,
    contract.backofficeReoApplications,
    BACKOFFICE_REO_EXPORT,
    async (input, request) => {
      await requireManager(request);
      return managerDecisions(deps, input);
    },
  );
  registerCall(app, contract.backofficeReoSupport, async (input, request) => {
    await requireManager(request);
    return managerSupport(deps, input.id_object);
  });
  registerCall(app, contract.backofficeReoForward, async (input, request) =>
    forwardToFund(deps, await requireManager(request), input),
  );
}
