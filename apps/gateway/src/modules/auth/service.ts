import { randomInt } from 'node:crypto';
import { ROLE_HOME, type TRole } from '@agrolease/contracts';
import type { TAuthAccount, TAuthReply } from '@agrolease/contracts/auth';
import type { Database } from '@agrolease/db';
import {
  isValidInn,
  isValidKpp,
  isValidOgrn,
  maskEmail,
  maskLogin,
  maskPersonName,
  maskPhone,
  normalizeEmail,
  normalizePhone,
  passwordProblem,
  signInSubject,
} from '@agrolease/domain';
import { hash, verify } from '@node-rs/argon2';
import type { GatewayAdapters } from '../../adapters/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import { assertCaptcha } from '../../http/captcha.ts';
import { type AccountRow, createSession, deleteSessionsOfAccount } from '../../http/session-store.ts';
import { mergeGuestCart } from '../cart/index.ts';
import { recordSecurityEvent } from '../security-log/index.ts';
import { issueCode, verifyCode } from './one-time-codes.ts';
import {
  findAccountByAnyLogin,
  findAccountById,
  findAccountByPhone,
  findAccountsByInn,
  setPasswordHash,
} from './queries.ts';
import { recordFailedSignIn, recordSignIn, type SignInMethod } from './sign-in-log.ts';
import { takeSignInAttempt } from './sign-in-throttle.ts';

export interface AuthDeps {
  db: Database;
  adapters: GatewayAdapters;
}

export function toAuthAccount(row: AccountRow): TAuthAccount {
  return {
    id: row.id,
    login: row.login,
    name: row.personName,
    title: row.companyTitle,
    inn: row.inn,
    email: row.email,
    phone: row.phone,
    role: row.role,
    isAccredited: row.isAccredited,
    home: ROLE_HOME[row.role as TRole],
    company_status: row.companyStatus,
  };
}

/** Groups: the role, and "accredited" for an accredited counterparty. */
export function groupsOf(row: AccountRow): string[] {
  return row.isAccredited ? [row.role, 'accredited'] : [row.role];
}

/** The spec's failure fallback: token false, empty expiry, account and groups, and why. */
export function authFailure(message: string): TAuthReply {
  return { success: false, token: false, expired: '', account: {}, groups: [], error_message: message };
}

/** How a session starts, for the security log (decision 0154). */
export interface SignInWay {
  method: SignInMethod;
  /** Started by a certificate's signature: the log's own kind, with the signer's name. */
  certificate?: boolean;
  signer?: string;
}

export async function startSession(
  db: Database,
  account: AccountRow,
  caller: CallerContext,
  way: SignInWay,
): Promise<TAuthReply> {
  // An account made for an agent's contractor is signed in to only after its head claims it.
  if (account.registeredAt === null) {
    return authFailure('Учётная запись ещё не зарегистрирована: откройте ссылку из приглашения');
  }
  const session = await createSession(db, { accountId: account.id, ...caller });
  await mergeGuestCart(db, caller.events, caller.clientId, account.id);
  await recordSignIn(db, account.id, caller, way);
  return {
    success: true,
    token: session.token,
    expired: session.expiresAt.toISOString(),
    account: toAuthAccount(account),
    groups: groupsOf(account),
  };
}

function fieldError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

/** Verifying against this keeps an unknown login as slow as a known one. */
let dummyHash: Promise<string> | undefined;

/**
 * Sign-in by login (or e-mail, or phone in any spelling) and password, throttled per resolved
 * account and per IP (decision 0078).
 */
export async function signInByPassword(
  { db, adapters }: AuthDeps,
  input: { login: string; password: string },
  caller: CallerContext,
): Promise<TAuthReply> {
  const login = input.login.trim().toLowerCase();
  const account = await findAccountByAnyLogin(db, login, normalizePhone(login));
  const attempt = await takeSignInAttempt(
    adapters.attempts,
    signInSubject(account?.id, login),
    caller.ip,
    'Слишком много неудачных попыток входа. Вход временно заблокирован.',
  );
  dummyHash ??= hash('not-a-password-of-anyone');
  const matches = account
    ? await verify(account.passwordHash, input.password)
    : (await verify(await dummyHash, input.password)) && false;
  if (!account || !matches) {
    await recordFailedSignIn(
      { db, adapters },
      {
        accountId: account?.id,
        method: 'password',
        login: input.login.trim(),
        reason: account ? 'wrong-password' : 'unknown-login',
      },
      caller,
    );
    const hint =
      attempt.left <= 0
        ? ' Вход заблокирован на 15 минут. Восстановите пароль или войдите по СМС'
        : attempt.left <= 2
          ? ` Осталось попыток: ${attempt.left}`
          : '';
    return authFailure(`Неверный логин или пароль.${hint}`);
  }
  await attempt.succeeded();
  return startSession(db, account, caller, { method: 'password' });
}

/**
 * Runs a sign-in code's check; a refused code (wrong, expired, out of guesses) is written to the
 * security log against the account the phone or INN names, then the refusal goes on as it was.
 */
