import { application as contract } from '@agrolease/contracts';
import {
  APPLICATION_LAST_STEP,
  APPLICATION_STATUS_TITLE,
  canSignBySes,
  isApplicationStatus,
  NEW_APPLICATION_TITLE,
  nextStep,
  PRODUCTS_STEP,
  reachableStep,
  readableRegion,
  stepRows,
} from '@agrolease/domain';
import { AppError } from '../../../errors/app-error.ts';
import type { SessionRecord } from '../../../http/session.ts';
import { ensureDocument } from '../application-document.ts';
import {
  type ApplicationDeps,
  draftForm,
  leaseRecordOf,
  productRows,
  requireAgreements,
  sumOf,
  type WizardInput,
  type WizardReply,
} from '../draft.ts';
import { findOwnApplication } from '../lifecycle.ts';
import { applicationMonthlyPayment } from '../monthly-payment.ts';
import {
  findApplicationDocument,
  findOwnFiles,
  findRegions,
  insertDraft,
  updateApplication,
} from '../queries.ts';
import { catalogFor } from '../wizard-catalog.ts';
import { type Choices, formItems, STEP_FORM } from '../wizard-form.ts';
import { submitStep } from './submit-step.ts';

/**
 * POST /CabinetApplicationWizard: shows a step (the furthest reachable when the one asked for
 * is not) or, with submit=1, saves the step's fields and moves on. Without id_object a new
 * draft is created.
 */
export async function applicationWizard(
  deps: ApplicationDeps,
  session: SessionRecord,
  input: WizardInput,
  options: { onBehalf?: boolean } = {},
): Promise<WizardReply> {
  // On the company's behalf (the agent, decision 0108) the caller's own agreements were checked;
  // the company accepts its own before it signs.
  if (!options.onBehalf) requireAgreements(session);
  if (options.onBehalf && input.id_object === undefined) throw new AppError('NOT_FOUND', 'Заявка не найдена');
  const { db } = deps;
  const regionRows = await findRegions(db);
  const choices: Choices = {
    regions: regionRows.map((row) => ({ value: row.fiasId, title: readableRegion(row.title) })),
  };

  const state = await db.transaction(async (tx) => {
    let application =
      input.id_object === undefined
        ? await insertDraft(tx, session.accountId, await draftForm(tx, session.account))
        : await findOwnApplication(tx, session.accountId, input.id_object);
    const products = await productRows(tx, application.id);
    const editable = application.status === 'draft';
    let step: number;
    if (input.submit) {
      const submitted = await submitStep(deps, tx, session, { application, products, choices, input });
      application = submitted.application;
      step = submitted.step;
    } else if (!editable) {
      step = APPLICATION_LAST_STEP;
    } else {
      step = reachableStep(input.step, { maxStep: application.maxStep, productCount: products.length });
      if (step !== application.step) {
        await updateApplication(tx, application.id, { step });
        application = { ...application, step };
      }
    }
    const document =
      step === APPLICATION_LAST_STEP
        ? editable
          ? await ensureDocument(deps, tx, session, application, products, choices, false)
          : ((await findApplicationDocument(tx, application.id)) ?? null)
        : ((await findApplicationDocument(tx, application.id)) ?? null);
    const fileIds = ['charter_file', 'statements_file', 'other_file']
      .map((field) => application.form[field])
      .filter((value): value is number => typeof value === 'number');
    const files = new Map(
      (await findOwnFiles(tx, session.accountId, fileIds)).map((file) => [file.id, file.title]),
    );
    const leaseRecord = step === 5 ? await leaseRecordOf(tx, session.accountId) : null;
    return { application, products, step, editable, document, files, leaseRecord };
  });

  const { application, products, step, editable, document, files, leaseRecord } = state;
  const finished = !editable;
  const code = application.code ?? NEW_APPLICATION_TITLE;
  const canSES = canSignBySes(session.account.phone);
  const monthly =
    step === 4 || step === 7
      ? await applicationMonthlyPayment(db, application.form, products, sumOf(products))
      : null;
  const items = formItems(step, application, products, choices, files, session, document, canSES, {
    leaseRecord,
    monthly,
  });
  const catalog =
    step === PRODUCTS_STEP && editable
      ? await catalogFor(db, input)
      : {
          catalogProducts: [],
          filters: { query: '', category: '', categories: [] },
          sort: { sort: 'price' as const, by: 'asc' as const },
          pagination: { paginator: { page: 1, pages: 1 }, lastLoadedPage: 1, totalPages: 1, totalItems: 0 },
        };
  const progress = { maxStep: application.maxStep, productCount: products.length };
  const status = isApplicationStatus(application.status) ? application.status : 'draft';
  return {
    success: true,
    wizard: {
      step,
      maxstep: finished ? APPLICATION_LAST_STEP : application.maxStep,
      nextstep: nextStep(step),
      steps: stepRows(
        finished ? { maxStep: APPLICATION_LAST_STEP, productCount: 1 } : progress,
        editable,
        finished,
      ),
      id_object: application.id,
      isavailable: editable,
      is_available_edit_package: editable,
      url: contract.applicationWizardUrl(application.id, step),
      state: application.status,
      finished,
    },
    FormBuilder: { form_name: STEP_FORM(step), items },
    canSES,
    errors_list: [],
    error_message: '',
    products,
    productSumm: sumOf(products),
    ...catalog,
    meta: { totalCount: catalog.pagination.totalItems, formName: STEP_FORM(step) },
    agreements: { accepted: true },
    applicationDocument: document
      ? {
          application_code: code,
          id_document: document.id,
          url: `/srv/files/${document.signedFileId ?? document.fileId}`,
          title: document.title,
          signed: document.signedAt !== null,
        }
      : null,
    regions: choices.regions,
    shipping: {
      cost: typeof application.form.shipping_cost === 'number' ? application.form.shipping_cost : null,
      distance:
        typeof application.form.shipping_distance === 'number' ? application.form.shipping_distance : null,
    },
    status: APPLICATION_STATUS_TITLE[status],
    title: code,
  };
}
