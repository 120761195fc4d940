import { z } from 'zod';
import { defineCall } from './call.ts';
import { DOCUMENT_STATES } from './documents-values.ts';

export {
  CLIENT_DOCUMENT_EDIT_PATH,
  DOCUMENT_STATE_TITLE,
  DOCUMENT_STATES,
  documentPdfPath,
  type TDocumentState,
} from './documents-values.ts';

/**
 * The documents section of the client's cabinet (spec 2 §7 "Documents"; docs/decisions/0063):
 * documents to sign, signed ones with their stamped copy, and the client's own uploads.
 */

export const ZDocumentState = z.enum(DOCUMENT_STATES);

export const ZCabinetDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  entity: z.string().describe("What it belongs to: 'application', 'account', 'deal', 'order', 'upload'"),
  entity_id: z.number().int(),
  entity_title: z.string().describe('Заявка, Сделка, Договор, Учётная запись, Загружен вами'),
  entity_code: z.string().describe("The application's or deal's code; '' when it has none"),
  created: z.string().describe('ISO date-time'),
  needsSignature: z.boolean(),
  state: ZDocumentState,
  signed: z.boolean(),
  signedAt: z.string().nullable(),
  signer: z.string().nullable(),
  method: z.enum(['ses', 'csp']).nullable(),
  mime_type: z.string(),
  src: z.string().describe('Download of the original'),
  signed_src: z.string().nullable().describe('Download of the stamped copy'),
  pdf_src: z.string().describe('CabinetDocumentsV2/PDF/{id}: the PDF inline, the signed copy when signed'),
  can_replace: z.boolean().describe('The client may upload a replacement (ClientDocumentEdit)'),
});
export type TCabinetDocument = z.infer<typeof ZCabinetDocument>;

export const cabinetDocuments = defineCall({
  method: 'GET',
  path: '/CabinetDocumentsV2',
  access: 'auth',
  group: 'documents',
  summary: "The caller's documents, newest first; state filters to one group",
  query: z.object({ state: ZDocumentState.optional() }),
  reply: z.object({
    success: z.literal(true),
    items: z.array(ZCabinetDocument),
    counts: z.object({ to_sign: z.number().int(), signed: z.number().int(), uploaded: z.number().int() }),
  }),
});

export const ZClientDocumentEditReply = z.object({
  success: z.literal(true),
  error: z.literal(false),
  document: ZCabinetDocument,
});
