import { attorney, PARTNER_ROLES } from '@agrolease/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.ts';
import { type MultipartForm, readMultipartForm } from '../../http/multipart-form.ts';
import { multipartValues, parseFields } from '../../http/parse-fields.ts';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { requireRole } from '../../http/session.ts';
import { ATTORNEYS_EXPORT } from './list-exports.ts';
import { decideAttorney, listReviewedAttorneys } from './review.ts';
import {
  activateAttorney,
  attachScanIds,
  ownAttorney,
  revokeAttorney,
  saveAttorneyDetails,
  toAttorney,
} from './service.ts';
import { ATTORNEY_FILE_LIMIT_BYTES, attorneyWizard, supplyAttorneyWizard } from './wizards.ts';

/** The caller's address and device, for the security log. */

/** Who keeps attorneys: the accounts that sign in the cabinet (a manager has none here). */
/** Who signs (the signing core's SIGNING_ROLES, the partner roles). */
const requireSigner = (request: FastifyRequest) => requireRole(request, PARTNER_ROLES);

/** The body as fields and files: JSON or form-encoded, or multipart with the files of step 2. */
async function readBody(request: FastifyRequest) {
  if (!request.isMultipart()) return { raw: (request.body ?? {}) as Record<string, unknown>, uploads: [] };
  const form: MultipartForm = await readMultipartForm(request, {
    limitBytes: ATTORNEY_FILE_LIMIT_BYTES,
    maxFiles: 10,
  });
  return { raw: multipartValues(form) as Record<string, unknown>, uploads: form.files };
}

/** Powers of attorney of contact persons (issue 15, docs/decisions/0099). */
export async function attorneyRoutes(app: FastifyInstance): Promise<void> {
  const deps = {
    db: app.db,
    files: app.adapters.files,
    certificates: app.adapters.certificates,
    adapters: app.adapters,
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const consumes = ['application/x-www-form-urlencoded', 'application/json', 'multipart/form-data'];

  typed.post(
    attorney.cabinetAttorneyWizard.path,
    {
      schema: {
        summary: attorney.cabinetAttorneyWizard.summary,
        tags: ['attorney'],
        consumes,
        response: { 200: attorney.ZAttorneyWizardReply },
      },
    },
    async (request) => {
      const session = await requireSigner(request);
      const { raw, uploads } = await readBody(request);
      const input = parseFields(attorney.ZAttorneyWizardInput, raw);
      return attorneyWizard(deps, session, { ...input, uploads, caller: callerOf(request) });
    },
  );

  typed.post(
    attorney.cabinetSupplyAttorneyCreateWizard.path,
    {
      schema: {
        summary: attorney.cabinetSupplyAttorneyCreateWizard.summary,
        tags: ['attorney'],
        consumes,
        response: { 200: attorney.cabinetSupplyAttorneyCreateWizard.reply },
      },
    },
    async (request) => {
      const session = await requireSigner(request);
      const { raw, uploads } = await readBody(request);
      const input = parseFields(attorney.ZSupplyAttorneyInput, raw);
      return supplyAttorneyWizard(deps, session, { ...input, uploads, caller: callerOf(request) });
    },
  );

  registerCall(app, attorney.cabinetSetAttorneyV2, async (input, request) => {
    const session = await requireSigner(request);
    const { id_object: idObject, id_file: idFile, ...details } = input;
    let row = idObject ? await ownAttorney(deps, session, idObject) : undefined;
    if (!row || Object.values(details).some((value) => value !== undefined)) {
      row = await saveAttorneyDetails(deps, session, row, details);
    }
    const files = idFile === undefined ? [] : Array.isArray(idFile) ? idFile : [idFile];
    if (files.length > 0) row = await attachScanIds(deps, session, row, files);
    row = await activateAttorney(deps, session, row, callerOf(request));
    return {
      success: true as const,
      attorney: await toAttorney(deps, row),
      message:
        row.status === 'pending'
          ? `Доверенность ${row.number} сохранена и передана на проверку менеджеру`
          : `Доверенность ${row.number} сохранена`,
    };
  });

  registerCall(app, attorney.cabinetRevokeAttorney, async (input, request) =>
    revokeAttorney(deps, await requireSigner(request), input.id_contact, callerOf(request)),
  );

  // The back office's review of paper attorneys (decision 0155).
  registerListWithExport(app, attorney.backofficeAttorneys, ATTORNEYS_EXPORT, async (input, request) => {
    await requireRole(request, ['manager']);
    return listReviewedAttorneys(deps, input);
  });
  registerCall(app, attorney.backofficeAttorneyDecide, async (input, request) =>
    decideAttorney(deps, await requireRole(request, ['manager']), input),
  );
}
