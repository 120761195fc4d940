import { ROLE_HOME, type TRole } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import {
  isValidInn,
  isValidKpp,
  isValidOgrn,
  maskEmail,
  maskPhone,
  normalizeEmail,
  normalizePhone,
  passwordProblem,
  REG_STEP,
  requisitesProblem,
  type TRegType,
} from '@agrolease/domain';
import { hash } from '@node-rs/argon2';
import type { GatewayAdapters } from '../../adapters/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import { assertCaptcha } from '../../http/captcha.ts';
import { newToken, type SessionRecord, sha256 } from '../../http/session-store.ts';
import { hasOpenInvitation } from '../agent/index.ts';
import { type AuthDeps, type CodeDeps, issueCode, startSession, verifyCode } from '../auth/index.ts';
import { tellCompanyOfClaim } from '../company-proof/index.ts';
import {
  accountExistsWith,
  closeRegistration,
  findOpenRegistration,
  insertAccount,
  insertRegistration,
  setAgreementsAccepted,
  setRegistrationEmail,
} from './queries.ts';

/** A registration stays open for a day after the phone is confirmed. */
const REGISTRATION_LIFETIME_MS = 24 * 3600_000;

function fieldError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

export async function openRegistration(db: Database, token: string | undefined, now = new Date()) {
  const registration = token ? await findOpenRegistration(db, sha256(token), now) : undefined;
  if (!registration) {
    throw fieldError('reg_token', 'Регистрация не найдена или устарела. Начните регистрацию заново');
  }
  return registration;
}

const PHONE_TAKEN_NOTICE =
  'Этот номер уже зарегистрирован в кабинете Агролизинга. Войдите по СМС или восстановите пароль на сайте. Если регистрацию начали не вы, ничего делать не нужно';
const EMAIL_TAKEN_NOTICE =
  'Этот адрес уже указан в учётной записи кабинета Агролизинга, поэтому код подтверждения не отправлен. Войдите в кабинет или восстановите пароль на сайте. Если регистрацию начали не вы, ничего делать не нужно.';

const INVITED_COMPANY_NOTICE =
  'Агент уже пригласил эту организацию в личный кабинет: зарегистрируйтесь по ссылке из СМС или письма с приглашением или попросите агента прислать новую';

/** A code was confirmed for a phone or address an account has taken meanwhile (or guessed). */
const TAKEN_AT_CONFIRMATION = 'Этот номер или адрес уже используется другой учётной записью';

/** Registration/GetCode: a code to the new phone (step 1) or e-mail (step 3). */
export async function requestRegistrationCode(
  deps: AuthDeps,
  input: { field: 'phone' | 'email'; value: string; 'g-recaptcha-response'?: string; reg_token?: string },
  caller: CallerContext,
) {
  if (input.field === 'phone') {
    const phone = normalizePhone(input.value);
    if (!phone) throw fieldError('value', 'Введите номер телефона в формате +7 XXX XXX-XX-XX');
    await assertCaptcha(deps.adapters, input['g-recaptcha-response'] ?? '', caller.ip);
    // A phone that already has an account gets a notice instead of a code, and the answer is
    // the same as for a new phone: the page does not tell a stranger whose number is registered.
    const taken = await accountExistsWith(deps.db, { phone });
    const { resendAfter } = await issueCode(deps, {
      purpose: 'registration',
      recipient: phone,
      ip: caller.ip,
      deliver: (code) =>
        deps.adapters.sms.send({
          to: phone,
          text: taken ? PHONE_TAKEN_NOTICE : `Код подтверждения регистрации в Агролизинге: ${code}`,
        }),
    });
    return {
      success: true as const,
      code_sent: true as const,
      message: `Код отправлен на номер ${maskPhone(phone)}`,
      resend_after: resendAfter,
    };
  }
  await openRegistration(deps.db, input.reg_token);
  const email = normalizeEmail(input.value);
  if (!email) throw fieldError('value', 'Введите адрес электронной почты, например ivanov@agro.ru');
  const taken = await accountExistsWith(deps.db, { email });
  const { resendAfter } = await issueCode(deps, {
    purpose: 'registration',
    recipient: email,
    ip: caller.ip,
    deliver: (code) =>
      deps.adapters.mail.send(
        taken
          ? { to: email, subject: 'Адрес уже используется в Агролизинге', text: EMAIL_TAKEN_NOTICE }
          : {
              to: email,
              subject: 'Подтверждение адреса электронной почты',
              text: `Код подтверждения адреса для личного кабинета Агролизинга: ${code}\nКод действует 5 минут.`,
            },
      ),
  });
  return {
    success: true as const,
    code_sent: true as const,
    message: `Код отправлен на адрес ${maskEmail(email)}`,
    resend_after: resendAfter,
  };
}

