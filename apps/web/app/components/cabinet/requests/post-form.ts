import type { TErrorReply } from '@agrolease/contracts/error-reply';
import { formatMoscowDate, formatMoscowDateTime } from '@agrolease/domain';

/** A failed form post: the gateway's message and its errors by field. */
export class FormPostError extends Error {
  readonly fields: Record<string, string>;
  constructor(message: string, fields: Record<string, string>) {
    super(message);
    this.fields = fields;
  }
}

/**
 * Posts a form with files as multipart/form-data to a gateway call under /srv from the
 * browser (the session cookie goes along). Rejects with FormPostError in Russian.
 */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/srv${path}`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new FormPostError('Нет связи с сервером, попробуйте ещё раз', {});
  }
  const body = (await response.json().catch(() => null)) as (T & { success?: boolean }) | TErrorReply | null;
  if (response.ok && body && body.success !== false) return body as T;
  const error = body as TErrorReply | null;
  const fields: Record<string, string> = {};
  for (const entry of error?.errors_list ?? []) fields[entry.prop] ??= entry.error;
  throw new FormPostError(
    error?.error_message || error?.errors_list?.[0]?.error || 'Не удалось отправить, попробуйте ещё раз',
    fields,
  );
}

/** 23.11.2026, 10:15 (Moscow time: the company's). */
export function formatDateTime(iso: string): string {
  return formatMoscowDateTime(iso);
}

export function formatDate(iso: string): string {
  return formatMoscowDate(iso);
}

/** Accepted attachments, as the gateway checks them from the bytes (decision 0060). */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,.doc,.docx,.xls,.xlsx';
