import type { subleasing as contract } from '@agrolease/contracts';
import { fileDownloadPath } from '@agrolease/contracts/files';
import type { TFormItem } from '@agrolease/contracts/wizard';
import {
  CABINET_FILE_LIMIT_BYTES,
  checkSubleasingStep,
  formatIsoDayRu,
  isSubleasingEditable,
  lastSubleasingStep,
  openableStep,
  pageCount,
  readinessStep,
  SUBLEASING_CHECK_SECONDS,
  SUBLEASING_FIELDS,
  SUBLEASING_STATUS_TITLE,
  SUBLEASING_TITLE,
  type SubleasingProgress,
  stepAfter,
  subleasingStep,
  subleasingSteps,
  type TSubleasingKind,
  type TSubleasingStatus,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { UploadedPart } from '../../http/multipart-form.ts';
import type { SessionRecord } from '../../http/session.ts';
import { findOwnOrder } from '../cabinet/index.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import type { ComplaintDeps } from '../complaints/index.ts';
import { ownFile, storeUpload } from '../files/index.ts';
import {
  findDraft,
  findFile,
  findOrderProducts,
  findOwnSubleasing,
  findSentSubleasing,
  findSubleasing,
  insertSubleasing,
  type OrderRow,
  type SubleasingRow,
  updateSubleasing,
} from './queries.ts';

/**
 * The subleasing wizards under an order (spec 1 §4; docs/decisions/0065). One object per
 * wizard run: steps save into its form, the sublessee starts a counterparty check that is
 * ready SUBLEASING_CHECK_SECONDS later (step 3 polls it), the last step sends it with the
 * contract file where there is one, and the manager approves or declines it.
 */
export type SubleasingDeps = ComplaintDeps;

const SEGMENT: Record<TSubleasingKind, string> = {
  request: 'requests',
  notification: 'notifications',
  confirmation: 'confirmations',
};

export function subleasingCode(id: number): string {
  return `СЛ-${String(id).padStart(6, '0')}`;
}

export interface WizardInput {
  orderId: number;
  objectId?: number;
  step?: number;
  action: 'load' | 'save';
  values: Record<string, unknown>;
  file?: UploadedPart;
  /** The contract already uploaded with SetFile (the page's file field), by its id. */
  fileId?: number;
}

interface OrderProduct {
  id: number;
  title: string;
}

/** An order without listed machinery (no application behind it) offers its whole subject. */
async function productsOf(deps: SubleasingDeps, order: OrderRow): Promise<OrderProduct[]> {
  const rows = await findOrderProducts(deps.db, order);
  if (rows.length > 0) return rows.map((row) => ({ id: row.id, title: `${row.title} × ${row.quantity}` }));
  return [{ id: 0, title: `Предмет лизинга по договору ${order.contractName}` }];
}

function statusOf(row: SubleasingRow | undefined): TSubleasingStatus {
  const status = row?.status ?? 'draft';
  return status in SUBLEASING_STATUS_TITLE ? (status as TSubleasingStatus) : 'draft';
}

function progressOf(kind: TSubleasingKind, row: SubleasingRow | undefined, now: Date): SubleasingProgress {
  return {
    kind,
    step: row?.step ?? 1,
    maxStep: row?.maxStep ?? 1,
    status: statusOf(row),
    ready: row?.readyAt ? now.getTime() >= row.readyAt.getTime() : false,
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

async function formItems(
  deps: SubleasingDeps,
  kind: TSubleasingKind,
  step: number,
  row: SubleasingRow | undefined,
  order: OrderRow,
  progress: SubleasingProgress,
): Promise<TFormItem[]> {
  const form = row?.form ?? {};
  const sublessee = `${String(form.sublessee_title ?? '')}, ИНН ${String(form.sublessee_inn ?? '')}`;
  if (!isSubleasingEditable(progress)) {
    return [
      item({
        field: 'result',
        type: 'infoboxes',
        title: `${SUBLEASING_TITLE[kind]} ${row?.code ?? ''}`,
        value: [
          { title: 'Статус', text: SUBLEASING_STATUS_TITLE[progress.status] },
          {
            title: progress.status === 'submitted' ? 'Что дальше' : 'Комментарий менеджера',
            text:
              progress.status === 'submitted'
                ? 'Ответ придёт в сообщения личного кабинета'
                : row?.managerComment || '—',
          },
        ],
        props: { bstype: progress.status === 'declined' ? 'info' : 'success' },
      }),
    ];
  }
  const stepKind = subleasingStep(kind, step)?.kind;
  if (stepKind === 'sublessee' || stepKind === 'terms') {
    return SUBLEASING_FIELDS[stepKind].map((field) =>
      item({
        field: field.field,
        type: 'text',
        title: field.title,
        required: field.required,
        value:
          field.kind === 'date'
            ? formatIsoDayRu(String(form[field.field] ?? ''))
            : String(form[field.field] ?? ''),
        props: field.kind === 'date' ? { inputKind: 'date', placeholder: 'ДД.ММ.ГГГГ' } : undefined,
      }),
    );
  }
  if (stepKind === 'products') {
    const list = await productsOf(deps, order);
    return [
      item({
        field: 'products',
        type: 'multiselect',
        title: 'Техника, которую передаёте в сублизинг',
        required: true,
        value: ((form.products as number[] | undefined) ?? []).map(String),
        options: list.map((product) => ({ value: String(product.id), title: product.title })),
      }),
    ];
  }
  if (stepKind === 'readiness') {
    return [
      item({
        field: 'readiness',
        type: 'infoboxes',
        title: 'Проверка контрагента',
        value: [
          {
            title: sublessee,
            text: progress.ready ? 'Проверка пройдена' : 'Идёт проверка, это займёт несколько секунд',
          },
        ],
        props: { bstype: progress.ready ? 'success' : 'info', ready: progress.ready },
      }),
    ];
  }
  if (stepKind === 'file') {
    const file = await findFile(deps.db, row?.contractFileId ?? null);
    return [
      item({
        field: 'file',
        type: 'file_ajax',
        title: 'Договор сублизинга (PDF, скан или Word, до 15 МБ)',
        required: true,
        value: file?.id ?? null,
        props: {
          max_size: CABINET_FILE_LIMIT_BYTES,
          accept: '.pdf,.jpg,.jpeg,.png,.doc,.docx',
          ...(file ? { fileTitle: file.title, src: fileDownloadPath(file.id) } : {}),
        },
      }),
    ];
  }
  return [
    item({
      field: 'summary',
      type: 'infoboxes',
      title: 'Проверьте и отправьте запрос',
      value: [
        { title: 'Сублизингополучатель', text: sublessee },
        {
          title: 'Техника',
          text: `Выбрано позиций: ${((form.products as unknown[] | undefined) ?? []).length}`,
        },
      ],
      props: { bstype: 'info' },
    }),
  ];
}

async function reply(
  deps: SubleasingDeps,
  kind: TSubleasingKind,
  order: OrderRow,
  row: SubleasingRow | undefined,
  step: number,
): Promise<contract.TSubleasingReply> {
  const now = deps.adapters.clock.now();
  const progress = progressOf(kind, row, now);
  const last = lastSubleasingStep(kind);
  const status = progress.status;
  const editable = isSubleasingEditable(progress);
  const idObject = row?.id ?? null;
  return {
    success: true,
    kind,
    title: SUBLEASING_TITLE[kind],
    order: { id: order.id, contract_name: order.contractName },
    status,
    status_title: SUBLEASING_STATUS_TITLE[status],
    ready: progress.ready,
    code: row?.code ?? null,
    wizard: {
      step,
      maxstep: progress.maxStep,
      nextstep: editable && step < last ? step + 1 : null,
      steps: subleasingSteps(progress),
      id_object: idObject,
      isavailable: editable,
      is_available_edit_package: editable,
      url: `/cabinet/v2/client/orders/${order.id}/${SEGMENT[kind]}/${idObject ?? 'new'}?step=${step}`,
      state: step === readinessStep(kind) && !progress.ready ? 'checking' : status,
      finished: !editable,
    },
    FormBuilder: {
      form_name: `subleasing-${kind}`,
      items: await formItems(deps, kind, step, row, order, progress),
    },
    canSES: false,
    errors_list: [],
    error_message: '',
  };
}

function stepError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

export async function subleasingWizard(
  deps: SubleasingDeps,
  session: SessionRecord,
  kind: TSubleasingKind,
  input: WizardInput,
) {
  const order = await findOwnOrder(deps.db, session.accountId, input.orderId);
  if (!order) throw new AppError('NOT_FOUND', 'Договор не найден');
  let row: SubleasingRow | undefined;
  if (input.objectId !== undefined) {
    row = await findOwnSubleasing(deps.db, session.accountId, input.objectId);
    if (!row || row.kind !== kind || row.orderId !== order.id)
      throw new AppError('NOT_FOUND', 'Запрос не найден');
  } else {
    // 'new' resumes the order's unfinished wizard of this kind rather than starting a second one.
    row = await findDraft(deps.db, session.accountId, order.id, kind);
  }
  const now = deps.adapters.clock.now();
  const progress = progressOf(kind, row, now);
  const step = openableStep(progress, input.step ?? progress.step);
  if (input.action === 'load') return reply(deps, kind, order, row, step);

  if (!isSubleasingEditable(progress)) throw new AppError('CONFLICT', 'Запрос уже отправлен');
  if (input.step !== undefined && input.step !== step) throw stepError('step', 'Этот шаг ещё недоступен');
  const stepKind = subleasingStep(kind, step)?.kind;
  const products =
    stepKind === 'products' ? (await productsOf(deps, order)).map((product) => product.id) : [];
  const checked = checkSubleasingStep(stepKind ?? 'send', input.values, products);
  if (checked.problems.length > 0) {
    throw new AppError('VALIDATION', checked.problems[0]?.error ?? 'Проверьте заполнение формы', {
      fieldErrors: checked.problems,
    });
  }
  if (stepKind === 'readiness' && !progress.ready) {
    throw stepError('readiness', 'Проверка контрагента ещё не завершена');
  }
  const uploaded =
    input.fileId === undefined ? undefined : await ownFile(deps.db, session.accountId, input.fileId);
  if (stepKind === 'file' && !input.file && !uploaded && !row?.contractFileId) {
    throw stepError('file', 'Приложите договор сублизинга');
  }
  if (stepKind === 'send' && readinessStep(kind) !== undefined && !progress.ready) {
    throw stepError('readiness', 'Проверка контрагента ещё не завершена');
  }
  const sends = step === lastSubleasingStep(kind);

  const saved = await deps.db.transaction(async (tx) => {
    const current =
      row ??
      (await insertSubleasing(tx, {
        accountId: session.accountId,
        orderId: order.id,
        kind,
        createdAt: now,
        updatedAt: now,
      }));
    const form = { ...current.form, ...checked.value };
    const innChanged = stepKind === 'sublessee' && current.form.sublessee_inn !== form.sublessee_inn;
    const readyAt = innChanged ? new Date(now.getTime() + SUBLEASING_CHECK_SECONDS * 1000) : current.readyAt;
    const file = input.file
      ? await storeUpload({ db: tx, files: deps.adapters.files }, session.accountId, {
          ...input.file,
          field: 'file',
        })
      : undefined;
    const after = progressOf(kind, { ...current, readyAt }, now);
    const next = sends ? step : stepAfter(after, step);
    // A new sublessee is checked again: the steps after the check must be passed again.
    const maxStep = innChanged ? next : Math.max(current.maxStep, next);
    let updated = await updateSubleasing(tx, current.id, {
      form,
      readyAt,
      step: next,
      maxStep,
      contractFileId: file?.id ?? uploaded?.id ?? current.contractFileId,
      updatedAt: now,
    });
    if (sends) {
      updated = await updateSubleasing(tx, current.id, {
        status: 'submitted',
        code: subleasingCode(current.id),
        submittedAt: now,
      });
      await postToFeed(tx, session.accountId, {
        title: `${SUBLEASING_TITLE[kind]} ${updated.code} отправлен`,
        body: `По договору ${order.contractName}. Статус: ${SUBLEASING_STATUS_TITLE.submitted.toLowerCase()}.`,
        entity: 'subleasing',
        entityId: updated.id,
        fileId: updated.contractFileId ?? undefined,
      });
    }
    return updated;
  });
  return reply(deps, kind, order, saved, saved.step);
}

function toListItem(
  row: SubleasingRow,
  contractName: string,
  file: { id: number; title: string } | null,
): contract.TSubleasingListItem {
  const status = statusOf(row);
  return {
    id: row.id,
    kind: row.kind as TSubleasingKind,
    title: SUBLEASING_TITLE[row.kind as TSubleasingKind] ?? row.kind,
    code: row.code,
    order: contractName,
    id_order: row.orderId,
    status,
    status_title: SUBLEASING_STATUS_TITLE[status],
    form: row.form,
    contract_file: file ? { title: file.title, src: fileDownloadPath(file.id) } : null,
    manager_comment: row.managerComment,
    submitted: row.submittedAt?.toISOString() ?? null,
  };
}

export async function backofficeSubleasing(deps: SubleasingDeps, page: number, limit: number) {
  const { rows, total } = await findSentSubleasing(deps.db, { offset: (page - 1) * limit, limit });
  return {
    success: true as const,
    items: rows.map((one) => ({
      ...toListItem(one.request, one.contractName, one.file),
      company: one.company,
    })),
    count: total,
    pages: pageCount(total, limit),
  };
}

export async function decideSubleasing(
  deps: SubleasingDeps,
  input: { id: number; decision: 'approved' | 'declined'; comment: string },
) {
  if (input.decision === 'declined' && !input.comment) throw stepError('comment', 'Укажите причину отказа');
  const now = deps.adapters.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await findSubleasing(tx, input.id);
    if (!row || row.status === 'draft') throw new AppError('NOT_FOUND', 'Запрос не найден');
    if (row.status !== 'submitted') throw new AppError('CONFLICT', 'Решение по запросу уже принято');
    const updated = await updateSubleasing(tx, row.id, {
      status: input.decision,
      managerComment: input.comment,
      decidedAt: now,
      updatedAt: now,
    });
    const title = SUBLEASING_TITLE[row.kind as TSubleasingKind] ?? 'Запрос';
    await postToFeed(tx, row.accountId, {
      title: `${title} ${row.code}: ${SUBLEASING_STATUS_TITLE[input.decision].toLowerCase()}`,
      body: input.comment || `${title} ${SUBLEASING_STATUS_TITLE[input.decision].toLowerCase()}.`,
      entity: 'subleasing',
      entityId: row.id,
    });
    const order = await findOwnOrder(tx, row.accountId, row.orderId);
    const file = await findFile(tx, updated.contractFileId);
    return { success: true as const, item: toListItem(updated, order?.contractName ?? '', file ?? null) };
  });
}
