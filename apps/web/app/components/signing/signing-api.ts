import type { TCabinetDocument } from '@agrolease/contracts/documents';
import type { TErrorReply } from '@agrolease/contracts/error-reply';
import type { TSignReply } from '@agrolease/contracts/signing';

/** A failed signing call: the gateway's Russian message and, when it says so, its errcode. */
export class SigningCallError extends Error {
  constructor(
    message: string,
    readonly errcode?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SigningCallError';
  }
}

async function read<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T | Partial<TErrorReply>;
  if (!response.ok) {
    const error = body as Partial<TErrorReply>;
    throw new SigningCallError(
      error.error_message ?? 'Сервис временно недоступен. Попробуйте позже',
      error.errcode,
      response.status,
    );
  }
  return body as T;
}

function get<T>(path: string, params: Record<string, string | number | undefined> = {}): Promise<T> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(name, String(value));
  const suffix = [...query.keys()].length > 0 ? `?${query}` : '';
  return fetch(`/srv${path}${suffix}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  }).then((response) => read<T>(response));
}

function post<T>(path: string, form: Record<string, string>): Promise<T> {
  return fetch(`/srv${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  }).then((response) => read<T>(response));
}

export interface TCanSes {
  canSES: boolean;
  missing: string[];
  phone: string;
  message: string;
}

export interface TSesAgreementStep {
  step: number;
  canSES: boolean;
  title: string;
  text: string[];
  contacts: { id: number; title: string; phone: string }[];
  /** Contact persons whose phone is not confirmed: shown with how to confirm, never offered. */
  unconfirmed: { id: number; title: string; phone: string }[];
  code_sent: boolean;
  phone: string;
  resend_after: number;
  message: string;
}

/** The browser's signing calls (the cookie carries the session, like the cart's). */
export const signingApi = {
  canSes: () => get<TCanSes>('/CanSESAgreement'),
  agreement: (step: 1 | 2 | 3, idContact?: number, code?: string) =>
    get<TSesAgreementStep>('/SESAgreement', { step, id_Contact: idContact, code }),
  /** CabinetDocumentSign: without code sends one. */
  signDocument: (id: number, code?: string) =>
    post<TSignReply>('/CabinetDocumentSign', {
      method: 'ses',
      id_object: String(id),
      ...(code ? { code } : {}),
    }),
  signDocumentByCertificate: (id: number, cms: string, thumbprint: string) =>
    post<TSignReply>('/CabinetDocumentSign', {
      method: 'csp',
      id_object: String(id),
      dataCSP: cms,
      'cert[thumbprint]': thumbprint,
    }),
  /** CabinetApplicationSignSES: without code sends one, with code signs and sends the application. */
  signApplication: (id: number, code?: string) =>
    get<TSignReply>('/CabinetApplicationSignSES', { id_object: id, code }),
  signApplicationByCertificate: (id: number, cms: Record<number, string>, thumbprint: string) =>
    post<TSignReply>('/CabinetApplicationSign', {
      method: 'csp',
      id_object: String(id),
      'cert[thumbprint]': thumbprint,
      ...Object.fromEntries(
        Object.entries(cms).map(([documentId, value]) => [`dataCSP[${documentId}]`, value]),
      ),
    }),
  logCspError: (message: string) =>
    fetch('/srv/CSPLog', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message }),
    }).catch(() => undefined),
  /** ClientDocumentEdit: a new upload, or a replacement of the client's own unsigned one. */
  async editDocument(file: File, idDocument?: number, title?: string): Promise<TCabinetDocument> {
    const form = new FormData();
    if (idDocument) form.set('id_document', String(idDocument));
    if (title) form.set('title', title);
    form.set('file', file);
    const response = await fetch('/srv/ClientDocumentEdit', {
      method: 'POST',
      credentials: 'same-origin',
      body: form,
    });
    return (await read<{ document: TCabinetDocument }>(response)).document;
  },
};
