import { documentPdfPath, type TCabinetDocument, type TDocumentState } from '@agrolease/contracts/documents';
import { fileDownloadPath } from '@agrolease/contracts/files';
import type { Database, DbExecutor } from '@agrolease/db';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { AppError } from '../../errors/app-error.ts';
import type { UploadedPart } from '../../http/multipart-form.ts';
import type { SessionRecord } from '../../http/session.ts';
import { fileBytes, ownFile, storeUpload } from '../files/index.ts';
import { ensureAccountDocuments } from './credit-bureau-consent.ts';
import {
  type DocumentRow,
  type DocumentView,
  findDocumentViews,
  findEntityCodes,
  findOwnDocument,
  insertDocument,
  updateDocument,
} from './queries.ts';

/**
 * The documents section (CabinetDocumentsV2, ClientDocumentEdit; docs/decisions/0063): the
 * caller's documents only, another account's id is 404.
 */
export interface DocumentDeps {
  db: Database;
  files: FileStorage;
}

const ENTITY_TITLE: Record<string, string> = {
  application: 'Заявка',
  deal: 'Сделка',
  order: 'Договор',
  account: 'Учётная запись',
  upload: 'Загружен вами',
  beneficiary: 'Анкета 115-ФЗ',
  credit_declaration: 'Кредитная декларация',
};

export function documentState(document: DocumentRow): TDocumentState {
  if (document.signedAt) return 'signed';
  return document.needsSignature ? 'to_sign' : 'uploaded';
}

export function toCabinetDocument(view: DocumentView, codes: Map<string, string>): TCabinetDocument {
  const { document, signature } = view;
  const state = documentState(document);
  return {
    id: document.id,
    title: document.title,
    entity: document.entity,
    entity_id: document.entityId,
    entity_title: ENTITY_TITLE[document.entity] ?? 'Документ',
    entity_code: codes.get(`${document.entity}:${document.entityId}`) ?? '',
    created: document.createdAt.toISOString(),
    needsSignature: document.needsSignature,
    state,
    signed: state === 'signed',
    signedAt: document.signedAt?.toISOString() ?? null,
    signer: signature?.signerName ?? null,
    method: signature ? (signature.method === 'csp' ? 'csp' : 'ses') : null,
    mime_type: view.mimeType,
    src: fileDownloadPath(document.fileId),
    signed_src: document.signedFileId ? fileDownloadPath(document.signedFileId) : null,
    pdf_src: documentPdfPath(document.id),
    can_replace: state === 'uploaded',
  };
}

/** The documents of the list, by id, in the reply's shape. */
export async function cabinetDocumentsOf(
  db: DbExecutor,
  accountId: number,
  ids?: number[],
): Promise<TCabinetDocument[]> {
  const views = await findDocumentViews(db, accountId, ids);
  const codes = await findEntityCodes(
    db,
    accountId,
    views.map((view) => view.document),
  );
  return views.map((view) => toCabinetDocument(view, codes));
}

export async function listDocuments(deps: DocumentDeps, session: SessionRecord, state?: TDocumentState) {
  await ensureAccountDocuments(deps, session);
  const all = await cabinetDocumentsOf(deps.db, session.accountId);
  const counts = { to_sign: 0, signed: 0, uploaded: 0 };
  for (const item of all) counts[item.state] += 1;
  return {
    success: true as const,
    items: state ? all.filter((item) => item.state === state) : all,
    counts,
  };
}

export async function ownDocument(db: DbExecutor, accountId: number, id: number): Promise<DocumentRow> {
  const row = await findOwnDocument(db, accountId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Документ не найден');
  return row;
}

/** CabinetDocumentsV2/PDF/{id}: the signed copy once signed, else the original. */
export async function documentPdf(deps: DocumentDeps, session: SessionRecord, id: number) {
  const document = await ownDocument(deps.db, session.accountId, id);
  const file = await ownFile(deps.db, session.accountId, document.signedFileId ?? document.fileId);
  return { document, file, bytes: await fileBytes(deps, file) };
}

/**
 * ClientDocumentEdit: replaces the file of the client's own unsigned upload, or (without
 * id_document) adds a new upload. A document to sign or a signed one cannot be replaced.
 */
export async function editClientDocument(
  deps: DocumentDeps,
  session: SessionRecord,
  input: { idDocument?: number; title?: string; upload: UploadedPart },
): Promise<TCabinetDocument> {
  const existing =
    input.idDocument === undefined
      ? undefined
      : await ownDocument(deps.db, session.accountId, input.idDocument);
  if (existing?.signedAt) throw new AppError('CONFLICT', 'Подписанный документ заменить нельзя');
  if (existing?.needsSignature) {
    throw new AppError('CONFLICT', 'Документ на подпись подготовлен Агролизингом и не может быть заменён');
  }
  const document = await deps.db.transaction(async (tx) => {
    const file = await storeUpload({ db: tx, files: deps.files }, session.accountId, input.upload);
    const title = input.title?.trim() || file.title.replace(/\.[^.]+$/, '') || 'Документ';
    if (existing)
      return updateDocument(tx, existing.id, {
        fileId: file.id,
        title: input.title?.trim() || existing.title,
      });
    return insertDocument(tx, {
      accountId: session.accountId,
      entity: 'upload',
      entityId: session.accountId,
      title,
      fileId: file.id,
      needsSignature: false,
    });
  });
  const [item] = await cabinetDocumentsOf(deps.db, session.accountId, [document.id]);
  if (!item) throw new Error('the edited document vanished');
  return item;
}
