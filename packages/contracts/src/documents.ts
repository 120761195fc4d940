import { z } from 'zod';
import { defineCall } from './call.ts';

/**
 * The documents section of the client's cabinet (spec 2 §7 "Documents"; docs/decisions/0063):
 * documents to sign, signed ones with their stamped copy, and the client's own uploads.
 */

/** to_sign: waits for the client's signature; signed: has a signature; uploaded: the client's file. */
export const DOCUMENT_STATES = ['to_sign', 'signed', 'uploaded'] as const;
export const ZDocumentState = z.enum(DOCUMENT_STATES);
export type TDocumentState = z.infer<typeof ZDocumentState>;

export const DOCUMENT_STATE_TITLE: Record<TDocumentState, string> = {
  to_sign: 'На подпись',
  signed: 'Подписанные',
  uploaded: 'Загруженные',
};

/** The PDF of a document, inline: the signed copy once signed (our path, registered by hand). */
export function documentPdfPath(id: number): string {
  return `/srv/CabinetDocumentsV2/PDF/${id}`;
}

export const CLIENT_DOCUMENT_EDIT_PATH = '/ClientDocumentEdit';

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
