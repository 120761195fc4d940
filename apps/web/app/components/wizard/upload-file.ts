import type { TErrorReply } from '@agrolease/contracts/error-reply';
import type { TUploadedFile } from '@agrolease/contracts/files';
import { CABINET_FILE_LIMIT_BYTES } from '@agrolease/domain/cabinet-upload';

export const UPLOAD_TOO_LARGE = 'Размер файла не должен превышать 15 МБ';

/**
 * Checks the size before sending, against the field's limit from the server (max_size, spec 1
 * §5) or the cabinet's 15 MB; the type is checked by the gateway from the file's bytes.
 */
export function uploadProblem(file: { size: number }, limit = CABINET_FILE_LIMIT_BYTES): string {
  if (file.size <= limit) return '';
  return limit === CABINET_FILE_LIMIT_BYTES
    ? UPLOAD_TOO_LARGE
    : `Размер файла не должен превышать ${Math.round(limit / 1_048_576)} МБ`;
}

/**
 * Sends one file to POST /srv/SetFile, reporting upload progress in per cent (fetch cannot
 * report it, XMLHttpRequest can). Resolves with the stored file or rejects with the gateway's
 * Russian message.
 */
export function uploadFile(file: File, onProgress: (percent: number) => void): Promise<TUploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/srv/SetFile');
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      let body: (TUploadedFile & { success?: boolean }) | TErrorReply | null = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body && body.success !== false) {
        onProgress(100);
        resolve(body as TUploadedFile);
        return;
      }
      const reply = body as TErrorReply | null;
      reject(
        new Error(reply?.errors_list?.[0]?.error || reply?.error_message || 'Не удалось загрузить файл'),
      );
    });
    request.addEventListener('error', () => reject(new Error('Нет связи с сервером, попробуйте ещё раз')));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
