import type { DbExecutor } from '@agrolease/db';
import {
  APPLICATION_LAST_STEP,
  afterSubmit,
  normalizeStepValues,
  reachableStep,
  stepFields,
  validateStep,
} from '@agrolease/domain';
import { AppError } from '../../../errors/app-error.ts';
import type { SessionRecord } from '../../../http/session.ts';
import { ensureDocument } from '../application-document.ts';
import { type ApplicationDeps, requireDraft, type TProduct, type WizardInput } from '../draft.ts';
import type { ApplicationRow } from '../lifecycle.ts';
import { findApplicationProducts, findOwnFiles, updateApplication } from '../queries.ts';
import { computeShipping } from '../shipping.ts';
import type { Choices } from '../wizard-form.ts';

/**
 * Submits a step of the draft (CabinetApplicationWizard with submit=1): checks the step is
 * reachable and its fields (own files only), saves them, prices the shipping at step 3, moves on,
 * and prepares the document to sign after the last step before signing. Runs in the wizard's
 * transaction; answers the saved application and the step it moved to.
 */
export async function submitStep(
  deps: ApplicationDeps,
  tx: DbExecutor,
  session: SessionRecord,
  draft: {
    application: ApplicationRow;
    products: readonly TProduct[];
    choices: Choices;
    input: WizardInput;
  },
): Promise<{ application: ApplicationRow; step: number }> {
  const { products, choices, input } = draft;
  let { application } = draft;
  requireDraft(application);
  const submitted = input.step ?? application.step;
  const allowed = reachableStep(submitted, {
    maxStep: application.maxStep,
    productCount: products.length,
  });
  if (allowed !== submitted) throw new AppError('CONFLICT', 'Этот шаг заявки пока недоступен');
  const values = normalizeStepValues(submitted, input);
  const fileIds = stepFields(submitted)
    .filter((field) => field.kind === 'file')
    .map((field) => values[field.field])
    .filter((value): value is number => typeof value === 'number');
  const owned = await findOwnFiles(tx, session.accountId, fileIds);
  const errors = validateStep(submitted, values, {
    productCount: products.length,
    choices: {
      region: choices.regions.map((entry) => entry.value),
      delivery_region: choices.regions.map((entry) => entry.value),
    },
    ownFileIds: owned.map((file) => file.id),
  });
  if (errors.length > 0) {
    throw new AppError('VALIDATION', errors[0]?.error ?? 'Проверьте поля формы', { fieldErrors: errors });
  }
  let form = { ...application.form, ...values };
  if (submitted === 3) {
    const rows = await findApplicationProducts(tx, application.id);
    const shipping = await computeShipping(tx, rows, String(values.delivery_region));
    form = { ...form, shipping_cost: shipping.cost, shipping_distance: shipping.distance };
  }
  const moved = afterSubmit(submitted, application.maxStep);
  await updateApplication(tx, application.id, { form, ...moved });
  application = { ...application, form, ...moved };
  if (submitted === APPLICATION_LAST_STEP - 1) {
    await ensureDocument(deps, tx, session, application, products, choices, true);
  }
  return { application, step: moved.step };
}
