import { SPARK_STATUS } from '@agrolease/contracts/account';
import { isValidInn, maskEmail, maskPhone, normalizeEmail, normalizePhone } from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import type { SessionRecord } from '../../http/session.ts';
import { type AuthDeps, issueCode, toAuthAccount, verifyCode } from '../auth/index.ts';
import { recordSecurityEvent } from '../security-log/index.ts';
import {
  findSparkRequest,
  insertSparkRequest,
  otherAccountWith,
  type SparkRequestRow,
  setAccountContact,
} from './queries.ts';

function fieldError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

/** RegInfoChange: a code goes to the new phone or e-mail; the same call with the code applies it. */
export async function changeRegInfo(
  deps: AuthDeps,
  session: SessionRecord,
  input: { field: 'email' | 'phone'; value: string; code?: string },
  caller: CallerContext,
) {
  const value = input.field === 'phone' ? normalizePhone(input.value) : normalizeEmail(input.value);
  if (!value) {
    throw fieldError(
      'value',
      input.field === 'phone'
        ? 'Введите номер телефона в формате +7 XXX XXX-XX-XX'
        : 'Введите e-mail в формате name@example.ru',
    );
  }
  if (value === session.account[input.field]) {
    throw fieldError('value', 'Новое значение совпадает с текущим');
  }
  const by = input.field === 'phone' ? { phone: value } : { email: value };
  if (await otherAccountWith(deps.db, session.accountId, by)) {
    throw fieldError(
      'value',
      input.field === 'phone'
        ? 'Этот номер уже используется другой учётной записью'
        : 'Этот e-mail уже используется другой учётной записью',
    );
  }
  if (!input.code) {
    const { resendAfter } = await issueCode(deps, {
      purpose: 'account-change',
      recipient: value,
      ip: caller.ip,
      accountId: session.accountId,
      deliver: (code) =>
        input.field === 'phone'
          ? deps.adapters.sms.send({
              to: value,
              text: `Код для смены телефона в кабинете Агролизинга: ${code}`,
            })
          : deps.adapters.mail.send({
              to: value,
              subject: 'Смена e-mail в личном кабинете',
              text: `Код для смены e-mail в личном кабинете Агролизинга: ${code}\n\nКод действует 5 минут.`,
            }),
    });
    return {
      success: true as const,
      code_sent: true as const,
      message:
        input.field === 'phone'
          ? `Код отправлен на номер ${maskPhone(value)}`
          : `Код отправлен на адрес ${maskEmail(value)}`,
      resend_after: resendAfter,
    };
  }
  const { accountId } = await verifyCode(deps, {
    purpose: 'account-change',
    recipient: value,
    code: input.code,
  });
  // A code asked for by another account does not change this one.
  if (accountId !== session.accountId) throw fieldError('code', 'Неверный код');
  const row = await setAccountContact(deps.db, session.accountId, by);
  // The log keeps both values masked, as a stranger would see them (decision 0080).
  const mask = input.field === 'phone' ? maskPhone : maskEmail;
  const before = session.account[input.field];
  await recordSecurityEvent(
    deps.db,
    {
      accountId: session.accountId,
      kind: input.field === 'phone' ? 'phone-changed' : 'email-changed',
      ip: caller.ip,
      userAgent: caller.userAgent,
      detail: { ...(before ? { from: mask(before) } : {}), to: mask(value) },
    },
    deps.adapters.clock.now(),
  );
  return { success: true as const, changed: true as const, account: toAuthAccount(row) };
}

/** FL/Get: the signed-in person, the name split into its parts. */
export function personOf(session: SessionRecord) {
  const row = session.account;
  const [last = '', first = '', ...rest] = row.personName.split(/\s+/).filter(Boolean);
  return {
    success: true as const,
    fl: {
      id: row.id,
      full_name: row.personName,
      last_name: last,
      first_name: first,
      middle_name: rest.join(' '),
      inn: row.inn.length === 12 ? row.inn : '',
      phone: row.phone,
      email: row.email,
    },
  };
}

/** A counterparty check answers this long after its request (decision 0042). */
export const SPARK_CHECK_SECONDS = 30;

function sparkReply(row: SparkRequestRow, now: Date) {
  const ready = now.getTime() >= row.readyAt.getTime();
  return {
    success: true as const,
    id_request: row.id,
    inn: row.inn,
    status: ready ? SPARK_STATUS.passed : SPARK_STATUS.pending,
    ready,
    created: row.createdAt.toISOString(),
  };
}

export async function createSparkRequest(deps: AuthDeps, session: SessionRecord, inn: string | undefined) {
  const target = inn || session.account.inn;
  if (!isValidInn(target)) throw fieldError('inn', 'Проверьте ИНН: контрольная сумма не сходится');
  const now = deps.adapters.clock.now();
  const row = await insertSparkRequest(deps.db, {
    accountId: session.accountId,
    inn: target,
    createdAt: now,
    readyAt: new Date(now.getTime() + SPARK_CHECK_SECONDS * 1000),
  });
  return sparkReply(row, now);
}

export async function checkSparkRequest(deps: AuthDeps, session: SessionRecord, id: number | undefined) {
  const row = await findSparkRequest(deps.db, session.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Запрос на проверку не найден');
  return sparkReply(row, deps.adapters.clock.now());
}
