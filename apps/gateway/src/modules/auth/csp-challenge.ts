import { randomUUID } from 'node:crypto';
import type { TCspMethod } from '@agrolease/contracts/auth';
import type { CertificateOwner } from '../../certificates/certificate-facts.ts';
import { assertCertificateOfCompany } from '../../certificates/certificate-of-company.ts';
import { SignatureRefused } from '../../certificates/signature-refused.ts';
import { decodeSignature, verifyCms } from '../../certificates/verify-cms.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import { tooManyRequests } from './one-time-codes.ts';
import { insertCspChallenge, takeCspChallenge } from './queries.ts';
import type { AuthDeps } from './service.ts';

/**
 * The challenges of AuthCSP (spec 2 §7, decision 0068): a text bound to the INN, valid five
 * minutes and good for one try, that the browser signs with the CryptoPro plug-in (detached CMS);
 * the CMS is checked by certificates/verify-cms.ts against the trust list (0077). Sign-in and
 * registration by certificate (registration/certificate-sign-in.ts) and the company's proof
 * (company-proof) use them (decision 0181).
 */

export const CSP_CHALLENGE = {
  lifetimeSeconds: 5 * 60,
  /** Challenges one IP address may ask for in an hour. */
  hourlyCapPerIp: 60,
} as const;

export interface CertificateInput {
  method: TCspMethod;
  dataCSP?: string;
  inn: string;
  m4d_number?: string;
  id_query?: string;
}

function fieldError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

/** What a challenge is for, as its first line tells the signer in the plug-in's confirmation. */
export const CHALLENGE_PURPOSE = {
  signIn: 'Агролизинг: вход в личный кабинет по электронной подписи',
  companyProof: 'Агролизинг: подтверждение организации в личном кабинете',
} as const;

/** What the signer sees in the plug-in's confirmation and what the server checks the CMS over. */
export function challengeText(
  idQuery: string,
  inn: string,
  issuedAt: Date,
  purpose: string = CHALLENGE_PURPOSE.signIn,
): string {
  return [purpose, `ИНН: ${inn}`, `Запрос: ${idQuery}`, `Время: ${issuedAt.toISOString()}`].join('\n');
}

export async function issueChallenge(
  deps: AuthDeps,
  inn: string,
  caller: CallerContext,
  now: Date,
  purpose: string = CHALLENGE_PURPOSE.signIn,
) {
  const fromIp = await deps.adapters.attempts.add(`csp-challenge-ip:${caller.ip}`, 3600);
  if (fromIp.count > CSP_CHALLENGE.hourlyCapPerIp) {
    throw tooManyRequests('Слишком много запросов входа по подписи с вашего адреса.', fromIp.resetInSeconds);
  }
  const idQuery = randomUUID();
  const challenge = challengeText(idQuery, inn, now, purpose);
  const expiresAt = new Date(now.getTime() + CSP_CHALLENGE.lifetimeSeconds * 1000);
  await insertCspChallenge(deps.db, { idQuery, inn, challenge, ip: caller.ip, createdAt: now, expiresAt });
  return { success: true as const, id_query: idQuery, challenge, expired: expiresAt.toISOString() };
}

/**
 * The signer of a CMS over the challenge whose certificate carries the INN; a message for the
 * user otherwise. The sign-in does not take an МЧД (its files are not sent here): a
 * representative signs in by password or SMS and proves the company with the certificate and
 * the МЧД on the company page of the cabinet (decision 0156).
 */
function certificateProblem(signer: CertificateOwner, inn: string, m4dNumber: string): string | undefined {
  try {
    assertCertificateOfCompany(signer, inn);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return m4dNumber
      ? `Вход по сертификату представителя с машиночитаемой доверенностью № ${m4dNumber} не предусмотрен. Войдите по паролю или коду из СМС и подтвердите полномочия сертификатом и МЧД в кабинете: «Мои данные» → «Организация». Руководитель входит с сертификатом, выданным на ИНН ${inn}`
      : error.message;
  }
}

/**
 * The signer of a CMS over the challenge for `purpose`, the certificate checked through the trust
 * list (verify-cms.ts), whoever it names; a message for the user otherwise. A challenge is good
 * for one try: taken here, whatever the outcome.
 */
export async function verifyChallengeSigner(
  deps: AuthDeps,
  input: Pick<CertificateInput, 'dataCSP' | 'id_query' | 'inn'>,
  now: Date,
  purpose: string = CHALLENGE_PURPOSE.signIn,
): Promise<{ signer: CertificateOwner } | { problem: string }> {
  if (!input.dataCSP) throw fieldError('dataCSP', 'Нет подписи: подпишите запрос сертификатом');
  if (!input.id_query) throw fieldError('id_query', 'Нет номера запроса: начните вход по подписи заново');
  const challenge = await takeCspChallenge(deps.db, input.id_query, now);
  // A challenge signed for one purpose (sign-in) never serves another (company proof).
  if (!challenge || challenge.inn !== input.inn || !challenge.challenge.startsWith(`${purpose}\n`)) {
    return { problem: 'Запрос на вход не найден или уже использован. Начните вход по подписи заново' };
  }
  if (challenge.expiresAt <= now) {
    return { problem: 'Время на подпись истекло (5 минут). Начните вход по подписи заново' };
  }
  try {
    const signer = await verifyCms(
      decodeSignature(input.dataCSP),
      Buffer.from(challenge.challenge, 'utf8'),
      deps.adapters.certificates,
      now,
    );
    return { signer };
  } catch (error) {
    if (error instanceof SignatureRefused) return { problem: error.message };
    throw error;
  }
}

/** verifyChallengeSigner, and the certificate names the INN (the head's, or the ИП's own). */
export async function verifySignedChallenge(
  deps: AuthDeps,
  input: Pick<CertificateInput, 'dataCSP' | 'id_query' | 'inn' | 'm4d_number'>,
  now: Date,
  purpose: string = CHALLENGE_PURPOSE.signIn,
): Promise<{ signer: CertificateOwner } | { problem: string }> {
  const verified = await verifyChallengeSigner(deps, input, now, purpose);
  if ('problem' in verified) return verified;
  const problem = certificateProblem(verified.signer, input.inn, input.m4d_number ?? '');
  return problem ? { problem } : verified;
}
