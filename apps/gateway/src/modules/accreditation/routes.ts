import { accreditation as contract, withInputRules, zId } from '@agrolease/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.ts';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { requireRole } from '../../http/session.ts';
import { ACCREDITATIONS_EXPORT } from './list-exports.ts';
import { accreditationCard, accreditationQueue, decideAccreditation } from './review.ts';
import {
  accreditationDocuments,
  accreditationWizard,
  addAccreditationDocument,
  restartAccreditation,
} from './service.ts';
import { checkAccreditationSign, sendAccreditationCode } from './signing.ts';

const requireSupplier = (request: FastifyRequest) => requireRole(request, ['supplier']);
const requireManager = (request: FastifyRequest) => requireRole(request, ['manager']);

/** Supplier accreditation and its review (docs/decisions/0083). */
export async function accreditationRoutes(app: FastifyInstance): Promise<void> {
  const deps = {
    db: app.db,
    adapters: app.adapters,
    files: app.adapters.files,
    sms: app.adapters.sms,
    certificates: app.adapters.certificates,
    clock: app.adapters.clock,
  };

  registerCall(app, contract.accreditationWizard, async (input, request) => {
    const session = await requireSupplier(request);
    const { step, id_object, submit, ...values } = input;
    return accreditationWizard(deps, session, { step, id_object, submit, values });
  });
  registerCall(app, contract.accreditationRestart, async (input, request) =>
    restartAccreditation(deps, await requireSupplier(request), input.id_object),
  );
  registerCall(app, contract.accreditationDocuments, async (input, request) =>
    accreditationDocuments(deps, await requireSupplier(request), input.id_object),
  );
  // A GET as the spec has it; it changes the package, so the cross-site guard covers it
  // (decisions 0079, 0100). Hand-registered for its {id} in the path.
  app.withTypeProvider<ZodTypeProvider>().get(
    contract.ACCREDITATION_DOCUMENTS_ADD_PATH,
    {
      config: { changesState: true },
      schema: {
        summary: "Attaches an uploaded file (id_File from SetFile) as the package's document {id}",
        tags: ['accreditation'],
        params: z.object({ id: zId('Неверный документ пакета') }),
        querystring: withInputRules(contract.ZAccreditationDocumentsAddInput),
        response: { 200: contract.ZAccreditationPackage },
      },
    },
    async (request) =>
      addAccreditationDocument(deps, await requireSupplier(request), {
        id: request.params.id,
        ...request.query,
      }),
  );
  registerCall(app, contract.accreditationSign, async (input, request) =>
    sendAccreditationCode(deps, await requireSupplier(request), input.id_object, callerOf(request)),
  );
  registerCall(app, contract.accreditationSignCheck, async (input, request) =>
    checkAccreditationSign(deps, await requireSupplier(request), input, callerOf(request)),
  );

  registerListWithExport(
    app,
    contract.backofficeAccreditations,
    ACCREDITATIONS_EXPORT,
    async (input, request) => {
      await requireManager(request);
      return accreditationQueue(deps, input);
    },
  );
  registerCall(app, contract.backofficeAccreditation, async (input, request) => {
    await requireManager(request);
    return accreditationCard(deps, input.id_object);
  });
  registerCall(app, contract.backofficeAccreditationDecide, async (input, request) => {
    await requireManager(request);
    return decideAccreditation(deps, input);
  });
}
