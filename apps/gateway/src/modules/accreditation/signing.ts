import type { TSignReply } from '@agrolease/contracts/signing';
import type { DbExecutor } from '@agrolease/db';
import { ACCREDITATION_SIGN_STEP, isAccreditationEditable } from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import type { SessionRecord } from '../../http/session.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { findOwnDocument } from '../documents/index.ts';
import {
  type SignPayload,
  sendSigningCode,
  signReplyOf,
  signWithCertificates,
  signWithCode,
  verifyCertificates,
} from '../signing/index.ts';
import { findAccreditationOfAccount, lockAccreditation, updateAccreditation } from './queries.ts';
import {
  ACCREDITATION_ENTITY,
  type AccreditationDeps,
  accreditationCode,
  progressOf,
  statusOf,
} from './service.ts';

/**
 * AccreditationSign and AccreditationSign/Check (docs/decisions/0083): the package's PDF is
 * signed with the cabinet's signing core (SES by SMS code, or a CryptoPro certificate), and the
 * signature sends the package to the manager in the same transaction.
 */

async function documentToSign(deps: AccreditationDeps, session: SessionRecord, id: number) {
  const row = await findAccreditationOfAccount(deps.db, session.accountId);
  if (!row || row.id !== id) throw new AppError('NOT_FOUND', 'Аккредитация не найдена');
  if (!isAccreditationEditable(statusOf(row))) {
    throw new AppError('CONFLICT', 'Пакет уже подписан и отправлен на проверку');
  }
  const progress = progressOf(row);
  const document = row.documentId
    ? await findOwnDocument(deps.db, session.accountId, row.documentId)
    : undefined;
  if (progress.maxStep < ACCREDITATION_SIGN_STEP || !document || document.signedAt) {
    throw new AppError('CONFLICT', 'Пакет ещё не сформирован: вернитесь к шагу «Документы»');
  }
  return { row, document };
}

/** AccreditationSign: sends the SMS code for the package's PDF. */
export async function sendAccreditationCode(
  deps: AccreditationDeps,
  session: SessionRecord,
  id: number,
  caller: CallerContext,
): Promise<TSignReply> {
  const { document } = await documentToSign(deps, session, id);
  const sent = await sendSigningCode(deps, session, [document], caller);
  return signReplyOf(deps.db, session, [document], {
    code_sent: true,
    phone: sent.phone,
    resend_after: sent.resendAfter,
    message: `Код для подписания отправлен на номер ${sent.phone}`,
  });
}

/** AccreditationSign/Check: signs the package (code or certificate) and sends it for review. */
export async function checkAccreditationSign(
  deps: AccreditationDeps,
  session: SessionRecord,
  payload: SignPayload,
  caller: CallerContext,
): Promise<TSignReply> {
  const { row, document } = await documentToSign(deps, session, payload.id_object);
  const now = deps.clock.now();
  const afterSign = async (tx: DbExecutor) => {
    const locked = await lockAccreditation(tx, row.id);
    if (!locked || !isAccreditationEditable(statusOf(locked))) {
      throw new AppError('CONFLICT', 'Пакет уже подписан и отправлен на проверку');
    }
    const code = locked.code ?? accreditationCode(locked.id);
    await updateAccreditation(tx, locked.id, {
      code,
      status: 'submitted',
      step: 6,
      maxStep: 6,
      documentsFlag: false,
      submittedAt: now,
      updatedAt: now,
    });
    await postToFeed(tx, session.accountId, {
      title: `Пакет на аккредитацию ${code} отправлен`,
      body: 'Менеджер проверит документы; о решении сообщим в личном кабинете.',
      entity: ACCREDITATION_ENTITY,
      entityId: locked.id,
    });
  };
  if (payload.method === 'ses') {
    if (!payload.code)
      throw new AppError('VALIDATION', 'Введите код из SMS', {
        fieldErrors: [{ prop: 'code', error: 'Введите код из SMS' }],
      });
    await signWithCode(deps, session, [document], payload.code, caller, { afterSign, now });
  } else {
    const signers = await verifyCertificates(deps, session, [document], payload);
    await signWithCertificates(deps, session, [document], signers, caller, { afterSign, now });
  }
  return signReplyOf(deps.db, session, [document], {
    signed: true,
    message: 'Пакет подписан и отправлен на проверку',
  });
}
