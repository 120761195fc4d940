import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';
import { ZQueuePageSize } from './paging.ts';
import { ZSignPayload, ZSignReply } from './signing.ts';
import { ZWizardReply } from './wizard.ts';

/**
 * Supplier accreditation (spec 1 §2 steps, §4; spec 2 §7 "Accreditation"; docs/decisions/0083):
 * the wizard (company info, questioning, contact person, documents, sign, success), the package
 * of documents (AccreditationDocuments, AccreditationDocuments/Add/{id}), its signing
 * (AccreditationSign, AccreditationSign/Check) and the manager's review in the back office.
 * The spec lists AccreditationDocuments/Add/{id}, AccreditationSign and AccreditationSign/Check
 * as GET, and they are GET here: each changes state, so each says `changesState` and the
 * cross-site guard refuses it from another site's page (decisions 0079, 0100).
 */

export const ACCREDITATION_PAGE = '/cabinet/v2/accreditation/';

const ZObjectId = zId('Неверная аккредитация (id_object)');
const ZOptionalObjectId = z.preprocess(
  (value) => (value === '' || value === null || value === 'null' ? undefined : value),
  ZObjectId.optional(),
);

export const ZAccreditationStatus = z.enum(['draft', 'submitted', 'corrections', 'approved', 'rejected']);

/** The package's documents and the files attached to each. */
export const ZAccreditationPackage = z.object({
  success: z.literal(true),
  id_object: z.number().int(),
  supplier_type: z.string().nullable(),
  editable: z.boolean(),
  items: z.array(
    z.object({
      id: z.number().int().describe('The document of the package: the {id} of AccreditationDocuments/Add'),
      code: z.string(),
      title: z.string(),
      required: z.boolean(),
      file: z.object({ id: z.number().int(), title: z.string(), src: z.string() }).nullable(),
    }),
  ),
  missing: z.array(z.string()).describe('Titles of the required documents not attached yet'),
});
export type TAccreditationPackage = z.infer<typeof ZAccreditationPackage>;

/** The accreditation as the supplier's dashboard and CabinetMain's `accreditation` list show it. */
export const ZAccreditationItem = z.object({
  id_object: z.number().int().nullable().describe('null: not started yet'),
  code: z.string().nullable(),
  status: ZAccreditationStatus,
  status_title: z.string(),
  supplier_type: z.string().nullable(),
  supplier_type_title: z.string(),
  step: z.number().int(),
  manager_comment: z.string(),
  documents_flag: z.boolean(),
  is_accredited: z.boolean().describe('The supplier sections are open'),
  url: z.string(),
  updated: z.string().nullable(),
});
export type TAccreditationItem = z.infer<typeof ZAccreditationItem>;

export const ZAccreditationReply = ZWizardReply.extend({
  title: z.string(),
  code: z.string().nullable(),
  status: ZAccreditationStatus,
  status_title: z.string(),
  supplier_type: z.string().nullable(),
  manager_comment: z.string(),
  documents_flag: z.boolean(),
  is_accredited: z.boolean(),
  package: ZAccreditationPackage.nullable(),
  /** The package's PDF to sign at step 5 (the certificate method signs its bytes). */
  document: z.object({ id: z.number().int(), title: z.string(), src: z.string() }).nullable(),
  /** Ours (decision 0183): the package's days for its timeline, ISO instants; null before each. */
  created: z.string().nullable(),
  submitted: z.string().nullable().describe('The package was last signed and sent for review'),
  decided: z.string().nullable().describe("The manager's last decision (approved, returned, refused)"),
});
export type TAccreditationReply = z.infer<typeof ZAccreditationReply>;

export const accreditationWizard = defineCall({
  method: 'POST',
  path: '/AccreditationWizard',
  access: 'auth',
  group: 'accreditation',
  summary:
    "One step of the supplier's accreditation: without id_object the supplier's own package (none yet: step 1); submit=1 saves the step and moves on",
  body: z.looseObject({
    step: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce.number({ error: 'Неверный шаг (step)' }).int().min(1).max(6, 'Неверный шаг (step)').optional(),
    ),
    id_object: ZOptionalObjectId,
    submit: z
      .preprocess((value) => value === '1' || value === 1 || value === true, z.boolean())
      .default(false),
  }),
  reply: ZAccreditationReply,
});

export const accreditationDocuments = defineCall({
  method: 'POST',
  path: '/AccreditationDocuments',
  changesState: false,
  access: 'auth',
  group: 'accreditation',
  summary: 'The accreditation package: the documents it needs and the files attached to each (reads only)',
  body: z.object({ id_object: ZObjectId }),
  reply: ZAccreditationPackage,
});

