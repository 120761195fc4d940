import { companyProof as contract } from '@agrolease/contracts';
import { MCHD_MAX_BYTES } from '@agrolease/domain/machine-readable-attorney';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { multipartValues, parseFields } from '../../http/parse-fields.ts';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { requireRole, requireSession } from '../../http/session.ts';
import { inviteColleague } from './invite-colleague.ts';
import { COMPANY_PROOFS_EXPORT } from './list-exports.ts';
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
  // Form-encoded or JSON for the head; multipart with the МЧД and its signature for a representative.
  const certificateCall = contract.companyProofCertificate;
  app.withTypeProvider<ZodTypeProvider>().post(
    certificateCall.path,
    {
      schema: {
        summary: certificateCall.summary,
        tags: [certificateCall.group],
        consumes: ['application/x-www-form-urlencoded', 'application/json', 'multipart/form-data'],
        response: { 200: certificateCall.reply },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      if (!request.isMultipart()) {
        const input = parseFields(contract.ZCompanyProofCertificateBody, request.body);
        return proveByCertificate(deps, session, input, callerOf(request));
      }
      const form = await readMultipartForm(request, { limitBytes: MCHD_MAX_BYTES, maxFiles: 2 });
      const part = (field: string) => form.files.find((file) => file.field === field);
      const { xml, sig } = contract.COMPANY_PROOF_ATTORNEY_PARTS;
      return proveByCertificate(
        deps,
        session,
        {
          ...parseFields(contract.ZCompanyProofCertificateBody, multipartValues(form)),
          attorney: { xml: part(xml), sig: part(sig) },
        },
        callerOf(request),
      );
    },
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
  registerListWithExport(
    app,
    contract.backofficeCompanyProofs,
    COMPANY_PROOFS_EXPORT,
    async (input, request) => {
      await requireManager(request);
      return proofQueue(deps, input);
    },
  );
  registerCall(app, contract.backofficeCompanyProof, async (input, request) => {
    await requireManager(request);
    return showProof(deps, input.id_object);
  });
  registerCall(app, contract.backofficeCompanyProofDecide, async (input, request) =>
    decideProof(deps, await requireManager(request), input, callerOf(request)),
  );
}
