import type { DbExecutor } from '@agrolease/db';
import {
  documentStatus,
  maskPhone,
  type SignatureFacts,
  type SignatureMethod,
  signingCodeScope,
} from '@agrolease/domain';
import type { SmsSender } from '../../adapters/sms/sms-sender.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { CertificateOwner } from '../../certificates/certificate-facts.ts';
import type { CertificateTrust } from '../../certificates/certificate-trust.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import type { SessionRecord } from '../../http/session.ts';
import { type CodeDeps, issueCode, verifyCode } from '../auth/index.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { requireCompanyProven } from '../company-proof/index.ts';
import {
  type DocumentRow,
  insertSignature,
  lockUnsignedDocument,
  updateDocument,
} from '../documents/index.ts';
import { fileBytes, ownFile, sha256Hex, storeGeneratedFile } from '../files/index.ts';
import { findSesAgreement } from './queries.ts';
import { agreementPhoneConfirmed, SIGNING_PHONE_UNCONFIRMED } from './ses-agreement.ts';
import { stampPdf } from './stamp-pdf.ts';

/**
 * The signing core (ARCHITECTURE.md §6, docs/decisions/0063): a set of the caller's documents
 * is signed at once, by an SMS code scoped to that set (SES) or by a verified CMS per document
 * (CSP). Every document of the set gets its signature row, its stamped copy and a feed entry in
 * ONE transaction: all are signed or none.
 */
export interface SigningDeps extends CodeDeps {
  files: FileStorage;
  sms: SmsSender;
  /** Which certificates count for signing by certificate (decision 0077). */
  certificates: CertificateTrust;
}

export const SES_AGREEMENT_ERRCODE = 'ses_agreement';

/** The documents may be signed: there are some, each waits for a signature. */
export function assertSignable(documents: DocumentRow[]): void {
  if (documents.length === 0) throw new AppError('CONFLICT', 'Нет документов для подписания');
  for (const document of documents) {
    if (document.signedAt) throw new AppError('CONFLICT', `Документ «${document.title}» уже подписан`);
    if (!document.needsSignature) {
      throw new AppError('CONFLICT', `Документ «${document.title}» не требует подписи`);
    }
  }
}

/**
 * The phone signing codes go to: the one of the SES agreement, while it is still confirmed
 * (decision 0155). Without an agreement, or with a phone no longer confirmed: 409 with errcode
 * ses_agreement, so the dialog offers the agreement again.
 */
export async function signingPhone(db: DbExecutor, session: SessionRecord): Promise<string> {
  const agreement = await findSesAgreement(db, session.accountId);
  if (!agreement) {
    throw new AppError(
      'CONFLICT',
      'Чтобы подписывать документы кодом из SMS, примите соглашение об использовании простой электронной подписи',
      { errcode: SES_AGREEMENT_ERRCODE },
    );
  }
  if (!(await agreementPhoneConfirmed(db, session, agreement))) {
    throw new AppError('CONFLICT', SIGNING_PHONE_UNCONFIRMED, { errcode: SES_AGREEMENT_ERRCODE });
  }
  return agreement.phone;
}

function documentsWord(count: number): string {
  return count === 1 ? 'документа' : `документов (${count})`;
}

/** Sends the SMS code for exactly this set of documents; 429 within 60 s of the last one. */
export async function sendSigningCode(
  deps: SigningDeps,
  session: SessionRecord,
  documents: DocumentRow[],
  caller: CallerContext,
): Promise<{ phone: string; resendAfter: number }> {
  requireCompanyProven(session);
  assertSignable(documents);
  const phone = await signingPhone(deps.db, session);
  const { resendAfter } = await issueCode(deps, {
    purpose: 'signing',
    recipient: phone,
    scope: signingCodeScope(documents),
    ip: caller.ip,
    accountId: session.accountId,
    deliver: (code) =>
      deps.sms.send({
        to: phone,
        text: `Код для подписания ${documentsWord(documents.length)} в Агролизинге: ${code}. Никому не сообщайте его.`,
      }),
  });
  return { phone: maskPhone(phone), resendAfter };
}

interface SignOptions {
  /** Runs in the same transaction after the documents are signed (submitApplication). */
  afterSign?: (tx: DbExecutor, now: Date) => Promise<void>;
  now?: Date;
}

