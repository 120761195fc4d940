import { z } from 'zod';
import { defineCall } from './call.ts';
/**
 * The compliance wizards of the calls.tsv group `accreditation` that are not the supplier's
 * (issue 15, docs/decisions/0102): the beneficiary questionnaire (115-ФЗ) with its list, Create,
 * Delete and Cancel, the credit declaration and the registration of a non-resident. The client's
 * pages live under Документы → «Анкеты и декларации».
 */
import { COMPLIANCE_KIND_VALUES, COMPLIANCE_PATHS, type TComplianceKind } from './compliance-values.ts';
import { zId } from './input-rules.ts';
import { ZQueuePageSize, ZSortDirection } from './paging.ts';
import { ZFormOption, ZWizardReply } from './wizard.ts';

export {
  COMPLIANCE_KIND_VALUES,
  COMPLIANCE_PAGES,
  COMPLIANCE_PATHS,
  compliancePageUrl,
  type TComplianceKind,
} from './compliance-values.ts';
export const ZComplianceKind = z.enum(COMPLIANCE_KIND_VALUES);
export const ZComplianceStatus = z.enum(['draft', 'to_sign', 'signed', 'submitted', 'cancelled']);

const emptyIsUnset = (value: unknown) =>
  value === '' || value === null || value === 'new' ? undefined : value;

/** A wizard call's fields: id_object (none: the latest draft, or a new one on the first save), step, submit and the step's fields. */
export const ZComplianceInput = z.looseObject({
  id_object: z.preprocess(emptyIsUnset, zId('Неверный идентификатор анкеты').optional()),
  step: z.preprocess(
    emptyIsUnset,
    z.coerce
      .number({ error: 'Неверный шаг' })
      .int('Неверный шаг')
      .min(1, 'Неверный шаг')
      .max(10, 'Неверный шаг')
      .optional(),
  ),
  /** 1 saves the step's fields; without it the step is only shown. */
  submit: z.preprocess(
    emptyIsUnset,
    z.coerce
      .number({ error: 'submit: 1 или 0' })
      .int('submit: 1 или 0')
      .min(0, 'submit: 1 или 0')
      .max(1, 'submit: 1 или 0')
      .optional(),
  ),
});

/** The document to sign of a questionnaire or declaration (CabinetDocumentSign takes its id). */
export const ZComplianceDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  signed: z.boolean(),
  src: z.string(),
  pdf_src: z.string(),
  signed_src: z.string().nullable(),
});
export type TComplianceDocument = z.infer<typeof ZComplianceDocument>;

export const ZComplianceReply = ZWizardReply.extend({
  kind: ZComplianceKind,
  title: z.string(),
  code: z.string().nullable(),
  status: ZComplianceStatus,
  status_title: z.string(),
  document: ZComplianceDocument.nullable(),
});
export type TComplianceReply = z.infer<typeof ZComplianceReply>;

const wizardCall = (kind: TComplianceKind, summary: string) =>
  defineCall({
    method: 'POST',
    path: COMPLIANCE_PATHS[kind],
    access: 'auth',
    group: 'accreditation',
    summary,
    body: ZComplianceInput,
    reply: ZComplianceReply,
  });

export const complianceWizardCalls = {
  beneficiary: wizardCall(
    'beneficiary',
    'Beneficiary questionnaire (115-ФЗ): questions 005, 006, 008, 009 as yes/no pairs, beneficial owners, the PDF to sign by SES',
  ),
  credit_declaration: wizardCall(
    'credit_declaration',
    "Credit declaration: the company's credit and lease obligations and the declaration to sign; errcode agreements sends to /pd/",
  ),
  non_resident: wizardCall(
    'non_resident',
    "Registration of a non-resident: the foreign company's registration data and contact, sent to the manager",
  ),
};

const zFilterText = (max: number, message: string) =>
  z.preprocess(emptyIsUnset, z.string().trim().max(max, message).optional());

export const BENEFICIARY_SORTABLE = ['created', 'code', 'status'] as const;

/** The list's filters (spec 1 §3), sort and page; flat like the applications list's. */
export const ZBeneficiaryListQuery = z.object({
  page: z.coerce
    .number({ error: 'Номер страницы должен быть числом' })
    .int('Номер страницы должен быть целым числом')
    .min(1, 'Номер страницы начинается с 1')
    .max(10_000, 'Слишком большой номер страницы')
    .default(1),
  items_per_page: z.coerce
    .number({ error: 'Размер страницы должен быть числом' })
    .int('Размер страницы от 1 до 100')
    .min(1, 'Размер страницы от 1 до 100')
    .max(100, 'Размер страницы от 1 до 100')
    .default(20),
  code: zFilterText(20, 'Номер не длиннее 20 символов'),
  /** '0' is «Не выбрано». */
  status: z.preprocess(
    (value) => (value === '' || value === '0' ? undefined : value),
    z.enum(ZComplianceStatus.options, { error: 'Неизвестный статус анкеты' }).optional(),
  ),
  sort: z.preprocess(
    emptyIsUnset,
    z.enum(BENEFICIARY_SORTABLE, { error: 'Сортировка: created, code или status' }).default('created'),
  ),
  direction: z.preprocess(emptyIsUnset, ZSortDirection.default('desc')),
});

