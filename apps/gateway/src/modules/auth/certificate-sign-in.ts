import { randomBytes, randomUUID } from 'node:crypto';
import type { TAuthReply, TCspMethod } from '@agrolease/contracts/auth';
import { isValidInn } from '@agrolease/domain';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { CertificateOwner } from '../../certificates/certificate-facts.ts';
import { SignatureRefused } from '../../certificates/signature-refused.ts';
import { decodeSignature, verifyCms } from '../../certificates/verify-cms.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import type { AccountRow } from '../../http/session-store.ts';
import { type DetachedClaimant, proveCompany, tellAboutDetached } from '../company-proof/index.ts';
import { insertAccount } from '../registration/index.ts';
import { assertCertificateOfAccount } from '../signing/index.ts';
import { tooManyRequests } from './one-time-codes.ts';
import { findAccountsByInn, insertCspChallenge, takeCspChallenge } from './queries.ts';
import { type AuthDeps, authFailure, startSession } from './service.ts';
import { recordFailedSignIn } from './sign-in-log.ts';
import { takeSignInAttempt } from './sign-in-throttle.ts';

/**
 * AuthCSP (spec 2 §7, decision 0068): sign-in and registration by an electronic-signature
 * certificate. `method=challenge` gives a text bound to the INN, valid five minutes and good for
 * one try; the browser signs it with the CryptoPro plug-in (detached CMS) and sends it back with
 * `method=auth` (sign in), `reg_lkk` (register as client) or `reg_ka` (as counterparty). The CMS
 * is checked by certificates/verify-cms.ts: the certificate must chain to the trust list (0077).
 */

export const CSP_CHALLENGE = {
  lifetimeSeconds: 5 * 60,
  /** Challenges one IP address may ask for in an hour. */
  hourlyCapPerIp: 60,
} as const;

const REGISTRATION_ROLE = { reg_lkk: 'client', reg_ka: 'supplier' } as const;
/** pg_advisory_xact_lock's first key for registrations by certificate. */
const CERTIFICATE_REGISTRATION_LOCK = 6801;

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
    assertCertificateOfAccount(signer, inn);
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

/** CERTIFICATE_SIGN_IN=0: AuthCSP answers 403 with the other ways in. */
export function certificateSignInOff(): AppError {
  return new AppError(
    'FORBIDDEN',
    'Вход и регистрация по электронной подписи отключены. Войдите по логину и паролю или по коду из SMS',
  );
}

/**
 * A new account of the certificate's company; it signs in by certificate (password unknown).
 * A company with a confirmed account (or one an agent invited) gets no second owner (decision
 * 0077): the holder of its certificate signs in to that account. Accounts that only claimed the
 * INN do not stand in the way: the certificate proves the company, they are detached (0156).
 */
async function registerByCertificate(
  deps: AuthDeps,
  method: keyof typeof REGISTRATION_ROLE,
  inn: string,
  signer: CertificateOwner,
  caller: CallerContext,
  now: Date,
): Promise<{ account: AccountRow; detached: DetachedClaimant[] } | { problem: string }> {
  const role = REGISTRATION_ROLE[method];
  const passwordHash = await hash(randomBytes(32).toString('base64url'));
  const soleTrader = signer.inn === inn && !signer.innLe;
  // One registration of an INN at a time, so two at once cannot both find no account.
  const made = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CERTIFICATE_REGISTRATION_LOCK}, hashtext(${inn}))`);
    const existing = await findAccountsByInn(tx, inn, { includeInvited: true });
    if (existing.some((row) => row.companyStatus === 'confirmed' || row.registeredAt === null))
      return undefined;
    const account = await insertAccount(tx, {
      login: `${role}-${inn}`,
      email: '',
      phone: '',
      passwordHash,
      role,
      isAccredited: false,
      companyTitle: signer.organization || `${soleTrader ? 'ИП' : 'Организация'} ${signer.subject}`.trim(),
      inn,
      ogrn: signer.ogrn,
      kpp: '',
      personName: signer.subject,
    });
    const detached = await proveCompany(tx, account, 'certificate', { now, ...caller, decidedBy: null });
    return {
      account: { ...account, companyStatus: 'confirmed' as const, companyProof: 'certificate' as const },
      detached,
    };
  });
  if (!made) {
    return {
      problem: `Организация с ИНН ${inn} уже зарегистрирована в личном кабинете. Войдите по электронной подписи. Если нужен отдельный доступ или другая роль, обратитесь к владельцу учётной записи организации или к своему менеджеру Агролизинга`,
    };
  }
  await tellAboutDetached(deps, made.account, made.detached);
  return made;
}

export async function signInByCertificate(
  deps: AuthDeps,
  input: CertificateInput,
  caller: CallerContext,
  now = new Date(),
): Promise<TAuthReply | Awaited<ReturnType<typeof issueChallenge>>> {
  if (!isValidInn(input.inn)) throw fieldError('inn', 'Неверный ИНН: проверьте цифры');
  if (input.method === 'challenge') return issueChallenge(deps, input.inn, caller, now);

  // The same limits as passwords: per INN and per IP, every signature counted until one passes.
  const attempt = await takeSignInAttempt(
    deps.adapters.attempts,
    `certificate:${input.inn}`,
    caller.ip,
    'Слишком много неудачных попыток входа по подписи. Вход временно заблокирован.',
  );
  const verified = await verifySignedChallenge(deps, input, now);
  if ('problem' in verified) {
    const [named] = await findAccountsByInn(deps.db, input.inn);
    await recordFailedSignIn(
      deps,
      {
        accountId: named?.id,
        method: 'certificate',
        login: input.inn,
        reason: 'signature-refused',
        message: verified.problem,
      },
      caller,
    );
    return authFailure(verified.problem);
  }
  await attempt.succeeded();
  const signed = { certificate: true, signer: verified.signer.subject };

  if (input.method !== 'auth') {
    const registered = await registerByCertificate(
      deps,
      input.method,
      input.inn,
      verified.signer,
      caller,
      now,
    );
    if ('problem' in registered) return authFailure(registered.problem);
    return startSession(deps.db, registered.account, caller, { method: 'registration', ...signed });
  }
  const accounts = await findAccountsByInn(deps.db, input.inn);
  const confirmed = accounts.find((account) => account.companyStatus === 'confirmed');
  if (confirmed) return startSession(deps.db, confirmed, caller, { method: 'certificate', ...signed });
  if (accounts.length === 0) {
    await recordFailedSignIn(
      deps,
      { method: 'certificate', login: input.inn, reason: 'not-registered' },
      caller,
    );
    return authFailure(
      `Организация с ИНН ${input.inn} не зарегистрирована в личном кабинете. Зарегистрируйтесь по электронной подписи`,
    );
  }
  // Only claimants so far: the head's certificate proves the company and gets it (decision 0156).
  const registered = await registerByCertificate(deps, 'reg_lkk', input.inn, verified.signer, caller, now);
  if ('problem' in registered) return authFailure(registered.problem);
  return startSession(deps.db, registered.account, caller, { method: 'registration', ...signed });
}