async function failedCodeRecorded<T>(
  deps: AuthDeps,
  attempt: { method: SignInMethod; login: string; account: () => Promise<AccountRow | undefined> },
  caller: CallerContext,
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') {
      const account = await attempt.account();
      await recordFailedSignIn(
        deps,
        { accountId: account?.id, method: attempt.method, login: attempt.login, reason: 'wrong-code' },
        caller,
      );
    }
    throw error;
  }
}

function codeSent(message: string, resendAfter: number) {
  return { success: true as const, code_sent: true as const, message, resend_after: resendAfter };
}

/** Sign-in by SMS: without a code one is sent to the phone; with a code the session starts. */
export async function signInBySms(
  deps: AuthDeps,
  input: { phone: string; 'g-recaptcha-response': string; code?: string },
  caller: CallerContext,
) {
  const phone = normalizePhone(input.phone);
  if (!phone) throw fieldError('phone', 'Введите номер телефона в формате +7 XXX XXX-XX-XX');
  await assertCaptcha(deps.adapters, input['g-recaptcha-response'], caller.ip);
  if (!input.code) {
    const account = await findAccountByPhone(deps.db, phone);
    const { resendAfter } = await issueCode(deps, {
      purpose: 'sign-in-sms',
      recipient: phone,
      ip: caller.ip,
      accountId: account?.id,
      deliver: account
        ? (code) =>
            deps.adapters.sms.send({ to: phone, text: `Код для входа в кабинет Агролизинга: ${code}` })
        : undefined,
    });
    return codeSent(`Код отправлен на номер ${maskPhone(phone)}`, resendAfter);
  }
  const { accountId } = await failedCodeRecorded(
    deps,
    { method: 'sms', login: phone, account: () => findAccountByPhone(deps.db, phone) },
    caller,
    () => verifyCode(deps, { purpose: 'sign-in-sms', recipient: phone, code: input.code ?? '' }),
  );
  const account = accountId ? await findAccountById(deps.db, accountId) : undefined;
  if (!account) {
    await recordFailedSignIn(deps, { method: 'sms', login: phone, reason: 'unknown-login' }, caller);
    return authFailure('Неверный код');
  }
  return startSession(deps.db, account, caller, { method: 'sms' });
}

/**
 * Sign-in by INN: several accounts of one INN answer with the list to choose from (id);
 * then a code goes to the chosen account's phone; with the code the session starts.
 */
export async function signInByInn(
  deps: AuthDeps,
  input: { inn: string; 'g-recaptcha-response': string; id?: number; code?: string },
  caller: CallerContext,
) {
  if (!isValidInn(input.inn)) throw fieldError('inn', 'Неверный ИНН: проверьте цифры');
  await assertCaptcha(deps.adapters, input['g-recaptcha-response'], caller.ip);
  const found = await findAccountsByInn(deps.db, input.inn);
  if (found.length === 0) return authFailure('Организация с таким ИНН не зарегистрирована в личном кабинете');
  const account = input.id
    ? found.find((row) => row.id === input.id)
    : found.length === 1
      ? found[0]
      : undefined;
  if (!account) {
    if (input.id) return authFailure('Учётная запись не найдена');
    return {
      success: true as const,
      accounts: found.map((row) => ({
        id: row.id,
        title: `${row.companyTitle} (${maskPersonName(row.personName)})`,
        login: maskLogin(row.login),
      })),
    };
  }
  const recipient = `account:${account.id}`;
  if (!input.code) {
    const { resendAfter } = await issueCode(deps, {
      purpose: 'sign-in-inn',
      recipient,
      ip: caller.ip,
      accountId: account.id,
      deliver: (code) =>
        deps.adapters.sms.send({ to: account.phone, text: `Код для входа в кабинет Агролизинга: ${code}` }),
    });
    return codeSent(`Код отправлен на номер ${maskPhone(account.phone)}`, resendAfter);
  }
  const code = input.code;
  await failedCodeRecorded(
    deps,
    { method: 'inn', login: input.inn, account: async () => account },
    caller,
    () => verifyCode(deps, { purpose: 'sign-in-inn', recipient, code }),
  );
  return startSession(deps.db, account, caller, { method: 'inn' });
}

