import {
  BENEFICIARY_SORTABLE,
  compliancePageUrl,
  type TBeneficiaryList,
  type TBeneficiaryListItem,
  type ZBeneficiaryListQuery,
} from '@agrolease/contracts/compliance';
import { schema } from '@agrolease/db';
import {
  type BeneficialOwner,
  COMPLIANCE_STATUS_TITLE,
  canCancelCompliance,
  canDeleteCompliance,
  isComplianceEditable,
  pageCount,
  type TComplianceStatus,
} from '@agrolease/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import {
  type ComplianceView,
  deleteCompliance,
  deleteUnsignedDocument,
  findComplianceList,
  findOwnCompliance,
  updateCompliance,
} from './queries.ts';
import {
  type ComplianceDeps,
  complianceDocumentOf,
  complianceStatusOf,
  createCompliance,
} from './service.ts';

/**
 * The beneficiary questionnaires' list and its actions (CRMBeneficiaryQuestionnairies, Create,
 * Delete/{id}, Cancel/{id}; spec 1 §3, §4 "A questionnaire can be created, deleted or cancelled";
 * decision 0102).
 */
const KIND = 'beneficiary';
const { complianceForms, cabinetDocuments } = schema;

/** complianceStatus in SQL, so the list filters and sorts by the state it shows. */
const STATUS_SQL = sql<string>`case
  when ${complianceForms.cancelledAt} is not null then 'cancelled'
  when ${cabinetDocuments.signedAt} is not null then 'signed'
  when ${complianceForms.submittedAt} is not null then 'submitted'
  when ${complianceForms.documentId} is not null then 'to_sign'
  else 'draft' end`;

const LIST_STATUSES: TComplianceStatus[] = ['draft', 'to_sign', 'signed', 'cancelled'];

export function toListItem(view: ComplianceView): TBeneficiaryListItem {
  const status = complianceStatusOf(view);
  const { form } = view;
  return {
    id: form.id,
    code: form.code ?? '',
    status,
    status_title: COMPLIANCE_STATUS_TITLE[status],
    created: form.createdAt.toISOString(),
    updated: form.updatedAt.toISOString(),
    owners: ((form.form.owners ?? []) as BeneficialOwner[]).length,
    document: complianceDocumentOf(view),
    url: compliancePageUrl(KIND, form.id, isComplianceEditable(status) ? form.step : form.maxStep),
    can_edit: isComplianceEditable(status),
    can_delete: canDeleteCompliance(status),
    can_cancel: canCancelCompliance(status),
  };
}

export async function listQuestionnaires(
  deps: ComplianceDeps,
  session: SessionRecord,
  query: z.output<typeof ZBeneficiaryListQuery>,
): Promise<TBeneficiaryList> {
  const by = query.direction === 'asc' ? asc : desc;
  const order =
    query.sort === 'code'
      ? [by(complianceForms.id)]
      : query.sort === 'status'
        ? [by(STATUS_SQL)]
        : [by(complianceForms.createdAt)];
  const { rows, total } = await findComplianceList(deps.db, {
    accountId: session.accountId,
    kind: KIND,
    code: query.code,
    where: query.status ? eq(STATUS_SQL, query.status) : undefined,
    order,
    offset: (query.page - 1) * query.items_per_page,
    limit: query.items_per_page,
  });
  return {
    success: true,
    items: rows.map(toListItem),
    fields: [
      { field: 'code', title: 'Номер' },
      { field: 'created', title: 'Дата создания' },
      { field: 'owners', title: 'Владельцев' },
      { field: 'status', title: 'Статус' },
    ],
    filters: [
      {
        field: 'code',
        type: 'text',
        title: 'Номер анкеты',
        value: query.code ?? '',
        placeholder: 'Введите номер',
      },
      {
        field: 'status',
        type: 'select',
        title: 'Статус',
        value: query.status ?? '0',
        list: [
          { value: '0', title: 'Не выбрано' },
          ...LIST_STATUSES.map((status) => ({ value: status, title: COMPLIANCE_STATUS_TITLE[status] })),
        ],
      },
    ],
    sortables: BENEFICIARY_SORTABLE.map((field) => ({
      field,
      title: field === 'code' ? 'По номеру' : field === 'status' ? 'По статусу' : 'По дате создания',
    })),
    sort: query.sort,
    direction: query.direction,
    page: query.page,
    pages: pageCount(total, query.items_per_page),
    count: total,
    // Every client may start one; a second draft is allowed (a new owner structure while one waits).
    can_create: true,
    titles: {
      page: 'Анкеты о бенефициарных владельцах',
      create: 'Заполнить анкету',
      empty:
        'Анкет пока нет. Заполните анкету о бенефициарных владельцах по 115-ФЗ и подпишите её кодом из SMS.',
    },
  };
}

/** Create: a new questionnaire at step 1 (decision 0079: a changing GET, guarded like a POST). */
export async function createQuestionnaire(deps: ComplianceDeps, session: SessionRecord) {
  const row = await deps.db.transaction((tx) => createCompliance(tx, session, KIND, deps.clock.now()));
  return {
    success: true as const,
    id_object: row.id,
    code: row.code ?? '',
    url: compliancePageUrl(KIND, row.id, 1),
  };
}

async function ownQuestionnaire(deps: ComplianceDeps, session: SessionRecord, id: number) {
  const view = await findOwnCompliance(deps.db, session.accountId, KIND, id);
  if (!view) throw new AppError('NOT_FOUND', 'Анкета не найдена');
  return view;
}

/** Delete/{id}: a questionnaire never signed goes away with its unsigned document. */
export async function deleteQuestionnaire(deps: ComplianceDeps, session: SessionRecord, id: number) {
  const view = await ownQuestionnaire(deps, session, id);
  if (!canDeleteCompliance(complianceStatusOf(view))) {
    throw new AppError('CONFLICT', 'Подписанную анкету удалить нельзя, её можно аннулировать');
  }
  await deps.db.transaction(async (tx) => {
    await deleteCompliance(tx, view.form.id);
    if (view.document) await deleteUnsignedDocument(tx, view.document.id);
  });
  return { success: true as const, item: null };
}

/** Cancel/{id}: a signed questionnaire is cancelled and stays in the list. */
export async function cancelQuestionnaire(deps: ComplianceDeps, session: SessionRecord, id: number) {
  const view = await ownQuestionnaire(deps, session, id);
  const status = complianceStatusOf(view);
  if (!canCancelCompliance(status)) {
    throw new AppError(
      'CONFLICT',
      status === 'cancelled' ? 'Анкета уже аннулирована' : 'Неподписанную анкету можно удалить',
    );
  }
  const now = deps.clock.now();
  const form = await deps.db.transaction(async (tx) => {
    const updated = await updateCompliance(tx, view.form.id, { cancelledAt: now, updatedAt: now });
    await postToFeed(tx, session.accountId, {
      title: `Анкета ${updated.code} аннулирована`,
      body: 'Анкета о бенефициарных владельцах больше не действует. Заполните новую, если сведения изменились.',
      entity: KIND,
      entityId: updated.id,
    });
    return updated;
  });
  return { success: true as const, item: toListItem({ form, document: view.document }) };
}
