import { createHash } from 'node:crypto';
import { files as filesContract, type TCallReply } from '@agrolease/contracts';
import { type DbExecutor, schema } from '@agrolease/db';
import {
  CABINET_FILE_LIMIT_BYTES,
  CABINET_FILE_TYPES_TEXT,
  detectCabinetFileType,
  fileLabel,
} from '@agrolease/domain';
import { sql } from 'drizzle-orm';
import { type FileStorage, newStoredName } from '../../adapters/storage/file-storage.ts';
import { AppError } from '../../errors/app-error.ts';
import type { UploadedPart } from '../../http/multipart-form.ts';
import { deleteFile, type FileRow, findFile, findOwnFile, insertFile } from './queries.ts';

/**
 * Files of the cabinet (docs/decisions/0060): an upload is checked by its bytes and size,
 * stored by the storage adapter under a random name, and recorded with its owner and
 * SHA-256. Every read checks the owner: another account's file is 404.
 */
export interface FileDeps {
  db: DbExecutor;
  files: FileStorage;
}

export function toUploadedFile(row: FileRow): filesContract.TUploadedFile {
  return {
    id: row.id,
    title: row.title,
    mime_type: row.mimeType,
    size: row.size,
    src: filesContract.fileDownloadPath(row.id),
  };
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Keeps bytes only with the row that records them (decision 0076): the row is stored first and
 * the file written in the same transaction, so a failing write takes the row back; when the row
 * or the commit fails, the file is removed.
 */
export async function storeWithRow<R>(
  deps: FileDeps,
  bytes: Buffer,
  extension: string,
  insertRow: (db: DbExecutor, storedName: string) => Promise<R>,
): Promise<R> {
  const storedName = newStoredName(extension);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertRow(tx, storedName);
      await deps.files.write(storedName, bytes);
      return row;
    });
  } catch (error) {
    await deps.files.remove(storedName);
    throw error;
  }
}

/** Stores bytes the gateway made itself (a generated PDF, a stamped copy). */
export async function storeGeneratedFile(
  deps: FileDeps,
  accountId: number,
  file: { title: string; bytes: Buffer; mimeType: string; extension: string },
): Promise<FileRow> {
  return storeWithRow(deps, file.bytes, file.extension, (db, storedName) =>
    insertFile(db, {
      accountId,
      title: file.title,
      mimeType: file.mimeType,
      size: file.bytes.length,
      storedName,
      sha256: sha256Hex(file.bytes),
    }),
  );
}

/**
 * Checks and stores a file the user sent; field names the form field for the error.
 * Empty, too large or of a type not accepted: 400/413 in the spec's error shape.
 */
export async function storeUpload(deps: FileDeps, accountId: number, upload: UploadedPart): Promise<FileRow> {
  const fail = (message: string) =>
    new AppError('VALIDATION', message, { fieldErrors: [{ prop: upload.field, error: message }] });
  if (upload.bytes.length === 0) throw fail('Файл пустой');
  if (upload.bytes.length > CABINET_FILE_LIMIT_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Файл больше 15 МБ', {
      fieldErrors: [{ prop: upload.field, error: 'Файл больше 15 МБ' }],
    });
  }
  const type = detectCabinetFileType(upload.bytes.subarray(0, 16), upload.title);
  if (!type) throw fail(`Допустимые форматы: ${CABINET_FILE_TYPES_TEXT}`);
  return storeGeneratedFile(deps, accountId, {
    // The sender's name is a label only; downloads take the proven type's extension (decision 0152).
    title: fileLabel(upload.title) || `file.${type.extension}`,
    bytes: upload.bytes,
    mimeType: type.mime,
    extension: type.extension,
  });
}

/** Whether a database error (or one it wraps) is PostgreSQL's foreign_key_violation (23503). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as Error).cause) {
    if ((cause as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * Deletes the row of a file another one replaced (an invoice's earlier scan, decision 0122) when
 * nothing else names it: a reference that forbids the delete (a document) or an attorney's scans
 * keep it. Answers the stored name, to remove with removeStoredFile once the change commits.
 */
export async function dropReplacedFile(db: DbExecutor, id: number): Promise<string | undefined> {
  const [named] = await db
    .select({ id: schema.attorneys.id })
    .from(schema.attorneys)
    .where(sql`${schema.attorneys.scanFileIds} @> ${JSON.stringify([id])}::jsonb`)
    .limit(1);
  if (named) return undefined;
  try {
    return await db.transaction(async (savepoint) => (await deleteFile(savepoint, id))?.storedName);
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Removes the bytes of a file whose row is gone. A failure is not the caller's: the bytes, named
 * by no row, are taken by the hourly sweep (decision 0110).
 */
export async function removeStoredFile(deps: FileDeps, storedName: string): Promise<void> {
  await deps.files.remove(storedName).catch(() => undefined);
}

/** The account's own file, or 404. */
export async function ownFile(db: DbExecutor, accountId: number, id: number): Promise<FileRow> {
  const row = await findOwnFile(db, accountId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Файл не найден');
  return row;
}

/** Any account's file (back office only), or 404. */
export async function anyFile(db: DbExecutor, id: number): Promise<FileRow> {
  const row = await findFile(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Файл не найден');
  return row;
}

export async function fileBytes(deps: FileDeps, row: FileRow): Promise<Buffer> {
  return deps.files.read(row.storedName);
}

export async function getFileContent(
  deps: FileDeps,
  accountId: number,
  id: number,
): Promise<TCallReply<typeof filesContract.getFile>> {
  const row = await ownFile(deps.db, accountId, id);
  const bytes = await fileBytes(deps, row);
  return { success: true, title: row.title, content: bytes.toString('base64'), mime_type: row.mimeType };
}
