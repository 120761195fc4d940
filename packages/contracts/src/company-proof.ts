import { z } from 'zod';
import { defineCall } from './call.ts';
import { zId, zOptionalId } from './input-rules.ts';
import { ZQueuePageSize } from './paging.ts';

/**
 * Company proof (issue 35, decision 0156): an account's company is claimed until proven by a
 * certificate of the INN's head, by a representative's certificate with the company's МЧД, or by
 * documents a manager checks. Spec 2 names no call for it: these are ours.
 */

export { COMPANY_PROOF_ATTORNEY_PARTS, COMPANY_PROOF_PAGE } from './company-proof-values.ts';

export const ZCompanyStatus = z.enum(['confirmed', 'unconfirmed', 'detached']);
export const ZCompanyProofRequestStatus = z.enum(['review', 'approved', 'refused'], {
  error: 'Неверный статус проверки',
});
export const ZCompanyProofDocumentKind = z.enum(['register-extract', 'head-appointment', 'attorney']);

const ZProofFile = z.object({ id: z.number().int(), title: z.string(), src: z.string() });

export const ZCompanyProofRequest = z.object({
  id: z.number().int(),
  status: ZCompanyProofRequestStatus,
  status_title: z.string(),
  person_position: z.string(),
  is_head: z.boolean(),
  reason: z.string().describe("The manager's reason for a refusal"),
  created: z.string(),
  decided: z.string().nullable(),
  documents: z.array(z.object({ kind: ZCompanyProofDocumentKind, title: z.string(), file: ZProofFile })),
});
export type TCompanyProofRequest = z.infer<typeof ZCompanyProofRequest>;

export const ZCompanyProofState = z.object({
  success: z.literal(true),
  company: z.object({ title: z.string(), inn: z.string() }),
  status: ZCompanyStatus,
  status_title: z.string(),
  proof: z.string().describe('How the company was proven, in words; empty while unconfirmed'),
  confirmed: z.string().nullable(),
  note: z.string().describe('Why the account was detached, for its own reader'),
  request: ZCompanyProofRequest.nullable().describe('The latest request by documents'),
  documents: z.array(z.object({ kind: ZCompanyProofDocumentKind, title: z.string(), head_too: z.boolean() })),
});
export type TCompanyProofState = z.infer<typeof ZCompanyProofState>;

export const companyProof = defineCall({
  method: 'GET',
  path: '/CompanyProof',
  access: 'auth',
  group: 'company-proof',
  summary:
    "The account's company: confirmed, unconfirmed or detached, how it was proven, the latest request by documents",
  query: z.object({}),
  reply: ZCompanyProofState,
});

/** The fields of POST /CompanyProof/Certificate: form-encoded, JSON, or multipart with the МЧД. */
export const ZCompanyProofCertificateBody = z.object({
  method: z.enum(['challenge', 'prove'], { error: 'Неверный шаг подтверждения' }),
  id_query: z.string().trim().max(100).optional(),
  dataCSP: z.string().trim().max(200_000, 'Подпись слишком большая').optional(),
});

export const companyProofCertificate = defineCall({
  method: 'POST',
  path: '/CompanyProof/Certificate',
  access: 'auth',
  group: 'company-proof',
  summary:
    "Proves the account's company by a certificate: method=challenge gives a text to sign; method=prove checks the detached CMS over it and confirms the company (claimants detached). The certificate is the head's (it names the INN), or a representative's: then the request is multipart with the company's МЧД (xml_file) and the head's signature of it (sig_file), and the МЧД names the certificate's person as its representative",
  body: ZCompanyProofCertificateBody,
  reply: z.union([
    z.object({ success: z.literal(true), id_query: z.string(), challenge: z.string(), expired: z.string() }),
    ZCompanyProofState,
  ]),
});

