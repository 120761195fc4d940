import type { TRole } from '@agrolease/contracts';
import {
  compliancePageUrl,
  type TComplianceDocument,
  type TComplianceReply,
} from '@agrolease/contracts/compliance';
import { documentPdfPath } from '@agrolease/contracts/documents';
import { fileDownloadPath } from '@agrolease/contracts/files';
import type { Database, DbExecutor } from '@agrolease/db';
import {
  COMPLIANCE_STATUS_TITLE,
  COMPLIANCE_TITLE,
  type ComplianceProgress,
  checkComplianceStep,
  complianceAfterSave,
  complianceCode,
  complianceSignStep,
  complianceStatus,
  complianceStep,
  complianceStepList,
  isComplianceEditable,
  lastComplianceStep,
  openableComplianceStep,
  type TComplianceKind,
  type TComplianceStatus,
} from '@agrolease/domain';
import type { Clock } from '../../adapters/clock/clock.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireAgreements } from '../../http/require-agreements.ts';
import type { SessionRecord } from '../../http/session.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { insertDocument } from '../documents/index.ts';
import { storeGeneratedFile } from '../files/index.ts';
import { compliancePdf } from './compliance-pdf.ts';
import { complianceFormItems } from './form-items.ts';
import {
  type ComplianceRow,
  type ComplianceView,
  deleteUnsignedDocument,
  findLatestCompliance,
  findOwnCompliance,
  insertCompliance,
  lockCompliance,
  updateCompliance,
} from './queries.ts';
import { complianceSummary } from './summary.ts';

/**
 * The compliance wizards (decision 0102): one object per run in compliance_forms; each step's
 * fields are checked by packages/domain; the step before signing forms the PDF as a cabinet
 * document to sign by SES (the documents' signing core signs it, in the wizard or in Документы),
 * and the object's state follows that document's signature. The registration of a non-resident
 * is sent to the manager instead.
 */
export interface ComplianceDeps {
  db: Database;
  files: FileStorage;
  clock: Clock;
}

/** Who fills these forms: the lessee's cabinet (the supplier has its own accreditation questionnaire). */
export const COMPLIANCE_ROLES: readonly TRole[] = ['client'];

export function complianceStatusOf(view: ComplianceView): TComplianceStatus {
  return complianceStatus({
    cancelled: view.form.cancelledAt !== null,
    submitted: view.form.submittedAt !== null,
    hasDocument: view.document !== null,
    documentSigned: Boolean(view.document?.signedAt),
  });
}

export function complianceDocumentOf(view: ComplianceView): TComplianceDocument | null {
  const { document } = view;
  if (!document) return null;
  return {
    id: document.id,
    title: document.title,
    signed: document.signedAt !== null,
    src: fileDownloadPath(document.fileId),
    pdf_src: documentPdfPath(document.id),
    signed_src: document.signedFileId ? fileDownloadPath(document.signedFileId) : null,
  };
}

function progressOf(kind: TComplianceKind, view: ComplianceView | undefined): ComplianceProgress {
  return {
    kind,
    step: view?.form.step ?? 1,
    maxStep: view?.form.maxStep ?? 1,
    status: view ? complianceStatusOf(view) : 'draft',
  };
}

function complianceReply(
  kind: TComplianceKind,
  view: ComplianceView | undefined,
  step: number,
): TComplianceReply {
  const progress = progressOf(kind, view);
  const { status } = progress;
  const editable = isComplianceEditable(status);
  const last = lastComplianceStep(kind);
  const idObject = view?.form.id ?? null;
  const document = view ? complianceDocumentOf(view) : null;
  return {
    success: true,
    kind,
    title: COMPLIANCE_TITLE[kind],
    code: view?.form.code ?? null,
    status,
    status_title: COMPLIANCE_STATUS_TITLE[status],
    document,
    wizard: {
      step,
      maxstep: progress.maxStep,
      nextstep: editable && step < last ? step + 1 : null,
      steps: complianceStepList(progress),
      id_object: idObject,
      isavailable: editable,
      is_available_edit_package: editable,
      url: compliancePageUrl(kind, idObject, step),
      state: status,
      finished: !editable,
    },
    FormBuilder: {
      form_name: `compliance-${kind}`,
      items: complianceFormItems({
        kind,
        stepKind: complianceStep(kind, step)?.kind,
        status,
        editable,
        code: view?.form.code ?? null,
        form: view?.form.form ?? {},
        document,
      }),
    },
    canSES: complianceSignStep(kind) !== undefined,
    errors_list: [],
    error_message: '',
  };
}

function stepError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

/** A new object of the kind, with its code. */
export async function createCompliance(
  db: DbExecutor,
  session: SessionRecord,
  kind: TComplianceKind,
  now: Date,
): Promise<ComplianceRow> {
  const row = await insertCompliance(db, {
    accountId: session.accountId,
    kind,
    createdAt: now,
    updatedAt: now,
  });
  return updateCompliance(db, row.id, { code: complianceCode(kind, row.id) });
}

