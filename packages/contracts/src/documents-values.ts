/**
 * The plain values of the client's documents section, apart from its schemas so that the page's
 * code (the tabs' titles) uses them in the browser without shipping Zod (issue 36, decision 0186;
 * documents.ts re-exports them).
 */

/** to_sign: waits for the client's signature; signed: has a signature; uploaded: the client's file. */
export const DOCUMENT_STATES = ['to_sign', 'signed', 'uploaded'] as const;
export type TDocumentState = (typeof DOCUMENT_STATES)[number];

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