/** SES: checks the code for this set (wrong codes count attempts), then signs in one transaction. */
export async function signWithCode(
  deps: SigningDeps,
  session: SessionRecord,
  documents: DocumentRow[],
  code: string,
  caller: CallerContext,
  options: SignOptions = {},
): Promise<DocumentRow[]> {
  requireCompanyProven(session);
  assertSignable(documents);
  const phone = await signingPhone(deps.db, session);
  await verifyCode(deps, {
    purpose: 'signing',
    recipient: phone,
    scope: signingCodeScope(documents),
    code,
  });
  return signInTransaction(deps, session, documents, caller, options, () => ({
    method: 'ses',
    phone,
    signerName: session.account.personName || session.account.companyTitle,
  }));
}

/** CSP: every document comes with its CMS, already verified by the caller (certificates/verify-cms.ts). */
export async function signWithCertificates(
  deps: SigningDeps,
  session: SessionRecord,
  documents: DocumentRow[],
  signers: Map<number, CertificateOwner>,
  caller: CallerContext,
  options: SignOptions = {},
): Promise<DocumentRow[]> {
  requireCompanyProven(session);
  assertSignable(documents);
  return signInTransaction(deps, session, documents, caller, options, (document) => {
    const signer = signers.get(document.id);
    if (!signer) throw new AppError('VALIDATION', `Нет подписи документа «${document.title}»`);
    return { method: 'csp', phone: session.account.phone, signerName: signer.subject, certificate: signer };
  });
}

interface SignerFacts {
  method: SignatureMethod;
  phone: string;
  signerName: string;
  certificate?: CertificateOwner;
}

async function signInTransaction(
  deps: SigningDeps,
  session: SessionRecord,
  documents: DocumentRow[],
  caller: CallerContext,
  options: SignOptions,
  factsOf: (document: DocumentRow) => SignerFacts,
): Promise<DocumentRow[]> {
  const now = options.now ?? new Date();
  const { account } = session;
  return deps.db.transaction(async (tx) => {
    const signed: DocumentRow[] = [];
    for (const candidate of documents) {
      const document = await lockUnsignedDocument(tx, candidate.id);
      if (!document) throw new AppError('CONFLICT', `Документ «${candidate.title}» уже подписан`);
      const original = await fileBytes(deps, await ownFile(tx, session.accountId, document.fileId));
      const sha256 = sha256Hex(original);
      const signer = factsOf(document);
      const certificate = signer.certificate;
      const signature = await insertSignature(tx, {
        documentId: document.id,
        accountId: session.accountId,
        method: signer.method,
        sha256,
        signerName: signer.signerName,
        phone: signer.phone,
        ip: caller.ip,
        userAgent: caller.userAgent.slice(0, 1000),
        certificate: certificate
          ? {
              subject: certificate.subject,
              organization: certificate.organization,
              inn: certificate.inn,
              innLe: certificate.innLe,
              ogrn: certificate.ogrn,
              snils: certificate.snils,
              serial: certificate.serial,
              thumbprint: certificate.thumbprint,
            }
          : null,
        signedAt: now,
      });
      if (!signature) throw new AppError('CONFLICT', `Документ «${document.title}» уже подписан`);
      const facts: SignatureFacts = {
        method: signer.method,
        documentTitle: document.title,
        sha256,
        signerName: signer.signerName,
        company: account.companyTitle,
        inn: account.inn,
        phone: maskPhone(signer.phone),
        signedAt: now,
        ip: caller.ip,
        userAgent: caller.userAgent,
        signatureId: signature.id,
        certificate: certificate
          ? {
              subject: certificate.subject,
              inn: certificate.innLe || certificate.inn,
              ogrn: certificate.ogrn,
              snils: certificate.snils,
              serial: certificate.serial,
            }
          : undefined,
      };
      const stamped = await stampPdf(original, facts);
      const file = await storeGeneratedFile({ db: tx, files: deps.files }, session.accountId, {
        title: `${document.title} (${documentStatus(document.title, 'подписан')}).pdf`,
        bytes: stamped,
        mimeType: 'application/pdf',
        extension: 'pdf',
      });
      signed.push(await updateDocument(tx, document.id, { signedAt: now, signedFileId: file.id }));
      await postToFeed(tx, session.accountId, {
        title: `Документ «${document.title}» подписан`,
        body: `${signer.method === 'ses' ? 'Простая электронная подпись' : 'Электронная подпись'}: ${signer.signerName}. Подписанный экземпляр приложен.`,
        entity: document.entity,
        entityId: document.entityId,
        fileId: file.id,
        kind: 'documents',
      });
    }
    await options.afterSign?.(tx, now);
    return signed;
  });
}
