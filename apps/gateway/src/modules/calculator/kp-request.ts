import type { calculator, TFieldError } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import { detectOfferFileType, fileLabel, KP_FILE_LIMIT_BYTES, normaliseKpPhone } from '@agrolease/domain';
import type { FastifyRequest } from 'fastify';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { AppError } from '../../errors/app-error.ts';
import { clientIdOf } from '../../http/client-id.ts';
import { fieldOf, readMultipartForm } from '../../http/multipart-form.ts';
import { storeWithRow } from '../files/service.ts';
import { insertKpRequest } from './queries.ts';

const COMMENT_LIMIT = 2000;

/** Reads the multipart form of /KPRequest: fields phone and comment, one file named file. */
async function readUpload(request: FastifyRequest) {
  const form = await readMultipartForm(request, { limitBytes: KP_FILE_LIMIT_BYTES });
  return {
    phone: fieldOf(form, 'phone'),
    comment: fieldOf(form, 'comment'),
    file: form.files.find((file) => file.field === 'file'),
  };
}

/** Validates and stores a request for a calculation from a commercial offer (docs/decisions/0022). */
export async function createKpRequest(
  db: Database,
  files: FileStorage,
  request: FastifyRequest,
): Promise<typeof calculator.ZKpRequestReply._zod.input> {
  const upload = await readUpload(request);
  const errors: TFieldError[] = [];
  const phone = normaliseKpPhone(upload.phone);
  if (!upload.phone.trim()) errors.push({ prop: 'phone', error: 'Обязательное поле' });
  else if (!phone) errors.push({ prop: 'phone', error: 'Телефон в формате +7 и десять цифр' });
  if (upload.comment.length > COMMENT_LIMIT) {
    errors.push({ prop: 'comment', error: `Комментарий длиннее ${COMMENT_LIMIT} символов` });
  }
  const type = upload.file ? detectOfferFileType(upload.file.bytes.subarray(0, 16)) : undefined;
  if (!upload.file || upload.file.bytes.length === 0) {
    errors.push({ prop: 'file', error: 'Приложите коммерческое предложение' });
  } else if (!type) {
    errors.push({ prop: 'file', error: 'Допустимы PDF или изображение (JPEG, PNG, WebP)' });
  }
  if (errors.length > 0 || !upload.file || !type || !phone) {
    throw new AppError('VALIDATION', errors[0]?.error ?? 'Неверные данные заявки', { fieldErrors: errors });
  }
  const file = upload.file;
  const id = await storeWithRow({ db, files }, file.bytes, type.extension, (tx, storedName) =>
    insertKpRequest(tx, {
      phone,
      comment: upload.comment.trim(),
      fileTitle: fileLabel(file.title) || `offer.${type.extension}`,
      storedName,
      mimeType: type.mime,
      size: file.bytes.length,
      clientId: clientIdOf(request) ?? null,
    }),
  );
  return {
    success: true,
    id,
    message: `Заявка № ${id} принята. Менеджер позвонит вам и пришлёт расчёт по коммерческому предложению.`,
  };
}
