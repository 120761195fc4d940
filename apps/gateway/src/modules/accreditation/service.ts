import type { accreditation as contract } from '@agrolease/contracts';
import { fileDownloadPath } from '@agrolease/contracts/files';
import type { TFormItem } from '@agrolease/contracts/wizard';
import type { DbExecutor } from '@agrolease/db';
import {
  ACCREDITATION_DOCUMENTS,
  ACCREDITATION_DOCUMENTS_STEP,
  ACCREDITATION_FIELDS,
  ACCREDITATION_SIGN_STEP,
  ACCREDITATION_STATUS_TITLE,
  type AccreditationProgress,
  accreditationAfterSave,
  accreditationDocument,
  accreditationStep,
  accreditationSteps,
  canSignBySes,
  checkAccreditationStep,
  formatPhone,
  isAccreditationEditable,
  isAccreditationStatus,
  isSupplierType,
  missingAccreditationDocuments,
  openableAccreditationStep,
  requiredAccreditationDocuments,
  SUPPLIER_TYPES,
  supplierSectionsOpen,
  type TAccreditationStatus,
} from '@agrolease/domain';
import type { Clock } from '../../adapters/clock/clock.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { findOwnDocument, insertDocument, updateDocument } from '../documents/index.ts';
import { storeGeneratedFile } from '../files/index.ts';
import type { SigningDeps } from '../signing/index.ts';
import { accreditationPdf } from './package-pdf.ts';
import {
  type AccreditationRow,
  filesByIds,
  findAccreditationOfAccount,
  insertAccreditation,
  lockAccreditation,
  updateAccreditation,
} from './queries.ts';

/**
 * The supplier's side of accreditation (spec 1 §2, §4; docs/decisions/0083): one package per
 * supplier, filled step by step; step 4 attaches the documents and forms the package's PDF,
 * step 5 signs it (signing.ts), then a manager decides (review.ts).
 */
export interface AccreditationDeps extends SigningDeps {
  clock: Clock;
}

export const ACCREDITATION_ENTITY = 'accreditation';
export const ACCREDITATION_URL = '/cabinet/v2/accreditation/';
export const ACCREDITATION_TITLE = 'Аккредитация поставщика';

export function accreditationCode(id: number): string {
  return `АК-${String(id).padStart(6, '0')}`;
}

export function statusOf(row: AccreditationRow | undefined): TAccreditationStatus {
  return row && isAccreditationStatus(row.status) ? row.status : 'draft';
}

export function progressOf(row: AccreditationRow | undefined): AccreditationProgress {
  return {
    status: statusOf(row),
    step: row?.step ?? 1,
    maxStep: row?.maxStep ?? 1,
    documentsFlag: row?.documentsFlag ?? false,
  };
}

export function supplierTypeTitle(type: string | null | undefined): string {
  return SUPPLIER_TYPES.find((one) => one.value === type)?.title ?? 'Не выбран';
}

function supplierTypeOf(row: AccreditationRow | undefined) {
  return isSupplierType(row?.supplierType) ? row.supplierType : undefined;
}

/** The supplier's own package by its id; another supplier's is not found. */
async function ownAccreditation(db: DbExecutor, session: SessionRecord, id: number) {
  const row = await findAccreditationOfAccount(db, session.accountId);
  if (!row || row.id !== id) throw new AppError('NOT_FOUND', 'Аккредитация не найдена');
  return row;
}

/** What CabinetMain's `accreditation` list and the supplier's home page show. */
export async function accreditationItemOf(
  db: DbExecutor,
  session: SessionRecord,
): Promise<contract.TAccreditationItem> {
  const row = await findAccreditationOfAccount(db, session.accountId);
  const status = statusOf(row);
  return {
    id_object: row?.id ?? null,
    code: row?.code ?? null,
    status,
    status_title: ACCREDITATION_STATUS_TITLE[status],
    supplier_type: row?.supplierType ?? null,
    supplier_type_title: supplierTypeTitle(row?.supplierType),
    step: openableAccreditationStep(progressOf(row)),
    manager_comment: row?.managerComment ?? '',
    documents_flag: row?.documentsFlag ?? false,
    is_accredited: supplierSectionsOpen(row ? status : undefined, session.account.isAccredited),
    url: row ? `${ACCREDITATION_URL}?id_object=${row.id}` : ACCREDITATION_URL,
    updated: row?.updatedAt.toISOString() ?? null,
  };
}

