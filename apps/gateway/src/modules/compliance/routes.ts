import { compliance as contract, withInputRules } from '@agrolease/contracts';
import type { TComplianceKind } from '@agrolease/contracts/compliance';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { requireRole } from '../../http/session.ts';
import { backofficeComplianceList, backofficeComplianceOne } from './backoffice.ts';
import { COMPLIANCE_FORMS_EXPORT } from './list-exports.ts';
import {
  cancelQuestionnaire,
  createQuestionnaire,
  deleteQuestionnaire,
  listQuestionnaires,
} from './questionnaires.ts';
import { COMPLIANCE_ROLES, complianceWizard } from './service.ts';

/**
 * The compliance wizards of the calls.tsv group `accreditation` (issue 15, docs/decisions/0102):
 * the beneficiary questionnaire with its list, the credit declaration, the registration of a
 * non-resident, and the manager's read-only view.
 */
export async function complianceRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, files: app.adapters.files, clock: app.adapters.clock };
  const typed = app.withTypeProvider<ZodTypeProvider>();

  for (const kind of contract.COMPLIANCE_KIND_VALUES as readonly TComplianceKind[]) {
    registerCall(app, contract.complianceWizardCalls[kind], async (input, request) => {
      const session = await requireRole(request, COMPLIANCE_ROLES);
      const { id_object, step, submit, ...values } = input;
      return complianceWizard(deps, session, kind, {
        idObject: id_object,
        step,
        submit: submit === 1,
        values,
      });
    });
  }

  registerCall(app, contract.beneficiaryQuestionnaires, async (input, request) =>
    listQuestionnaires(deps, await requireRole(request, COMPLIANCE_ROLES), input),
  );
  registerCall(app, contract.beneficiaryQuestionnaireCreate, async (_input, request) =>
    createQuestionnaire(deps, await requireRole(request, COMPLIANCE_ROLES)),
  );
  // The spec's GETs with the id in the path; they change state (decision 0079).
  for (const [path, summary, handler] of [
    [contract.BENEFICIARY_DELETE_PATH, 'Deletes an unsigned beneficiary questionnaire', deleteQuestionnaire],
    [
      contract.BENEFICIARY_CANCEL_PATH,
      'Cancels a signed beneficiary questionnaire; it stays in the list',
      cancelQuestionnaire,
    ],
  ] as const) {
    typed.get(
      path,
      {
        config: { changesState: true },
        schema: {
          summary,
          tags: ['accreditation'],
          params: withInputRules(contract.ZBeneficiaryIdParams),
          response: { 200: contract.ZBeneficiaryChangeReply },
        },
      },
      async (request) => handler(deps, await requireRole(request, COMPLIANCE_ROLES), request.params.id),
    );
  }

  registerListWithExport(
    app,
    contract.backofficeComplianceForms,
    COMPLIANCE_FORMS_EXPORT,
    async (input, request) => {
      await requireRole(request, ['manager']);
      return backofficeComplianceList(deps, input);
    },
  );
  registerCall(app, contract.backofficeComplianceForm, async (input, request) => {
    await requireRole(request, ['manager']);
    return backofficeComplianceOne(deps, input.id_object);
  });
}