/** Sign-in by requisites: failures answer {auth: false, success: false, error}. */
export async function signInByRequisites(
  deps: AuthDeps,
  input: { inn: string; ogrn: string; kpp?: string; 'g-recaptcha-response': string; code?: string },
  caller: CallerContext,
) {
  const failure = (error: string) => ({ auth: false as const, success: false as const, error });
  if (!isValidInn(input.inn)) return failure('Неверный ИНН: проверьте цифры');
  if (!isValidOgrn(input.ogrn)) return failure('Неверный ОГРН (ОГРНИП): проверьте цифры');
  if (input.kpp && !isValidKpp(input.kpp)) return failure('Неверный КПП: 9 символов');
  if (!(await deps.adapters.captcha.verify(input['g-recaptcha-response'], caller.ip))) {
    return failure('Проверка «Я не робот» не пройдена');
  }
  const found = await findAccountsByInn(deps.db, input.inn);
  const account = found.find((row) => row.ogrn === input.ogrn && (!input.kpp || row.kpp === input.kpp));
  if (!account) return failure('Организация с такими реквизитами не зарегистрирована');
  const recipient = `account:${account.id}`;
  if (!input.code) {
    const { resendAfter } = await issueCode(deps, {
      purpose: 'sign-in-requisites',
      recipient,
      ip: caller.ip,
      accountId: account.id,
      deliver: (code) =>
        deps.adapters.sms.send({ to: account.phone, text: `Код для входа в кабинет Агролизинга: ${code}` }),
    });
    return codeSent(`Код отправлен на номер ${maskPhone(account.phone)}`, resendAfter);
  }
  const code = input.code;
  try {
    await failedCodeRecorded(
      deps,
      { method: 'requisites', login: input.inn, account: async () => account },
      caller,
      () => verifyCode(deps, { purpose: 'sign-in-requisites', recipient, code }),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return failure(error.message);
    throw error;
  }
  return { ...(await startSession(deps.db, account, caller, { method: 'requisites' })), auth: true as const };
}

/**
 * The account a restore request names: login, e-mail or phone. The recipient is the account's,
 * whichever of the three was typed, so one throttle counts them all (decision 0155); a value that
 * names no account is counted under its normal form.
 */
async function restoreTarget(db: Database, any: string) {
  const login = any.trim().toLowerCase();
  const phone = normalizePhone(login);
  const email = normalizeEmail(login);
  const account = await findAccountByAnyLogin(db, login, phone);
  return {
    account,
    recipient: account ? `account:${account.id}` : `unknown:${phone ?? email ?? login}`,
    byEmail: !!email,
  };
}

/**
 * What SetPassword answers once a code is asked for: made from what was typed, never from the
 * account found, so the answer is the same whether the login, phone or e-mail exists or not.
 */
function restoreCodeMessage(any: string): string {
  const phone = normalizePhone(any);
  if (phone) return `Если номер есть в кабинете, код отправлен на ${maskPhone(phone)}`;
  const email = normalizeEmail(any);
  if (email) return `Если адрес есть в кабинете, код отправлен на ${maskEmail(email)}`;
  return 'Если учётная запись существует, код отправлен на её телефон или почту';
}

/**
 * Password restore (SetPassword): any → a code (by letter when an e-mail was given, else by
 * SMS); any + code → the code is checked and kept; any + code + password → new password, every
 * other session ends, a new one starts.
 */
export async function restorePassword(
  deps: AuthDeps,
  input: { any: string; 'g-recaptcha-response': string; code?: string; password?: string },
  caller: CallerContext,
) {
  await assertCaptcha(deps.adapters, input['g-recaptcha-response'], caller.ip);
  const { account, recipient, byEmail } = await restoreTarget(deps.db, input.any);
  if (!input.code) {
    const { resendAfter } = await issueCode(deps, {
      purpose: 'restore',
      recipient,
      ip: caller.ip,
      accountId: account?.id,
      quietLimits: true,
      deliver: account
        ? (code) =>
            byEmail
              ? deps.adapters.mail.send({
                  to: account.email,
                  subject: 'Восстановление пароля',
                  text: `Код для восстановления пароля в личном кабинете Агролизинга: ${code}\nКод действует 5 минут. Если вы не запрашивали восстановление, проигнорируйте это письмо.`,
                })
              : deps.adapters.sms.send({ to: account.phone, text: `Код для восстановления пароля: ${code}` })
        : undefined,
    });
    // The owner learns that someone asked; a stranger's request for an unknown login is not kept.
    if (account) {
      await recordSecurityEvent(deps.db, {
        accountId: account.id,
        kind: 'password-restore-requested',
        ip: caller.ip,
        userAgent: caller.userAgent,
        detail: { channel: byEmail ? 'email' : 'sms' },
      });
    }
    return codeSent(restoreCodeMessage(input.any), resendAfter);
  }
  if (input.password === undefined) {
    await verifyCode(deps, { purpose: 'restore', recipient, code: input.code, consume: false });
    return { success: true as const, code_valid: true as const };
  }
  const problem = passwordProblem(input.password);
  if (problem) throw fieldError('password', problem);
  const { accountId } = await verifyCode(deps, { purpose: 'restore', recipient, code: input.code });
  const target = accountId ? await findAccountById(deps.db, accountId) : undefined;
  if (!target) return authFailure('Учётная запись не найдена');
  await setPasswordHash(deps.db, target.id, await hash(input.password));
  await deleteSessionsOfAccount(deps.db, target.id);
  await recordSecurityEvent(deps.db, {
    accountId: target.id,
    kind: 'password-changed',
    ip: caller.ip,
    userAgent: caller.userAgent,
    detail: { way: 'restore' },
  });
  return startSession(deps.db, target, caller, { method: 'restore' });
}

const PASSWORD_ALPHABETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '-_!@#%'];

/** 14 characters without look-alikes (0/O, 1/l/I), at least one of each kind. */
export function generatePassword(length = 14): string {
  const all = PASSWORD_ALPHABETS.join('');
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? '';
  const chars = PASSWORD_ALPHABETS.map(pick);
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
