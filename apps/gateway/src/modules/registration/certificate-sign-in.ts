import { randomBytes } from 'node:crypto';
import type { TAuthReply } from '@agrolease/contracts/auth';
import { isValidInn } from '@agrolease/domain';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { CertificateOwner } from '../../certificates/certificate-facts.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import type { AccountRow } from '../../http/session-store.ts';
import {
  type AuthDeps,
  authFailure,
  type CertificateInput,
  findAccountsByInn,
  issueChallenge,
  recordFailedSignIn,
  startSession,
  takeSignInAttempt,
  verifySignedChallenge,
} from '../auth/index.ts';
import { type DetachedClaimant, proveCompany, tellAboutDetached } from '../company-proof/index.ts';
import { insertAccount } from './queries.ts';

/**
 * AuthCSP (spec 2 §7, decision 0068): sign-in and registration by an electronic-signature
 * certificate. `method=challenge` gives a text bound to the INN, valid five minutes and good for
 * one try; the browser signs it with the CryptoPro plug-in (detached CMS) and sends it back with
 * `method=auth` (sign in), `reg_lkk` (register as client) or `reg_ka` (as counterparty). The CMS
 * is checked by certificates/verify-cms.ts: the certificate must chain to the trust list (0077).
 * The registration module's (decision 0181): a new account proves its company here, so the auth
 * module (the challenges, sessions, throttles) knows neither registration nor company proofs.
 */

const REGISTRATION_ROLE = { reg_lkk: 'client', reg_ka: 'supplier' } as const;
/** pg_advisory_xact_lock's first key for registrations by certificate. */
const CERTIFICATE_REGISTRATION_LOCK = 6801;

function fieldError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
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