/** The package's documents with the file attached to each (AccreditationDocuments). */
export async function packageOf(
  db: DbExecutor,
  row: AccreditationRow,
): Promise<contract.TAccreditationPackage> {
  const type = supplierTypeOf(row);
  const required = new Set(requiredAccreditationDocuments(type).map((one) => one.code));
  const files = await filesByIds(db, row.accountId, Object.values(row.files));
  const shown = ACCREDITATION_DOCUMENTS.filter((one) => required.has(one.code) || row.files[one.code]);
  return {
    success: true,
    id_object: row.id,
    supplier_type: row.supplierType,
    editable: isAccreditationEditable(statusOf(row)),
    items: shown.map((one) => {
      const file = files.find((candidate) => candidate.id === row.files[one.code]);
      return {
        id: one.id,
        code: one.code,
        title: one.title,
        required: required.has(one.code),
        file: file ? { id: file.id, title: file.title, src: fileDownloadPath(file.id) } : null,
      };
    }),
    missing: missingAccreditationDocuments(type, row.files).map((one) => one.title),
  };
}

const item = (over: Partial<TFormItem> & Pick<TFormItem, 'field' | 'type' | 'title'>): TFormItem => ({
  value: '',
  error: '',
  group: '',
  code: '',
  required: false,
  ...over,
});

function answerText(kind: string, value: unknown): string {
  if (kind === 'flag') return value === 1 || value === '1' ? 'Да' : 'Нет';
  if (kind === 'select') return supplierTypeTitle(String(value ?? ''));
  // Read as +7 900 000-00-02, not as stored (issue 39: the back office showed «+79000000002»).
  if (kind === 'phone') return formatPhone(String(value ?? ''));
  return String(value ?? '');
}

/** Steps 1–3 as label and answer, for the package's PDF, step 5 and the back office. */
export function answersOf(row: AccreditationRow): { title: string; value: string }[] {
  return (['company', 'questioning', 'contact'] as const).flatMap((kind) =>
    ACCREDITATION_FIELDS[kind].map((field) => ({
      title: field.title,
      value: answerText(field.kind, field.kind === 'select' ? row.supplierType : row.form[field.field]),
    })),
  );
}

function formItems(
  session: SessionRecord,
  row: AccreditationRow | undefined,
  step: number,
  pack: contract.TAccreditationPackage | null,
): TFormItem[] {
  const status = statusOf(row);
  const form = row?.form ?? {};
  if (!isAccreditationEditable(status)) {
    const next: Record<TAccreditationStatus, string> = {
      draft: '',
      corrections: '',
      submitted: 'Менеджер проверит пакет; решение придёт в сообщения личного кабинета',
      approved: 'Разделы кабинета поставщика открыты',
      rejected: row?.managerComment || 'Свяжитесь с вашим менеджером',
    };
    return [
      item({
        field: 'result',
        type: 'infoboxes',
        title: `Аккредитация ${row?.code ?? ''}`.trim(),
        value: [
          { title: 'Статус', text: ACCREDITATION_STATUS_TITLE[status] },
          { title: status === 'rejected' ? 'Причина отказа' : 'Что дальше', text: next[status] },
        ],
        props: { bstype: status === 'rejected' ? 'info' : 'success' },
      }),
    ];
  }
  const kind = accreditationStep(step)?.kind;
  if (kind === 'company' || kind === 'questioning' || kind === 'contact') {
    const fields = ACCREDITATION_FIELDS[kind].map((field) =>
      item({
        field: field.field,
        type: field.kind === 'select' ? 'select' : field.kind === 'flag' ? 'bool' : 'text',
        title: field.title,
        required: field.required,
        value:
          field.kind === 'flag'
            ? form[field.field] === 1
              ? '1'
              : '0'
            : field.kind === 'select'
              ? String(row?.supplierType ?? '')
              : String(form[field.field] ?? ''),
        ...(field.choices ? { options: field.choices.map((one) => ({ ...one })) } : {}),
        ...(field.kind === 'phone' ? { props: { placeholder: '+7 900 000-00-00', inputKind: 'tel' } } : {}),
        ...(field.kind === 'email' ? { props: { inputKind: 'email' } } : {}),
      }),
    );
    if (kind !== 'company') return fields;
    return [
      item({
        field: 'company',
        type: 'infoboxes',
        title: '',
        value: [
          { title: 'Организация', text: session.account.companyTitle },
          { title: 'ИНН', text: session.account.inn },
        ],
      }),
      ...fields,
    ];
  }
  if (kind === 'documents') {
    return [
      item({
        field: 'package',
        type: 'infoboxes',
        title: 'Документы для аккредитации',
        value: [],
        props: { help: 'PDF, JPEG, PNG, Word или Excel, до 15 МБ каждый' },
      }),
    ];
  }
  const contact = [form.contact_name, form.contact_position, form.contact_phone].filter(Boolean).join(', ');
  return [
    item({
      field: 'summary',
      type: 'infoboxes',
      title: 'Проверьте пакет и подпишите его',
      value: [
        { title: 'Организация', text: `${session.account.companyTitle}, ИНН ${session.account.inn}` },
        { title: 'Тип поставщика', text: supplierTypeTitle(row?.supplierType) },
        { title: 'Контактное лицо', text: contact },
        {
          title: 'Документы',
          text: pack
            ? pack.items
                .filter((one) => one.file)
                .map((one) => one.title)
                .join('\n')
            : '',
        },
      ],
      props: { bstype: 'info' },
    }),
  ];
}