export const companyProofDocuments = defineCall({
  method: 'POST',
  path: '/CompanyProof/Documents',
  access: 'auth',
  group: 'company-proof',
  summary:
    'Sends documents for a manager to check: the register extract, the head’s appointment and, for anyone but the head, an attorney (ids of the caller’s files from SetFile)',
  body: z.object({
    person_position: z
      .string({ error: 'Укажите должность' })
      .trim()
      .min(2, 'Укажите должность')
      .max(200, 'Не более 200 символов'),
    is_head: z.enum(['0', '1'], { error: 'Укажите, руководитель ли вы' }),
    register_extract: zOptionalId('Неверный файл выписки'),
    head_appointment: zOptionalId('Неверный файл решения о назначении'),
    attorney: zOptionalId('Неверный файл доверенности'),
  }),
  reply: ZCompanyProofState,
});

export const companyProofInvite = defineCall({
  method: 'POST',
  path: '/CompanyProof/Invite',
  access: 'auth',
  group: 'company-proof',
  summary:
    "A confirmed user invites a colleague to the company's cabinet: an SMS with the invitation's link; five a day",
  body: z.object({
    person_name: z
      .string({ error: 'Укажите ФИО' })
      .trim()
      .min(3, 'Укажите ФИО сотрудника')
      .max(200, 'Не более 200 символов'),
    phone: z.string({ error: 'Укажите телефон' }).trim().min(1, 'Укажите телефон').max(30),
  }),
  reply: z.object({ success: z.literal(true), message: z.string() }),
});

export const ZCompanyProofQueueItem = z.object({
  id: z.number().int(),
  company: z.string(),
  inn: z.string(),
  person: z.string(),
  login: z.string(),
  position: z.string(),
  status: ZCompanyProofRequestStatus,
  status_title: z.string(),
  created: z.string(),
});

export const backofficeCompanyProofs = defineCall({
  method: 'GET',
  path: '/Backoffice/CompanyProofs',
  access: 'auth',
  group: 'company-proof',
  summary: 'Manager: requests to prove a company by documents, those on review first',
  query: z.object({
    status: z.preprocess(
      (value) => (value === '' ? undefined : value),
      ZCompanyProofRequestStatus.optional(),
    ),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    items_per_page: ZQueuePageSize,
  }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZCompanyProofQueueItem),
    count: z.number().int(),
    pages: z.number().int(),
  }),
});

export const ZCompanyProofCard = z.object({
  request: ZCompanyProofRequest,
  account: z.object({
    id: z.number().int(),
    login: z.string(),
    person: z.string(),
    phone: z.string(),
    email: z.string(),
    registered: z.string(),
  }),
  company: z.object({ title: z.string(), inn: z.string() }),
  others: z
    .array(z.object({ login: z.string(), person: z.string(), status_title: z.string() }))
    .describe(
      'Other accounts of the INN: a confirmed one means the person joins; unconfirmed ones are detached on approval',
    ),
  can_decide: z.boolean(),
});
export type TCompanyProofCard = z.infer<typeof ZCompanyProofCard>;

const ZRequestId = zId('Неверная заявка на подтверждение (id_object)');

export const backofficeCompanyProof = defineCall({
  method: 'GET',
  path: '/Backoffice/CompanyProof',
  access: 'auth',
  group: 'company-proof',
  summary: 'Manager: one request with its documents, the account and the other accounts of the INN',
  query: z.object({ id_object: ZRequestId }),
  reply: z.object({ success: z.literal(true), card: ZCompanyProofCard }),
});

export const backofficeCompanyProofDecide = defineCall({
  method: 'POST',
  path: '/Backoffice/CompanyProof/Decide',
  access: 'auth',
  group: 'company-proof',
  summary:
    'Manager: approves the request (the company is confirmed, claimants detached) or refuses it with a reason',
  body: z.object({
    id_object: ZRequestId,
    decision: z.enum(['approved', 'refused'], { error: 'Выберите решение' }),
    reason: z.string().trim().max(2000, 'Не более 2000 символов').default(''),
  }),
  reply: z.object({ success: z.literal(true), card: ZCompanyProofCard }),
});
