import { z } from 'zod';
import { defineCall } from './call.ts';
import { ZCabinetDocument } from './documents.ts';
import { zId } from './input-rules.ts';

/**
 * Electronic signing (spec 1 §3 "Sign payload", "Digital signing state", §4 "Signing";
 * ARCHITECTURE.md §6; docs/decisions/0063): by SMS code (SES, 'Подписание с помощью ПЭП')
 * after the SES agreement, or by a CryptoPro certificate (CSP).
 */

export const SIGN_METHODS = ['ses', 'csp'] as const;
export const ZSignMethod = z.enum(SIGN_METHODS);
export type TSignMethod = z.infer<typeof ZSignMethod>;

const ZId = zId();
const ZCode = z.string().trim().optional();

/** What is missing before the account may sign by SMS code. */
export const ZSesMissing = z.enum(['agreement', 'phone']);

export const canSesAgreement = defineCall({
  method: 'GET',
  path: '/CanSESAgreement',
  access: 'auth',
  group: 'signing',
  summary: 'Whether the account may sign by SMS code: it accepted the SES agreement and has a phone',
  query: z.object({}),
  reply: z.object({
    success: z.literal(true),
    canSES: z.boolean(),
    missing: z.array(ZSesMissing),
    phone: z.string().describe('Masked phone signing codes go to; empty without one'),
    message: z.string(),
  }),
});

/** A phone the agreement may bind signing codes to (spec 1 §3 "Digital signing state": contacts). */
export const ZSigningContact = z.object({
  id: z.number().int().describe('0: the account’s own phone'),
  title: z.string(),
  phone: z.string().describe('Masked'),
});

export const sesAgreement = defineCall({
  method: 'GET',
  path: '/SESAgreement',
  changesState: true,
  access: 'auth',
  group: 'signing',
  summary:
    'The SES agreement: step 1 its text and the phones to choose, step 2 sends a code to the chosen phone, step 3 confirms it with the code',
  query: z.object({
    step: z.coerce.number().int().min(1).max(3).default(1),
    id_Contact: zId('Неверный контакт', 0).optional(),
    code: ZCode,
  }),
  reply: z.object({
    success: z.literal(true),
    step: z.number().int(),
    canSES: z.boolean(),
    title: z.string(),
    text: z.array(z.string()).describe('Paragraphs of the agreement'),
    contacts: z.array(ZSigningContact).describe('Phones that may receive signing codes: confirmed ones only'),
    unconfirmed: z
      .array(ZSigningContact)
      .describe('Contact persons whose phone is not confirmed yet: not offered until confirmed by code'),
    code_sent: z.boolean(),
    phone: z.string(),
    resend_after: z.number().int(),
    message: z.string(),
  }),
});

/** The reply of every signing call: a code was sent, or the documents are signed. */
export const ZSignReply = z.object({
  success: z.literal(true),
  signed: z.boolean(),
  code_sent: z.boolean(),
  phone: z.string().describe('Masked phone the code went to'),
  resend_after: z.number().int(),
  message: z.string(),
  documents: z.array(ZCabinetDocument),
  /** The application's code and status after CabinetApplicationSign(SES) sent it. */
  application: z.object({ id: z.number().int(), code: z.string(), status: z.string() }).nullable(),
});
export type TSignReply = z.infer<typeof ZSignReply>;

export const cabinetApplicationSignSes = defineCall({
  method: 'GET',
  path: '/CabinetApplicationSignSES',
  changesState: true,
  access: 'auth',
  group: 'signing',
  summary:
    "Without code: sends the SMS code for the application's documents. With code: signs them and sends the application",
  query: z.object({ id_object: ZId, code: ZCode }),
  reply: ZSignReply,
});

const ZStringMap = z.record(z.string(), z.string());

/** Spec 1 §3 "Sign payload", form-encoded; dataCSP[<document id>] carries one CMS per document. */
export const ZSignPayload = z.object({
  method: ZSignMethod.default('ses'),
  id_object: ZId,
  code: ZCode,
  cert: z.union([ZStringMap, z.array(z.string())]).optional(),
  data: z.union([z.string(), ZStringMap]).optional(),
  dataCSP: z.union([z.string(), ZStringMap]).optional(),
  ses: z.string().optional(),
  id_contact: z.string().optional(),
  case: z.string().optional(),
  entity: z.string().optional(),
  sale: z.string().optional(),
});

export const cabinetApplicationSign = defineCall({
  method: 'POST',
  path: '/CabinetApplicationSign',
  access: 'auth',
  group: 'signing',
  summary:
    "Signs the application's documents by SMS code (method ses; no code sends one) or by CryptoPro (method csp, dataCSP[id] per document) and sends it",
  body: ZSignPayload,
  reply: ZSignReply,
});

export const cabinetDocumentSign = defineCall({
  method: 'POST',
  path: '/CabinetDocumentSign',
  access: 'auth',
  group: 'signing',
  summary:
    'Signs one cabinet document (id_object) by SMS code (no code sends one) or by CryptoPro (dataCSP: base64 CMS)',
  body: ZSignPayload,
  reply: ZSignReply,
});

export const cspLog = defineCall({
  method: 'POST',
  path: '/CSPLog',
  access: 'auth',
  group: 'signing',
  summary: 'Records a CryptoPro plug-in error the browser met (JSON: message, token)',
  body: z.object({ message: z.string().trim().min(1).max(4000), token: z.string().optional() }),
  reply: z.object({ success: z.literal(true) }),
});