export async function wizardReply(
  deps: AccreditationDeps,
  session: SessionRecord,
  row: AccreditationRow | undefined,
  step: number,
): Promise<contract.TAccreditationReply> {
  const progress = progressOf(row);
  const status = progress.status;
  const editable = isAccreditationEditable(status);
  const pack = row ? await packageOf(deps.db, row) : null;
  const document = row?.documentId
    ? await findOwnDocument(deps.db, session.accountId, row.documentId)
    : undefined;
  const idObject = row?.id ?? null;
  return {
    success: true,
    title: ACCREDITATION_TITLE,
    code: row?.code ?? null,
    status,
    status_title: ACCREDITATION_STATUS_TITLE[status],
    supplier_type: row?.supplierType ?? null,
    manager_comment: row?.managerComment ?? '',
    documents_flag: progress.documentsFlag,
    is_accredited: supplierSectionsOpen(row ? status : undefined, session.account.isAccredited),
    package: pack,
    document:
      document && !document.signedAt
        ? { id: document.id, title: document.title, src: fileDownloadPath(document.fileId) }
        : null,
    created: row?.createdAt.toISOString() ?? null,
    submitted: row?.submittedAt?.toISOString() ?? null,
    decided: row?.decidedAt?.toISOString() ?? null,
    wizard: {
      step,
      maxstep: progress.maxStep,
      nextstep: editable && step < ACCREDITATION_SIGN_STEP ? step + 1 : null,
      steps: accreditationSteps(progress),
      id_object: idObject,
      isavailable: editable,
      is_available_edit_package: editable,
      url: `${ACCREDITATION_URL}?step=${step}${idObject === null ? '' : `&id_object=${idObject}`}`,
      state: status,
      finished: !editable,
    },
    FormBuilder: { form_name: 'accreditation', items: formItems(session, row, step, pack) },
    canSES: canSignBySes(session.account.phone),
    errors_list: [],
    error_message: '',
  };
}

function fieldError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

/**
 * The package's PDF: formed when the documents step is saved (and when a package comes back
 * for corrections), kept as the one document to sign. An unsigned one is replaced in place.
 */
export async function formPackageDocument(
  deps: Pick<AccreditationDeps, 'files'>,
  tx: DbExecutor,
  account: { id: number; companyTitle: string; inn: string },
  row: AccreditationRow,
  now: Date,
): Promise<AccreditationRow> {
  const code = row.code ?? accreditationCode(row.id);
  const pack = await packageOf(tx, row);
  const bytes = await renderPdf(
    accreditationPdf({
      code,
      date: now,
      company: account.companyTitle,
      inn: account.inn,
      rows: answersOf(row).map((answer) => ({ label: answer.title, value: answer.value })),
      files: pack.items
        .filter((one) => one.file)
        .map((one) => ({ document: one.title, title: one.file?.title ?? '' })),
    }),
  );
  const title = `Заявление на аккредитацию ${code}`;
  const file = await storeGeneratedFile({ db: tx, files: deps.files }, account.id, {
    title: `${title}.pdf`,
    bytes,
    mimeType: 'application/pdf',
    extension: 'pdf',
  });
  const existing = row.documentId ? await findOwnDocument(tx, account.id, row.documentId) : undefined;
  const document =
    existing && !existing.signedAt
      ? await updateDocument(tx, existing.id, { fileId: file.id, title })
      : await insertDocument(tx, {
          accountId: account.id,
          entity: ACCREDITATION_ENTITY,
          entityId: row.id,
          title,
          fileId: file.id,
          needsSignature: true,
        });
  return updateAccreditation(tx, row.id, { code, documentId: document.id });
}

export interface WizardInput {
  step?: number;
  id_object?: number;
  submit: boolean;
  values: Record<string, unknown>;
}

