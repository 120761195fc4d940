import { subleasing } from '@agrolease/contracts';
import { CABINET_FILE_LIMIT_BYTES, type TSubleasingKind } from '@agrolease/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readMultipartForm } from '../../http/multipart-form.ts';
import { multipartValues, parseFields } from '../../http/parse-fields.ts';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { requireRole } from '../../http/session.ts';
import { SUBLEASING_REQUESTS_EXPORT } from './list-exports.ts';
import { backofficeSubleasing, decideSubleasing, subleasingWizard } from './service.ts';

const requireClient = (request: FastifyRequest) => requireRole(request, ['client']);

/**
 * The three subleasing wizards (spec 1 §4; docs/decisions/0065): form fields, or multipart
 * at the step that takes the contract file; plus the manager's decision.
 */
export async function subleasingRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, adapters: app.adapters };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of Object.keys(subleasing.SUBLEASING_PATHS) as TSubleasingKind[]) {
    typed.post(
      subleasing.SUBLEASING_PATHS[kind],
      {
        schema: {
          summary: `Subleasing wizard (${kind}): id_order, id_object, step, action load|save and the step's fields; multipart with part file at the contract step`,
          tags: ['subleasing'],
          consumes: ['application/x-www-form-urlencoded', 'application/json', 'multipart/form-data'],
          response: { 200: subleasing.ZSubleasingReply },
        },
      },
      async (request) => {
        const session = await requireClient(request);
        let raw: Record<string, unknown>;
        let file: Awaited<ReturnType<typeof readMultipartForm>>['files'][number] | undefined;
        if (request.isMultipart()) {
          const form = await readMultipartForm(request, { limitBytes: CABINET_FILE_LIMIT_BYTES });
          raw = multipartValues(form);
          file = form.files.find((part) => part.field === 'file' || part.field === 'contract_file');
        } else {
          raw = (request.body ?? {}) as Record<string, unknown>;
        }
        // The page's wizard client names the order in the address and posts submit=1 to save.
        const query = request.query as Record<string, unknown>;
        raw = { id_order: query.id_order, ...raw };
        if (raw.submit === '1' || raw.submit === 1) raw.action = 'save';
        const input = parseFields(subleasing.ZSubleasingInput, raw);
        const { id_order, id_object, step, action, file: fileId, ...values } = input;
        return subleasingWizard(deps, session, kind, {
          orderId: id_order,
          objectId: id_object,
          step,
          action,
          values: { ...values, products: raw.products ?? raw['products[]'] },
          file,
          fileId,
        });
      },
    );
  }

  registerListWithExport(
    app,
    subleasing.backofficeSubleasingRequests,
    SUBLEASING_REQUESTS_EXPORT,
    async (input, request) => {
      await requireRole(request, ['manager']);
      return backofficeSubleasing(deps, input.page, input.items_per_page);
    },
  );
  registerCall(app, subleasing.backofficeSubleasingDecide, async (input, request) => {
    await requireRole(request, ['manager']);
    return decideSubleasing(deps, { id: input.id_object, decision: input.decision, comment: input.comment });
  });
}
