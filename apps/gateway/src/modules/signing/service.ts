import type { TSignReply } from '@agrolease/contracts/signing';
import type { DbExecutor } from '@agrolease/db';
import { moscowDay } from '@agrolease/domain';
import type { CertificateOwner } from '../../certificates/certificate-facts.ts';
import { SignatureRefused } from '../../certificates/signature-refused.ts';
import { decodeSignature, verifyCms } from '../../certificates/verify-cms.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import type { SessionRecord } from '../../http/session.ts';
import { requireVerifiedContractor } from '../agent/index.ts';
import { type ApplicationRow, findOwnApplication, submitApplication } from '../application/index.ts';
import {
  cabinetDocumentsOf,
  type DocumentRow,
  findEntityDocuments,
  ownDocument,
} from '../documents/index.ts';
import { fileBytes, ownFile } from '../files/index.ts';
import { type SigningDeps, sendSigningCode, signWithCertificates, signWithCode } from './sign-documents.ts';
import { assertSignerMayAct } from './signer-authority.ts';

/**
 * The signing calls (CabinetApplicationSignSES, CabinetApplicationSign, CabinetDocumentSign):
 * pick the caller's documents (another account's id is 404), then send a code, or sign by code,
 * or sign by certificate.
 */

export type SignPayload = {
  method: 'ses' | 'csp';
  id_object: number;
  code?: string;
  dataCSP?: string | Record<string, string>;
  data?: string | Record<string, string>;
  cert?: Record<string, string> | string[];
};

/** The signing reply with the documents as the cabinet lists them (also the accreditation's). */
export async function signReplyOf(
  db: DbExecutor,
  session: SessionRecord,
  documents: DocumentRow[],
  part: Partial<TSignReply>,
): Promise<TSignReply> {
  return {
    success: true,
    signed: false,
    code_sent: false,
    phone: '',
    resend_after: 0,
    message: '',
    application: null,
    ...part,
    documents: await cabinetDocumentsOf(
      db,
      session.accountId,
      documents.map((document) => document.id),
    ),
  };
}

function cspError(message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop: 'dataCSP', error: message }] });
}

/** Verifies one CMS per document (dataCSP[<id>], or dataCSP alone for a single document). */
export async function verifyCertificates(
  deps: SigningDeps,
  session: SessionRecord,
  documents: DocumentRow[],
  payload: SignPayload,
): Promise<Map<number, CertificateOwner>> {
  const data = payload.dataCSP ?? payload.data;
  if (!data) throw cspError('Нет данных подписи: подпишите документ в КриптоПро ЭЦП Browser plug-in');
  // The certificate the user chose in the plug-in (cert[thumbprint]) must be the one that signed.
  const chosen =
    payload.cert && !Array.isArray(payload.cert) ? payload.cert.thumbprint?.toUpperCase() : undefined;
  const signers = new Map<number, CertificateOwner>();
  for (const document of documents) {
    const text =
      typeof data === 'string' ? (documents.length === 1 ? data : undefined) : data[String(document.id)];
    if (!text) throw cspError(`Нет подписи документа «${document.title}»`);
    const bytes = await fileBytes(deps, await ownFile(deps.db, session.accountId, document.fileId));
    try {
      const signer = await verifyCms(decodeSignature(text), bytes, deps.certificates);
      await assertSignerMayAct(deps.db, session, signer, moscowDay());
      if (chosen && chosen !== signer.thumbprint)
        throw cspError('Документ подписан не тем сертификатом, который выбран');
      signers.set(document.id, signer);
    } catch (error) {
      if (error instanceof SignatureRefused) throw cspError(`«${document.title}»: ${error.message}`);
      throw error;
    }
  }
  return signers;
}

async function applicationToSign(deps: SigningDeps, session: SessionRecord, id: number) {
  const application = await findOwnApplication(deps.db, session.accountId, id);
  if (application.status !== 'draft') throw new AppError('CONFLICT', 'Заявка уже подписана и отправлена');
  // An agent's application for a company entered by hand waits for a manager's check (decision 0185).
  await requireVerifiedContractor(deps.db, application.id);
  const all = await findEntityDocuments(deps.db, session.accountId, 'application', id);
  const documents = all.filter((document) => document.needsSignature && !document.signedAt);
  if (documents.length === 0) {
    throw new AppError(
      'CONFLICT',
      all.some((document) => document.signedAt)
        ? 'Документы заявки уже подписаны'
        : 'Документы заявки ещё не сформированы: вернитесь к предыдущему шагу',
    );
  }
  return { application, documents };
}

/** CabinetApplicationSignSES and CabinetApplicationSign: sign the draft's documents and send it. */
export async function signApplication(
  deps: SigningDeps,
  session: SessionRecord,
  payload: SignPayload,
  caller: CallerContext,
): Promise<TSignReply> {
  const { application, documents } = await applicationToSign(deps, session, payload.id_object);
  if (payload.method === 'ses' && !payload.code) {
    const sent = await sendSigningCode(deps, session, documents, caller);
    return signReplyOf(deps.db, session, documents, {
      code_sent: true,
      phone: sent.phone,
      resend_after: sent.resendAfter,
      message: `Код для подписания отправлен на номер ${sent.phone}`,
    });
  }
  let submitted: ApplicationRow | undefined;
  const afterSign = async (tx: DbExecutor, now: Date) => {
    submitted = await submitApplication(tx, application, now);
  };
  if (payload.method === 'ses') {
    await signWithCode(deps, session, documents, payload.code ?? '', caller, { afterSign });
  } else {
    const signers = await verifyCertificates(deps, session, documents, payload);
    await signWithCertificates(deps, session, documents, signers, caller, { afterSign });
  }
  return signReplyOf(deps.db, session, documents, {
    signed: true,
    message: `Документы подписаны, заявка ${submitted?.code ?? ''} отправлена`,
    application: submitted
      ? { id: submitted.id, code: submitted.code ?? '', status: submitted.status }
      : null,
  });
}

/** CabinetDocumentSign: one document of the caller. */
export async function signDocument(
  deps: SigningDeps,
  session: SessionRecord,
  payload: SignPayload,
  caller: CallerContext,
): Promise<TSignReply> {
  const document = await ownDocument(deps.db, session.accountId, payload.id_object);
  if (document.entity === 'application' && !document.signedAt) {
    const application = await findOwnApplication(deps.db, session.accountId, document.entityId);
    // A draft's documents are signed together, and the signature sends it (CabinetApplicationSign*).
    if (application.status === 'draft') {
      throw new AppError('CONFLICT', 'Документы заявки подписываются вместе на последнем шаге заявки');
    }
  }
  const documents = [document];
  if (payload.method === 'ses' && !payload.code) {
    const sent = await sendSigningCode(deps, session, documents, caller);
    return signReplyOf(deps.db, session, documents, {
      code_sent: true,
      phone: sent.phone,
      resend_after: sent.resendAfter,
      message: `Код для подписания отправлен на номер ${sent.phone}`,
    });
  }
  if (payload.method === 'ses') {
    await signWithCode(deps, session, documents, payload.code ?? '', caller);
  } else {
    const signers = await verifyCertificates(deps, session, documents, payload);
    await signWithCertificates(deps, session, documents, signers, caller);
  }
  return signReplyOf(deps.db, session, documents, {
    signed: true,
    message: `Документ «${document.title}» подписан`,
  });
}