/** AccreditationWizard: shows a step, or saves it (submit) and moves on. */
export async function accreditationWizard(
  deps: AccreditationDeps,
  session: SessionRecord,
  input: WizardInput,
) {
  const row =
    input.id_object === undefined
      ? await findAccreditationOfAccount(deps.db, session.accountId)
      : await ownAccreditation(deps.db, session, input.id_object);
  const progress = progressOf(row);
  const step = openableAccreditationStep(progress, input.step);
  if (!input.submit) return wizardReply(deps, session, row, step);

  if (!isAccreditationEditable(progress.status)) {
    throw new AppError('CONFLICT', 'Пакет уже отправлен на проверку, изменить его нельзя');
  }
  if (input.step !== undefined && input.step !== step) throw fieldError('step', 'Этот шаг ещё недоступен');
  const kind = accreditationStep(step)?.kind;
  if (kind === 'sign' || kind === 'success') {
    throw fieldError('step', 'Подпишите пакет кнопкой «Подписать»');
  }
  let value: Record<string, unknown> = {};
  if (kind === 'company' || kind === 'questioning' || kind === 'contact') {
    const checked = checkAccreditationStep(kind, input.values);
    if (checked.problems.length > 0) {
      throw new AppError('VALIDATION', checked.problems[0]?.error ?? 'Проверьте заполнение формы', {
        fieldErrors: checked.problems,
      });
    }
    value = checked.value;
  }
  if (kind === 'documents') {
    const missing = row ? missingAccreditationDocuments(supplierTypeOf(row), row.files) : [];
    if (!row || missing.length > 0) {
      throw fieldError('package', `Приложите: ${missing.map((one) => one.title).join('; ') || 'документы'}`);
    }
  }
  const now = deps.clock.now();
  const saved = await deps.db.transaction(async (tx) => {
    const current =
      row ??
      (await insertAccreditation(tx, { accountId: session.accountId, createdAt: now, updatedAt: now }));
    const { supplier_type: supplierType, ...answers } = value;
    const after = accreditationAfterSave(progressOf(current), step);
    let updated = await updateAccreditation(tx, current.id, {
      form: { ...current.form, ...answers },
      ...(typeof supplierType === 'string' ? { supplierType } : {}),
      step: after.step,
      maxStep: after.maxStep,
      ...(kind === 'documents' ? { documentsFlag: false } : {}),
      updatedAt: now,
    });
    if (kind === 'documents') {
      updated = await formPackageDocument(
        deps,
        tx,
        { id: session.accountId, companyTitle: session.account.companyTitle, inn: session.account.inn },
        updated,
        now,
      );
    }
    return updated;
  });
  return wizardReply(deps, session, saved, saved.step);
}

/**
 * AccreditationRestart (decision 0090): a rejected package becomes a draft at step 1 with its
 * answers and files; the furthest step is the documents step, whose save forms a new PDF to sign.
 * The manager's reason stays visible until the package is sent again.
 */
export async function restartAccreditation(deps: AccreditationDeps, session: SessionRecord, id: number) {
  await ownAccreditation(deps.db, session, id);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockAccreditation(tx, id);
    if (!current || statusOf(current) !== 'rejected') {
      throw new AppError('CONFLICT', 'Новую попытку можно начать только после отказа');
    }
    return updateAccreditation(tx, current.id, {
      status: 'draft',
      step: 1,
      maxStep: ACCREDITATION_DOCUMENTS_STEP,
      documentsFlag: false,
      documentId: null,
      submittedAt: null,
      updatedAt: now,
    });
  });
  return wizardReply(deps, session, row, 1);
}

/** AccreditationDocuments: the package as it stands. */
export async function accreditationDocuments(deps: AccreditationDeps, session: SessionRecord, id: number) {
  return packageOf(deps.db, await ownAccreditation(deps.db, session, id));
}

/** AccreditationDocuments/Add/{id}: attaches the supplier's uploaded file as one document of the package. */
export async function addAccreditationDocument(
  deps: AccreditationDeps,
  session: SessionRecord,
  input: { id: number; id_object: number; id_File: number },
) {
  const row = await ownAccreditation(deps.db, session, input.id_object);
  if (!isAccreditationEditable(statusOf(row))) {
    throw new AppError('CONFLICT', 'Пакет уже отправлен на проверку, изменить его нельзя');
  }
  const document = accreditationDocument(input.id);
  if (!document) throw new AppError('NOT_FOUND', 'Такого документа в пакете нет');
  const [file] = await filesByIds(deps.db, session.accountId, [input.id_File]);
  if (!file) throw new AppError('NOT_FOUND', 'Файл не найден');
  const now = deps.clock.now();
  const updated = await updateAccreditation(deps.db, row.id, {
    files: { ...row.files, [document.code]: file.id },
    // A new file changes the package: it is formed again at the documents step.
    maxStep: Math.min(row.maxStep, 4),
    updatedAt: now,
  });
  return packageOf(deps.db, updated);
}