/** Forms the PDF of the saved answers as a cabinet document waiting for a signature. */
async function formDocument(
  deps: ComplianceDeps,
  tx: DbExecutor,
  session: SessionRecord,
  row: ComplianceRow,
  now: Date,
) {
  const kind = row.kind as TComplianceKind;
  const code = row.code ?? complianceCode(kind, row.id);
  const { account } = session;
  const bytes = await renderPdf(
    compliancePdf({
      kind,
      code,
      date: now,
      company: account.companyTitle,
      inn: account.inn,
      ogrn: account.ogrn,
      person: account.personName,
      summary: complianceSummary(kind, row.form),
    }),
  );
  const title = `${COMPLIANCE_TITLE[kind]} ${code}`;
  const file = await storeGeneratedFile({ db: tx, files: deps.files }, session.accountId, {
    title: `${title}.pdf`,
    bytes,
    mimeType: 'application/pdf',
    extension: 'pdf',
  });
  return insertDocument(tx, {
    accountId: session.accountId,
    entity: kind,
    entityId: row.id,
    title,
    fileId: file.id,
    needsSignature: true,
  });
}

export interface ComplianceWizardInput {
  idObject?: number;
  step?: number;
  submit: boolean;
  values: Record<string, unknown>;
}

/** The object a call is about: its own id (another account's is 404), else the latest editable one. */
async function viewFor(
  deps: ComplianceDeps,
  session: SessionRecord,
  kind: TComplianceKind,
  idObject?: number,
) {
  if (idObject !== undefined) {
    const view = await findOwnCompliance(deps.db, session.accountId, kind, idObject);
    if (!view) throw new AppError('NOT_FOUND', 'Анкета не найдена');
    return view;
  }
  const latest = await findLatestCompliance(deps.db, session.accountId, kind);
  return latest && isComplianceEditable(complianceStatusOf(latest)) ? latest : undefined;
}

/** CRMBeneficiaryQuestionnaireWizard, CRMCreditDeclarationWizard, NRSWizard. */
export async function complianceWizard(
  deps: ComplianceDeps,
  session: SessionRecord,
  kind: TComplianceKind,
  input: ComplianceWizardInput,
): Promise<TComplianceReply> {
  // spec 1 §2, §8: the credit declaration needs the personal-data agreements first (errcode agreements).
  if (kind === 'credit_declaration') requireAgreements(session);
  const view = await viewFor(deps, session, kind, input.idObject);
  const progress = progressOf(kind, view);
  const step = openableComplianceStep(progress, input.step);
  if (!input.submit) return complianceReply(kind, view, step);

  if (!isComplianceEditable(progress.status)) {
    throw new AppError(
      'CONFLICT',
      `${COMPLIANCE_TITLE[kind]} уже ${progress.status === 'cancelled' ? 'аннулирована' : 'подписана или отправлена'}`,
    );
  }
  if (input.step !== undefined && input.step !== step) throw stepError('step', 'Этот шаг ещё недоступен');
  const stepKind = complianceStep(kind, step)?.kind ?? 'send';
  if (stepKind === 'sign') {
    throw stepError('document', 'Подпишите документ кодом из SMS: кнопка «Подписать»');
  }
  const checked = checkComplianceStep(stepKind, input.values);
  if (checked.problems.length > 0) {
    throw new AppError('VALIDATION', checked.problems[0]?.error ?? 'Проверьте заполнение формы', {
      fieldErrors: checked.problems,
    });
  }
  const now = deps.clock.now();
  const saved = await deps.db.transaction(async (tx) => {
    const current = view
      ? await lockCompliance(tx, view.form.id)
      : await createCompliance(tx, session, kind, now);
    if (!current) throw new AppError('NOT_FOUND', 'Анкета не найдена');
    const form = { ...current.form, ...checked.value };
    if (stepKind === 'send') {
      const sent = await updateCompliance(tx, current.id, { form, submittedAt: now, updatedAt: now });
      await postToFeed(tx, session.accountId, {
        title: `${COMPLIANCE_TITLE[kind]} ${sent.code} отправлена`,
        body: 'Менеджер проверит данные и свяжется с контактным лицом.',
        entity: kind,
        entityId: sent.id,
      });
      return sent;
    }
    const after = complianceAfterSave(progress, step);
    let documentId = current.documentId;
    if (after.dropsDocument && documentId !== null) {
      await updateCompliance(tx, current.id, { documentId: null });
      await deleteUnsignedDocument(tx, documentId);
      documentId = null;
    }
    let updated = await updateCompliance(tx, current.id, {
      form,
      step: after.step,
      maxStep: after.maxStep,
      documentId,
      updatedAt: now,
    });
    if (after.formsDocument) {
      const document = await formDocument(deps, tx, session, updated, now);
      updated = await updateCompliance(tx, current.id, { documentId: document.id });
    }
    return updated;
  });
  const next = await findOwnCompliance(deps.db, session.accountId, kind, saved.id);
  return complianceReply(kind, next, next?.form.step ?? step);
}
