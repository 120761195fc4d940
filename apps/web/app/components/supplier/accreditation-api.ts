import type { TAccreditationPackage, TAccreditationReply } from '@agrolease/contracts/accreditation';
import type { TErrorReply } from '@agrolease/contracts/error-reply';
import type { TSignReply } from '@agrolease/contracts/signing';
import { SigningCallError } from '../signing/signing-api';

/**
 * The spec's accreditation GETs change the package (AccreditationDocuments/Add/{id},
 * AccreditationSign, AccreditationSign/Check): the browser sends them from the site's own page,
 * which the gateway's cross-site guard lets through (decisions 0079, 0100).
 */
async function call<T>(method: 'GET' | 'POST', path: string, form: Record<string, string>): Promise<T> {
  const params = new URLSearchParams(form).toString();
  const response = await fetch(method === 'GET' ? `/srv${path}?${params}` : `/srv${path}`, {
    method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: {
      accept: 'application/json',
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(method === 'POST' ? { body: params } : {}),
  });
  const body = (await response.json().catch(() => ({}))) as T | Partial<TErrorReply>;
  if (!response.ok) {
    const error = body as Partial<TErrorReply>;
    throw new SigningCallError(
      error.errors_list?.[0]?.error || error.error_message || 'Сервис временно недоступен. Попробуйте позже',
      error.errcode,
      response.status,
    );
  }
  return body as T;
}

/** The accreditation calls the browser makes itself: the package's files and its signing (decision 0083). */
export const accreditationApi = {
  addDocument: (idObject: number, documentId: number, fileId: number) =>
    call<TAccreditationPackage>('GET', `/AccreditationDocuments/Add/${documentId}`, {
      id_object: String(idObject),
      id_File: String(fileId),
    }),
  /** AccreditationRestart: a rejected package becomes a draft again (decision 0090). */
  restart: (idObject: number) =>
    call<TAccreditationReply>('POST', '/AccreditationRestart', { id_object: String(idObject) }),
  /** AccreditationSign: sends the SMS code. */
  requestCode: (idObject: number) =>
    call<TSignReply>('GET', '/AccreditationSign', { id_object: String(idObject) }),
  /** AccreditationSign/Check by the code. */
  sign: (idObject: number, code: string) =>
    call<TSignReply>('GET', '/AccreditationSign/Check', { method: 'ses', id_object: String(idObject), code }),
  /** AccreditationSign/Check by a CryptoPro CMS per document. */
  signByCertificate: (idObject: number, cms: Record<number, string>, thumbprint: string) =>
    call<TSignReply>('GET', '/AccreditationSign/Check', {
      method: 'csp',
      id_object: String(idObject),
      'cert[thumbprint]': thumbprint,
      ...Object.fromEntries(Object.entries(cms).map(([id, value]) => [`dataCSP[${id}]`, value])),
    }),
};