/**
 * Ours (decision 0090): a supplier whose package was rejected starts a new attempt. The package
 * becomes a draft again at step 1 with the previous answers and files, to be formed and signed anew.
 */
export const accreditationRestart = defineCall({
  method: 'POST',
  path: '/AccreditationRestart',
  access: 'auth',
  group: 'accreditation',
  summary: 'Starts a new attempt after a rejection: the package is a draft again at step 1, answers kept',
  body: z.object({ id_object: ZObjectId }),
  reply: ZAccreditationReply,
});

/** The {id} of the path is the package's document (ZAccreditationPackage items[].id). */
export const ACCREDITATION_DOCUMENTS_ADD_PATH = '/AccreditationDocuments/Add/:id';
export const accreditationDocumentsAddUrl = (id: number) => `/AccreditationDocuments/Add/${id}`;

export const ZAccreditationDocumentsAddInput = z.object({
  id_object: ZObjectId,
  id_File: zId('Приложите файл (id_File)'),
});

export const ZAccreditationSignInput = z.object({
  id_object: ZObjectId,
});

export const accreditationSign = defineCall({
  method: 'GET',
  path: '/AccreditationSign',
  changesState: true,
  access: 'auth',
  group: 'accreditation',
  summary: "Sends the SMS code for the package's PDF (SES); 429 within 60 s of the last code",
  query: ZAccreditationSignInput,
  reply: ZSignReply,
});

export const accreditationSignCheck = defineCall({
  method: 'GET',
  path: '/AccreditationSign/Check',
  changesState: true,
  access: 'auth',
  group: 'accreditation',
  summary:
    'Signs the package by the SMS code (method ses, code) or by CryptoPro (method csp, dataCSP: a detached CMS) and sends it to the manager',
  query: ZSignPayload,
  reply: ZSignReply,
});

// ——— the back office ———

export const ZAccreditationCard = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  status: ZAccreditationStatus,
  status_title: z.string(),
  supplier_type_title: z.string(),
  manager_comment: z.string(),
  documents_flag: z.boolean(),
  submitted: z.string().nullable(),
  decided: z.string().nullable(),
  company: z.object({
    title: z.string(),
    inn: z.string(),
    login: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  answers: z.array(z.object({ title: z.string(), value: z.string() })),
  files: z.array(
    z.object({ id: z.number().int(), title: z.string(), document: z.string(), src: z.string() }),
  ),
  document: z
    .object({ title: z.string(), src: z.string(), signed_src: z.string().nullable(), signed: z.boolean() })
    .nullable(),
  history: z.array(z.object({ date: z.string(), title: z.string(), body: z.string() })),
  can_decide: z.boolean(),
});
export type TAccreditationCard = z.infer<typeof ZAccreditationCard>;

export const backofficeAccreditations = defineCall({
  method: 'GET',
  path: '/Backoffice/Accreditations',
  access: 'auth',
  group: 'accreditation',
  summary: "Manager: suppliers' accreditation packages, those on review first",
  query: z.object({
    status: z.preprocess((value) => (value === '' ? undefined : value), ZAccreditationStatus.optional()),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    items_per_page: ZQueuePageSize,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(
      z.object({
        id: z.number().int(),
        code: z.string().nullable(),
        company: z.string(),
        inn: z.string(),
        status: ZAccreditationStatus,
        status_title: z.string(),
        supplier_type_title: z.string(),
        submitted: z.string().nullable(),
      }),
    ),
    count: z.number().int(),
    pages: z.number().int(),
  }),
});

export const backofficeAccreditation = defineCall({
  method: 'GET',
  path: '/Backoffice/Accreditation',
  access: 'auth',
  group: 'accreditation',
  summary: 'Manager: one accreditation package with its answers, files, signed PDF and history',
  query: z.object({ id_object: ZObjectId }),
  reply: z.object({ success: z.literal(true), accreditation: ZAccreditationCard }),
});

export const backofficeAccreditationDecide = defineCall({
  method: 'POST',
  path: '/Backoffice/Accreditation/Decide',
  access: 'auth',
  group: 'accreditation',
  summary:
    'Manager: sends the package back for corrections (documents=1: to the documents step), approves it (the supplier cabinet opens) or rejects it with a reason',
  body: z.object({
    id_object: ZObjectId,
    decision: z.enum(['corrections', 'approved', 'rejected'], { error: 'Выберите решение' }),
    comment: z.string().trim().max(4000, 'Не более 4000 символов').default(''),
    documents: z
      .preprocess((value) => value === '1' || value === 1 || value === true, z.boolean())
      .default(false),
  }),
  reply: z.object({ success: z.literal(true), accreditation: ZAccreditationCard }),
});