export const ZBeneficiaryListItem = z.object({
  id: z.number().int(),
  code: z.string(),
  status: ZComplianceStatus,
  status_title: z.string(),
  created: z.string(),
  updated: z.string(),
  owners: z.number().int(),
  document: ZComplianceDocument.nullable(),
  url: z.string(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_cancel: z.boolean(),
});
export type TBeneficiaryListItem = z.infer<typeof ZBeneficiaryListItem>;

export const ZListFilter = z.object({
  field: z.string(),
  type: z.enum(['text', 'select']),
  title: z.string(),
  value: z.string(),
  placeholder: z.string().optional(),
  /** Select filters begin with «Не выбрано» = '0' (spec 1 §3). */
  list: z.array(ZFormOption).optional(),
});

export const beneficiaryQuestionnaires = defineCall({
  method: 'GET',
  path: '/CRMBeneficiaryQuestionnairies',
  access: 'auth',
  group: 'accreditation',
  summary:
    "The company's beneficiary questionnaires: items, fields, filters, sortables, pages/count, can_create, titles",
  query: ZBeneficiaryListQuery,
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZBeneficiaryListItem),
    fields: z.array(z.object({ field: z.string(), title: z.string() })),
    filters: z.array(ZListFilter),
    sortables: z.array(z.object({ field: z.string(), title: z.string() })),
    sort: z.string(),
    direction: ZSortDirection,
    page: z.number().int(),
    pages: z.number().int(),
    count: z.number().int(),
    can_create: z.boolean(),
    titles: z.object({ page: z.string(), create: z.string(), empty: z.string() }),
  }),
});
export type TBeneficiaryList = z.output<typeof beneficiaryQuestionnaires.reply>;

export const beneficiaryQuestionnaireCreate = defineCall({
  method: 'GET',
  path: '/CRMBeneficiaryQuestionnairies/Create',
  // A GET of the spec that creates (decision 0079): refused from other sites.
  changesState: true,
  access: 'auth',
  group: 'accreditation',
  summary: 'Starts a new beneficiary questionnaire: answers its id_object and the wizard page',
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    id_object: z.number().int(),
    code: z.string(),
    url: z.string(),
  }),
});

export const BENEFICIARY_DELETE_PATH = '/CRMBeneficiaryQuestionnairies/Delete/:id';
export const BENEFICIARY_CANCEL_PATH = '/CRMBeneficiaryQuestionnairies/Cancel/:id';
export const ZBeneficiaryIdParams = z.object({ id: zId('Неверный идентификатор анкеты') });
export const ZBeneficiaryChangeReply = z.object({
  success: z.literal(true),
  item: ZBeneficiaryListItem.nullable(),
});

/** Delete/{id} and Cancel/{id} as calls of one questionnaire (the path carries the id). */
function byIdCall(action: 'Delete' | 'Cancel', id: number) {
  return defineCall({
    method: 'GET',
    path: `/CRMBeneficiaryQuestionnairies/${action}/${id}`,
    changesState: true,
    access: 'auth',
    group: 'accreditation',
    summary:
      action === 'Delete'
        ? 'Deletes an unsigned questionnaire'
        : 'Cancels a signed questionnaire; it stays in the list',
    query: z.object({}),
    reply: ZBeneficiaryChangeReply,
  });
}
export const beneficiaryQuestionnaireDelete = (id: number) => byIdCall('Delete', id);
export const beneficiaryQuestionnaireCancel = (id: number) => byIdCall('Cancel', id);

/** One compliance form as the manager reads it. */
export const ZBackofficeComplianceItem = z.object({
  id: z.number().int(),
  kind: ZComplianceKind,
  kind_title: z.string(),
  code: z.string(),
  status: ZComplianceStatus,
  status_title: z.string(),
  company: z.string(),
  inn: z.string(),
  created: z.string(),
  updated: z.string(),
  /** What the client answered, as titled rows. */
  rows: z.array(z.object({ title: z.string(), text: z.string() })),
  /** Tables: owners or obligations. */
  tables: z.array(
    z.object({
      title: z.string(),
      columns: z.array(z.string()),
      rows: z.array(z.array(z.string())),
    }),
  ),
  document: ZComplianceDocument.nullable(),
});
export type TBackofficeComplianceItem = z.infer<typeof ZBackofficeComplianceItem>;

export const backofficeComplianceForms = defineCall({
  method: 'GET',
  path: '/Backoffice/ComplianceForms',
  access: 'auth',
  group: 'accreditation',
  summary:
    "Manager: clients' questionnaires, credit declarations and non-resident registrations (drafts left out)",
  query: z.object({
    page: z.coerce
      .number({ error: 'Неверный номер страницы' })
      .int('Неверный номер страницы')
      .min(1, 'Неверный номер страницы')
      .max(10_000, 'Неверный номер страницы')
      .default(1),
    kind: z.preprocess(
      emptyIsUnset,
      z
        .enum(COMPLIANCE_KIND_VALUES, { error: 'Вид: beneficiary, credit_declaration или non_resident' })
        .optional(),
    ),
    items_per_page: ZQueuePageSize,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZBackofficeComplianceItem.omit({ rows: true, tables: true })),
    count: z.number().int(),
    pages: z.number().int(),
  }),
});

export const backofficeComplianceForm = defineCall({
  method: 'GET',
  path: '/Backoffice/ComplianceForm',
  access: 'auth',
  group: 'accreditation',
  summary: 'Manager: one questionnaire, declaration or registration, read-only',
  query: z.object({ id_object: zId('Неверный идентификатор') }),
  reply: z.object({ success: z.literal(true), item: ZBackofficeComplianceItem }),
});
