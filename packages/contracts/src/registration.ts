import { z } from 'zod';
import { ZAuthReply, ZCodeSentReply, ZRequisitesFailure } from './auth.ts';
import { defineCall } from './call.ts';
import { zId } from './input-rules.ts';

const required = z.string().trim().min(1, 'Поле не может быть пустым');
const field = z.enum(['phone', 'email'], { message: 'Поле должно быть phone или email' });
/** The registration in progress (from CheckCode of the phone); kept in the browser's sessionStorage. */
const regToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Регистрация не найдена: начните заново');

export const getCode = defineCall({
  method: 'POST',
  path: '/Registration/GetCode',
  access: 'public',
  group: 'registration',
  summary: 'Sends a registration code to the phone (step 1) or e-mail (step 3, with reg_token)',
  body: z.object({
    field,
    value: required,
    'g-recaptcha-response': z.string().optional(),
    reg_token: regToken.optional(),
  }),
  reply: ZCodeSentReply,
});

export const checkCode = defineCall({
  method: 'POST',
  path: '/Registration/CheckCode',
  access: 'public',
  group: 'registration',
  summary: 'Checks the code; the phone opens a registration (reg_token), the e-mail is added to it',
  body: z.object({ field, value: required, code: required, reg_token: regToken.optional() }),
  reply: z.object({ success: z.literal(true), reg_token: z.string(), step: z.number().int() }),
});

export const ZCompany = z.object({
  title: z.string(),
  inn: z.string(),
  ogrn: z.string(),
  kpp: z.string(),
  city: z.string(),
});
export type TCompany = z.infer<typeof ZCompany>;

export const companySearch = defineCall({
  method: 'GET',
  path: '/CompanySearch',
  access: 'auth',
  group: 'auth',
  summary: 'Counterparty register search by INN or name (a session or a registration token)',
  query: z.object({
    query: z.string().trim().min(2, 'Введите не менее 2 символов').max(100),
    reg_token: regToken.optional(),
  }),
  reply: z.object({ items: z.array(ZCompany) }),
});

export const createAccount = defineCall({
  method: 'POST',
  path: '/CreateAccount',
  access: 'public',
  group: 'auth',
  summary:
    'Creates the account of a registration (confirmed phone, requisites, person, password) and signs in',
  body: z.object({
    inn: required,
    ogrn: required,
    kpp: z.string().trim().optional(),
    'g-recaptcha-response': required,
    captcha: z.string().optional(),
    reg_token: regToken,
    type: z.enum(['organization', 'person']).default('organization'),
    title: z.string().trim().max(300).optional(),
    person_name: z.string().trim().min(3, 'Укажите фамилию, имя и отчество').max(200),
    person_position: z.string().trim().max(200).optional(),
    password: z.string().max(128),
  }),
  reply: z.union([ZAuthReply, ZRequisitesFailure]),
});

export const ZAgreement = z.object({
  id_document: z.number().int(),
  title: z.string(),
  description: z.string(),
  url: z.string().describe('Where the PDF is read (Registration/GetPDF)'),
});

export const getAgreements = defineCall({
  method: 'GET',
  path: '/Registration/GetAgreements',
  access: 'public',
  group: 'registration',
  summary: 'The agreements a new user accepts: personal-data consent and the cabinet user agreement',
  query: z.object({ ismobile: z.coerce.number().int().min(0).max(1).optional() }),
  reply: z.object({ success: z.literal(true), items: z.array(ZAgreement) }),
});

export const setSignedData = defineCall({
  method: 'POST',
  path: '/Registration/SetSignedData',
  access: 'public',
  group: 'registration',
  summary: 'Records acceptance of the agreements (id_document 0 = all) by the signed-in user',
  body: z.object({
    id_document: zId('Неверный документ', 0),
    data: z.string().trim().min(1, 'Поле не может быть пустым').max(100_000),
    token: z.string().optional(),
  }),
  reply: z.object({ success: z.literal(true), accepted: z.boolean() }),
});

const ZAgreementsState = z.object({
  success: z.literal(true),
  accepted: z.boolean(),
  errcode: z.literal('agreements').optional(),
});

export const checkAgreements = defineCall({
  method: 'GET',
  path: '/CheckAgreements',
  access: 'auth',
  group: 'registration',
  summary: 'Whether the user accepted the agreements; errcode agreements sends the site to /pd/',
  query: z.object({}),
  reply: ZAgreementsState,
});

export const registrationCheckAgreements = defineCall({
  ...checkAgreements,
  path: '/Registration/CheckAgreements',
});

export const checkRegistration = defineCall({
  method: 'GET',
  path: '/Registration/CheckRegistration',
  access: 'auth',
  group: 'registration',
  summary: "Whether the signed-in user's registration is complete, and its next step",
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    iscompleted: z.boolean(),
    step: z.number().int(),
    home: z.string(),
  }),
});

/** GET /srv/Registration/GetPDF?id_document= answers the agreement as a PDF (decision 0042). */
export const GET_PDF_PATH = '/Registration/GetPDF';
export const ZGetPdfQuery = z.object({
  id_document: zId('Неверный документ'),
  cert: z.string().optional().describe('Certificate registration: not used yet'),
});
