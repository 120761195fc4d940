import { type deal as dealContract, files } from '@agrolease/contracts';
import type { DocumentRow } from './queries.ts';

/** A document as the application's and the deal's pages show it (client, agent, back office). */
export function toDealDocument(row: DocumentRow): dealContract.TDealDocument {
  return {
    id: row.id,
    title: row.title,
    src: files.fileDownloadPath(row.signedFileId ?? row.fileId),
    needs_signature: row.needsSignature,
    signed: row.signedAt !== null,
    signed_at: row.signedAt?.toISOString() ?? null,
  };
}
