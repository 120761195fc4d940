import type { DbExecutor } from '@agrolease/db';
import { maskPhone } from '@agrolease/domain';
import type { SmsSender } from '../../adapters/sms/sms-sender.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import type { SessionRecord } from '../../http/session.ts';
import { type CodeDeps, issueCode, verifyCode } from '../auth/index.ts';
import { findContacts, findOwnContact } from '../contacts/index.ts';
import { findSesAgreement, type SesAgreementRow, saveSesAgreement } from './queries.ts';

/**
 * The agreement on the simple electronic signature (SESAgreement, CanSESAgreement;
 * docs/decisions/0063): before signing by SMS code the account accepts it and confirms, with a
 * code, the phone its signing codes will go to: its own or one of its contact persons'.
 */
export interface AgreementDeps extends CodeDeps {
  sms: SmsSender;
}

export const SES_AGREEMENT_TITLE = 'Соглашение об использовании простой электронной подписи';

export const SES_AGREEMENT_TEXT = [
  'Настоящее соглашение заключается между АО «Агролизинг» и клиентом, присоединившимся к нему в личном кабинете, в соответствии со статьёй 6 Федерального закона от 06.04.2011 № 63-ФЗ «Об электронной подписи».',
  'Простой электронной подписью клиента признаётся одноразовый шестизначный код, направленный в SMS на номер телефона, указанный клиентом при принятии соглашения, и введённый в личном кабинете.',
  'Электронный документ, подписанный простой электронной подписью, признаётся равнозначным документу на бумажном носителе, подписанному собственноручной подписью уполномоченного лица клиента.',
  'Клиент обязуется не передавать третьим лицам коды подтверждения и доступ к телефону и незамедлительно сообщить АО «Агролизинг» о его утрате. Код действует 5 минут, допускается 5 попыток ввода.',
  'Факт подписания фиксируется в информационной системе АО «Агролизинг»: хеш-сумма документа SHA-256, подписант, номер телефона, дата и время, IP-адрес и сведения о браузере. Подписанный экземпляр содержит отметку о подписании и лист подписания.',
];

interface PhoneChoice {
  id: number;
  title: string;
  phone: string;
  contactId: number | null;
  /** The account's own phone, or a contact's confirmed with a code (VerifyPhone). */
  confirmed: boolean;
}

export const SIGNING_PHONE_UNCONFIRMED =
  'Телефон для кодов подписания больше не подтверждён (номер контактного лица изменён или контакт удалён): примите соглашение снова, выбрав подтверждённый телефон';

export const UNCONFIRMED_CONTACT_PHONE =
  'Телефон контактного лица не подтверждён: подтвердите его кодом из SMS в разделе «Мои данные» → «Контактные лица», затем выберите его здесь';

/** The account's phone and its contacts' phones, each marked confirmed or not (decision 0155). */
async function phoneChoices(db: DbExecutor, session: SessionRecord): Promise<PhoneChoice[]> {
  const own: PhoneChoice[] = session.account.phone
    ? [
        {
          id: 0,
          title: 'Телефон учётной записи',
          phone: session.account.phone,
          contactId: null,
          confirmed: true,
        },
      ]
    : [];
  const contacts = (await findContacts(db, session.accountId))
    .filter((contact) => contact.phone)
    .map((contact) => ({
      id: contact.id,
      title: [contact.name, contact.position].filter(Boolean).join(', '),
      phone: contact.phone,
      contactId: contact.id,
      confirmed: contact.phoneVerified,
    }));
  return [...own, ...contacts];
}

/**
 * Whether the agreement's phone may still receive signing codes: the account's own phone as it
 * is now, or the phone of the contact it was chosen from, still that contact's and confirmed.
 * A contact whose phone was changed (and not confirmed again) or deleted no longer counts.
 */
export async function agreementPhoneConfirmed(
  db: DbExecutor,
  session: SessionRecord,
  agreement: SesAgreementRow,
): Promise<boolean> {
  if (agreement.contactId === null) return agreement.phone === session.account.phone;
  const contact = await findOwnContact(db, session.accountId, agreement.contactId);
  return Boolean(contact?.phoneVerified && contact.phone === agreement.phone);
}

