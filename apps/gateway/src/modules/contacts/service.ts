import type { TAttorney } from '@agrolease/contracts/attorney';
import type { TContact } from '@agrolease/contracts/contacts';
import { maskEmail, maskPhone, normalizeEmail, normalizePhone } from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import type { SessionRecord } from '../../http/session.ts';
import type { AuthDeps } from '../auth/index.ts';
import { issueCode, verifyCode } from '../auth/index.ts';
import { recordSecurityEvent } from '../security-log/index.ts';
import {
  type ContactRow,
  deleteContact,
  findContacts,
  findOwnContact,
  insertContact,
  updateContact,
} from './queries.ts';

function fieldError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

export function toContact(row: ContactRow): TContact {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    phone: row.phone,
    email: row.email,
    phone_verified: row.phoneVerified,
    email_verified: row.emailVerified,
    finished: row.finished,
  };
}

async function ownContact(deps: AuthDeps, session: SessionRecord, id: number): Promise<ContactRow> {
  const row = await findOwnContact(deps.db, session.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Контакт не найден');
  return row;
}

/**
 * What the contacts list shows of the attorney module, given to it when the gateway is built
 * (decision 0181): each contact's power of attorney, by contact id.
 */
export interface ContactsPorts {
  attorneysByContact?: (accountId: number) => Promise<ReadonlyMap<number, TAttorney>>;
}

/** The contacts with the power of attorney each has in force or last had (decision 0099). */
export async function listContacts(deps: AuthDeps & ContactsPorts, session: SessionRecord) {
  const rows = await findContacts(deps.db, session.accountId);
  const attorneys = (await deps.attorneysByContact?.(session.accountId)) ?? new Map<number, TAttorney>();
  return {
    success: true as const,
    items: rows.map((row) => ({ ...toContact(row), attorney: attorneys.get(row.id) ?? null })),
  };
}

/** SetContact: a new contact, or changes to one; a changed phone or e-mail must be confirmed again. */
export async function saveContact(
  deps: AuthDeps,
  session: SessionRecord,
  input: { id_contact?: number; name: string; position: string; phone: string; email: string },
) {
  const phone = normalizePhone(input.phone);
  if (!phone) throw fieldError('phone', 'Введите номер телефона в формате +7 XXX XXX-XX-XX');
  const email = normalizeEmail(input.email);
  if (!email) throw fieldError('email', 'Введите e-mail в формате name@example.ru');
  const values = { name: input.name, position: input.position, phone, email };
  if (input.id_contact === undefined) {
    const row = await insertContact(deps.db, { accountId: session.accountId, ...values });
    return { success: true as const, contact: toContact(row) };
  }
  const existing = await ownContact(deps, session, input.id_contact);
  const phoneChanged = existing.phone !== phone;
  const emailChanged = existing.email !== email;
  const row = await updateContact(deps.db, existing.id, {
    ...values,
    phoneVerified: phoneChanged ? false : existing.phoneVerified,
    emailVerified: emailChanged ? false : existing.emailVerified,
    finished: phoneChanged || emailChanged ? false : existing.finished,
  });
  return { success: true as const, contact: toContact(row) };
}

function sendPhoneCode(deps: AuthDeps, row: ContactRow, caller: CallerContext, accountId: number) {
  return issueCode(deps, {
    purpose: 'contact',
    recipient: row.phone,
    ip: caller.ip,
    accountId,
    deliver: (code) =>
      deps.adapters.sms.send({ to: row.phone, text: `Код подтверждения телефона в Агролизинге: ${code}` }),
  });
}

function sendEmailCode(deps: AuthDeps, row: ContactRow, caller: CallerContext, accountId: number) {
  return issueCode(deps, {
    purpose: 'contact',
    recipient: row.email,
    ip: caller.ip,
    accountId,
    deliver: (code) =>
      deps.adapters.mail.send({
        to: row.email,
        subject: 'Подтверждение e-mail контактного лица',
        text: `Код подтверждения e-mail в личном кабинете Агролизинга: ${code}\n\nКод действует 5 минут.`,
      }),
  });
}

/** SetContact/Finish: the contact is saved for good; codes go to what is not yet confirmed. */
export async function finishContact(
  deps: AuthDeps,
  session: SessionRecord,
  id: number,
  caller: CallerContext,
) {
  const existing = await ownContact(deps, session, id);
  const sent: string[] = [];
  let resendAfter = 0;
  if (!existing.phoneVerified) {
    resendAfter = (await sendPhoneCode(deps, existing, caller, session.accountId)).resendAfter;
    sent.push(`на номер ${maskPhone(existing.phone)}`);
  }
  if (!existing.emailVerified) {
    resendAfter = (await sendEmailCode(deps, existing, caller, session.accountId)).resendAfter;
    sent.push(`на адрес ${maskEmail(existing.email)}`);
  }
  const row = await updateContact(deps.db, existing.id, { finished: true });
  return {
    success: true as const,
    contact: toContact(row),
    code_sent: sent.length > 0,
    message: sent.length > 0 ? `Коды подтверждения отправлены ${sent.join(' и ')}` : 'Контакт сохранён',
    resend_after: resendAfter,
  };
}

/** VerifyPhone / VerifyEmail: checks the code, or sends a new one when resend is asked for. */
export async function verifyContact(
  deps: AuthDeps,
  session: SessionRecord,
  input: { channel: 'phone' | 'email'; id: number; code?: string; resend: boolean },
  caller: CallerContext,
) {
  const existing = await ownContact(deps, session, input.id);
  const codeProp = input.channel === 'phone' ? 'sms_code' : 'email_code';
  if (!existing.finished) {
    throw new AppError('CONFLICT', 'Сначала сохраните контакт: коды подтверждения ещё не отправлялись');
  }
  const verified = input.channel === 'phone' ? existing.phoneVerified : existing.emailVerified;
  if (verified) {
    return {
      success: true as const,
      contact: toContact(existing),
      code_sent: false,
      message: input.channel === 'phone' ? 'Телефон уже подтверждён' : 'E-mail уже подтверждён',
      resend_after: 0,
    };
  }
  if (input.resend) {
    const { resendAfter } =
      input.channel === 'phone'
        ? await sendPhoneCode(deps, existing, caller, session.accountId)
        : await sendEmailCode(deps, existing, caller, session.accountId);
    return {
      success: true as const,
      contact: toContact(existing),
      code_sent: true,
      message:
        input.channel === 'phone'
          ? `Код отправлен на номер ${maskPhone(existing.phone)}`
          : `Код отправлен на адрес ${maskEmail(existing.email)}`,
      resend_after: resendAfter,
    };
  }
  if (!input.code) throw fieldError(codeProp, 'Введите код подтверждения');
  try {
    await verifyCode(deps, {
      purpose: 'contact',
      recipient: input.channel === 'phone' ? existing.phone : existing.email,
      code: input.code,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') throw fieldError(codeProp, error.message);
    throw error;
  }
  const row = await updateContact(
    deps.db,
    existing.id,
    input.channel === 'phone' ? { phoneVerified: true } : { emailVerified: true },
  );
  // A contact person's confirmed phone receives signing codes under their attorney (decision 0154).
  await recordSecurityEvent(
    deps.db,
    {
      accountId: session.accountId,
      kind: input.channel === 'phone' ? 'phone-changed' : 'email-changed',
      ip: caller.ip,
      userAgent: caller.userAgent,
      detail: {
        contact: row.name,
        to: input.channel === 'phone' ? maskPhone(row.phone) : maskEmail(row.email),
      },
    },
    deps.adapters.clock.now(),
  );
  return {
    success: true as const,
    contact: toContact(row),
    code_sent: false,
    message: input.channel === 'phone' ? 'Телефон подтверждён' : 'E-mail подтверждён',
    resend_after: 0,
  };
}

export async function removeContact(deps: AuthDeps, session: SessionRecord, id: number) {
  const existing = await ownContact(deps, session, id);
  await deleteContact(deps.db, existing.id);
  return { success: true as const };
}
