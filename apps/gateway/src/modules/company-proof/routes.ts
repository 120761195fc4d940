import { companyProof as contract } from '@agrolease/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../../http/caller.ts';
import { registerCall } from '../../http/register-call.ts';
import { requireRole, requireSession } from '../../http/session.ts';
import { inviteColleague } from './invite-colleague.ts';
import {
  companyProofState,
  decideProof,
  proofQueue,
  proveByCertificate,
  showProof,
  submitProofDocuments,
} from './service.ts';

const requireManager = (request: FastifyRequest) => requireRole(request, ['manager']);

/** Company proof (issue 35, docs/decisions/0156): the account's side and the back office's queue. */
export async function companyProofRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, adapters: app.adapters };
  registerCall(app, contract.companyProof, async (_input, request) => {
    const session = await requireSession(request);
    return companyProofState(app.db, session.account);
  });
  registerCall(app, contract.companyProofCertificate, async (input, request) =>
    proveByCertificate(deps, await requireSession(request), input, callerOf(request)),
  );
  registerCall(app, contract.companyProofDocuments, async (input, request) =>
    submitProofDocuments(deps, await requireSession(request), input, callerOf(request)),
  );
  registerCall(app, contract.companyProofInvite, async (input, request) =>
    inviteColleague(
      { ...deps, siteAddress: app.siteAddress },
      await requireSession(request),
      input,
      callerOf(request),
    ),
  );
  registerCall(app, contract.backofficeCompanyProofs, async (input, request) => {
    await requireManager(request);
    return proofQueue(deps, input);
  });
  registerCall(app, contract.backofficeCompanyProof, async (input, request) => {
    await requireManager(request);
    return showProof(deps, input.id_object);
  });
  registerCall(app, contract.backofficeCompanyProofDecide, async (input, request) =>
    decideProof(deps, await requireManager(request), input, callerOf(request)),
  );
}
