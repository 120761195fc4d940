import type { calculator, TFieldError } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import { detectOfferFileType, fileLabel, KP_FILE_LIMIT_BYTES, normalizePhone } from '@agrolease/domain';
import type { FastifyRequest } from 'fastify';
import type { GatewayAdapters } from '../../adapters/index.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { GuestUploadLimits } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertCaptcha } from '../../http/captcha.ts';
import { clientIdOf } from '../../http/client-id.ts';
import { fieldOf, readMultipartForm } from '../../http/multipart-form.ts';
import { storeWithRow, takeGuestUploadQuota } from '../files/index.ts';
import { insertKpRequest } from './queries.ts';

const COMMENT_LIMIT = 2000;

export interface KpRequestDeps {
  db: Database;
  files: FileStorage;
  adapters: GatewayAdapters;
  guestUploads: GuestUploadLimits;
}

/** Reads the multipart form of /KPRequest: fields phone, comment and the captcha, one file named file. */
async function readUpload(request: FastifyRequest) {
  const form = await readMultipartForm(request, { limitBytes: KP_FILE_LIMIT_BYTES });
  return {
    phone: fieldOf(form, 'phone'),
    comment: fieldOf(form, 'comment'),
    captcha: fieldOf(form, 'g-recaptcha-response'),
    file: form.files.find((file) => file.field === 'file'),
  };
}

/**
 * Validates and stores a request for a calculation from a commercial offer (decisions 0022,
 * 0152): a guest's upload, so the captcha of the public forms comes first, then the fields,
 * then the day's byte quotas of the address and the site; only then is the file stored.
 */
export async function createKpRequest(
  deps: KpRequestDeps,
  request: FastifyRequest,
): Promise<typeof calculator.ZKpRequestReply._zod.input> {
  const upload = await readUpload(request);
  await assertCaptcha(deps.adapters, upload.captcha, request.ip);
  const errors: TFieldError[] = [];
  const phone = normalizePhone(upload.phone);
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
  const quota = await takeGuestUploadQuota(
    { attempts: deps.adapters.attempts, limits: deps.guestUploads },
    { ip: request.ip, bytes: file.bytes.length, field: 'file' },
  );
  let id: number;
  try {
    id = await storeWithRow(deps, file.bytes, type.extension, (tx, storedName) =>
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
  } catch (error) {
    await quota.giveBack();
    throw error;
  }
  return {
    success: true,
    id,
    message: `Заявка № ${id} принята. Менеджер позвонит вам и пришлёт расчёт по коммерческому предложению.`,
  };
}