/** Registration/CheckCode: the phone's code opens a registration; the e-mail's is added to it. */
export async function confirmRegistrationCode(
  deps: CodeDeps,
  input: { field: 'phone' | 'email'; value: string; code: string; reg_token?: string },
  now = new Date(),
) {
  const { db } = deps;
  if (input.field === 'phone') {
    const phone = normalizePhone(input.value);
    if (!phone) throw fieldError('value', 'Введите номер телефона в формате +7 XXX XXX-XX-XX');
    await verifyCode(deps, { purpose: 'registration', recipient: phone, code: input.code }, now);
    if (await accountExistsWith(db, { phone })) throw fieldError('value', TAKEN_AT_CONFIRMATION);
    const token = newToken();
    await insertRegistration(db, {
      tokenHash: sha256(token),
      phone,
      now,
      expiresAt: new Date(now.getTime() + REGISTRATION_LIFETIME_MS),
    });
    return { success: true as const, reg_token: token, step: REG_STEP.email };
  }
  const registration = await openRegistration(db, input.reg_token, now);
  const email = normalizeEmail(input.value);
  if (!email) throw fieldError('value', 'Введите адрес электронной почты');
  await verifyCode(deps, { purpose: 'registration', recipient: email, code: input.code }, now);
  if (await accountExistsWith(db, { email })) throw fieldError('value', TAKEN_AT_CONFIRMATION);
  await setRegistrationEmail(db, registration.id, email, now);
  return { success: true as const, reg_token: input.reg_token ?? '', step: REG_STEP.organization };
}

/** CompanySearch over the configured register (DaData or ours); a register that fails is 503. */
export async function findCompanies(adapters: GatewayAdapters, query: string) {
  try {
    return await adapters.companies.search(query);
  } catch (error) {
    throw new AppError(
      'UNAVAILABLE',
      'Поиск организаций временно недоступен. Введите реквизиты вручную или повторите позже',
      { cause: error },
    );
  }
}

/** The register's company of exactly this INN; none when the register cannot answer now. */
async function companyByInn(adapters: GatewayAdapters, inn: string) {
  const found = await adapters.companies.search(inn, 5).catch(() => []);
  return found.find((company) => company.inn === inn);
}

/**
 * CreateAccount: the confirmed phone of the registration, the requisites, the person and a
 * password make a client account; the session starts. Failures: {auth: false, success: false, error}.
 */
export async function createAccountFromRegistration(
  deps: AuthDeps,
  input: {
    inn: string;
    ogrn: string;
    kpp?: string;
    'g-recaptcha-response': string;
    reg_token: string;
    type: TRegType;
    title?: string;
    person_name: string;
    person_position?: string;
    password: string;
  },
  caller: CallerContext,
) {
  const failure = (error: string) => ({ auth: false as const, success: false as const, error });
  const registration = await openRegistration(deps.db, input.reg_token);
  if (!(await deps.adapters.captcha.verify(input['g-recaptcha-response'], caller.ip))) {
    return failure('Проверка «Я не робот» не пройдена');
  }
  if (!isValidInn(input.inn)) return failure('Неверный ИНН: проверьте цифры');
  if (!isValidOgrn(input.ogrn)) return failure('Неверный ОГРН (ОГРНИП): проверьте цифры');
  if (input.kpp && !isValidKpp(input.kpp)) return failure('Неверный КПП: 9 символов');
  const problem = requisitesProblem(input.type, input);
  if (problem) return failure(problem.error);
  const weak = passwordProblem(input.password);
  if (weak) return failure(weak);
  // An agent's contractor whose head was invited registers by the link (decision 0113).
  if (await hasOpenInvitation(deps.db, input.inn)) return failure(INVITED_COMPANY_NOTICE);
  // Registration claims the INN and owns nothing of it (decision 0156): a person of a company
  // that already works in the cabinet joins it by a colleague's invitation or by the same proof,
  // and sees the company's objects once proven (decision 0162). Its people are told of the claim.

  const company = await companyByInn(deps.adapters, input.inn);
  const title =
    company?.title ?? (input.title || `${input.type === 'person' ? 'ИП' : 'Организация'} ИНН ${input.inn}`);
  const account = await insertAccount(deps.db, {
    login: registration.phone,
    email: registration.email,
    phone: registration.phone,
    passwordHash: await hash(input.password),
    role: 'client',
    isAccredited: false,
    companyTitle: title,
    inn: input.inn,
    ogrn: input.ogrn,
    kpp: input.type === 'organization' ? (input.kpp ?? '') : '',
    personName: input.person_name,
  });
  await closeRegistration(deps.db, registration.id, account.id);
  await tellCompanyOfClaim(deps, account);
  return startSession(deps.db, account, caller, { method: 'registration' });
}

const AGREEMENTS = [
  {
    id_document: 1,
    title: 'Согласие на обработку персональных данных',
    description: 'В соответствии с Федеральным законом № 152-ФЗ «О персональных данных»',
    url: '/pd/',
  },
  {
    id_document: 2,
    title: 'Пользовательское соглашение личного кабинета',
    description: 'Правила использования кабинета, простая электронная подпись и обмен документами',
    url: '/pd/#agreement',
  },
];

export function listAgreements() {
  return { success: true as const, items: AGREEMENTS };
}

/** SetSignedData: the signed-in user accepts the agreements (id 0 = all, or the last of them). */
export async function acceptAgreements(db: Database, session: SessionRecord, idDocument: number) {
  if (idDocument !== 0 && !AGREEMENTS.some((item) => item.id_document === idDocument)) {
    throw new AppError('NOT_FOUND', 'Документ не найден');
  }
  await setAgreementsAccepted(db, session.accountId, new Date());
  return { success: true as const, accepted: true };
}

export function agreementsState(session: SessionRecord) {
  const accepted = session.account.agreementsAcceptedAt !== null;
  return accepted
    ? { success: true as const, accepted }
    : { success: true as const, accepted, errcode: 'agreements' as const };
}

export function registrationState(session: SessionRecord) {
  const accepted = session.account.agreementsAcceptedAt !== null;
  return {
    success: true as const,
    iscompleted: accepted,
    step: REG_STEP.agreements,
    home: ROLE_HOME[session.account.role as TRole],
  };
}