export async function canSes(db: DbExecutor, session: SessionRecord) {
  const agreement = await findSesAgreement(db, session.accountId);
  const missing: ('agreement' | 'phone')[] = [];
  if (!agreement) missing.push('agreement');
  else if (!(await agreementPhoneConfirmed(db, session, agreement))) missing.push('phone');
  if (!agreement && !session.account.phone) missing.push('phone');
  return {
    success: true as const,
    canSES: missing.length === 0,
    missing,
    phone: agreement ? maskPhone(agreement.phone) : '',
    message:
      missing.length === 0
        ? `Коды для подписания приходят на номер ${maskPhone(agreement?.phone ?? '')}`
        : agreement
          ? SIGNING_PHONE_UNCONFIRMED
          : 'Чтобы подписывать документы кодом из SMS, примите соглашение об использовании простой электронной подписи',
  };
}

function codeScope(session: SessionRecord): string {
  return `account:${session.accountId}`;
}

export async function sesAgreementStep(
  deps: AgreementDeps,
  session: SessionRecord,
  input: { step: number; id_Contact?: number; code?: string },
  caller: CallerContext,
) {
  const all = await phoneChoices(deps.db, session);
  const choices = all.filter((choice) => choice.confirmed);
  const base = {
    success: true as const,
    step: input.step,
    title: SES_AGREEMENT_TITLE,
    text: SES_AGREEMENT_TEXT,
    contacts: choices.map((choice) => ({
      id: choice.id,
      title: choice.title,
      phone: maskPhone(choice.phone),
    })),
    unconfirmed: all
      .filter((choice) => !choice.confirmed)
      .map((choice) => ({ id: choice.id, title: choice.title, phone: maskPhone(choice.phone) })),
    code_sent: false,
    phone: '',
    resend_after: 0,
  };
  const agreement = await findSesAgreement(deps.db, session.accountId);
  if (input.step === 1) {
    return {
      ...base,
      canSES: Boolean(agreement),
      message: agreement ? 'Соглашение уже принято' : 'Выберите телефон, на который будут приходить коды',
    };
  }
  const choice = choices.find((one) => one.id === (input.id_Contact ?? 0));
  if (!choice && all.some((one) => one.id === input.id_Contact)) {
    throw new AppError('CONFLICT', UNCONFIRMED_CONTACT_PHONE);
  }
  if (!choice) {
    if (input.id_Contact) throw new AppError('NOT_FOUND', 'Контакт не найден');
    throw new AppError('VALIDATION', 'У учётной записи нет телефона: выберите контактное лицо', {
      fieldErrors: [{ prop: 'id_Contact', error: 'Выберите телефон' }],
    });
  }
  if (input.step === 2) {
    const { resendAfter } = await issueCode(deps, {
      purpose: 'ses-agreement',
      recipient: choice.phone,
      scope: codeScope(session),
      ip: caller.ip,
      accountId: session.accountId,
      deliver: (code) =>
        deps.sms.send({
          to: choice.phone,
          text: `Код для принятия соглашения о простой электронной подписи в Агролизинге: ${code}`,
        }),
    });
    return {
      ...base,
      canSES: Boolean(agreement),
      code_sent: true,
      phone: maskPhone(choice.phone),
      resend_after: resendAfter,
      message: `Код отправлен на номер ${maskPhone(choice.phone)}`,
    };
  }
  if (!input.code) {
    throw new AppError('VALIDATION', 'Введите код из SMS', {
      fieldErrors: [{ prop: 'code', error: 'Введите код из SMS' }],
    });
  }
  await verifyCode(deps, {
    purpose: 'ses-agreement',
    recipient: choice.phone,
    scope: codeScope(session),
    code: input.code,
  });
  await saveSesAgreement(deps.db, {
    accountId: session.accountId,
    contactId: choice.contactId,
    phone: choice.phone,
    ip: caller.ip,
    userAgent: caller.userAgent.slice(0, 1000),
    acceptedAt: new Date(),
  });
  return {
    ...base,
    canSES: true,
    phone: maskPhone(choice.phone),
    message: `Соглашение принято. Коды для подписания будут приходить на номер ${maskPhone(choice.phone)}`,
  };
}
