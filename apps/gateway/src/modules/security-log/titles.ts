import { COMPANY_PROOF_METHOD_TITLE, type CompanyProofMethod } from '@agrolease/domain/company-proof';
import { formatPhone } from '@agrolease/domain/contact-validators';
import type { SecurityEventKind } from './record.ts';

/** What each kind is called in the log (the account's page and the back office's filter). */
export const SECURITY_EVENT_TITLE: Record<SecurityEventKind, string> = {
  'sign-in': 'Вход в кабинет',
  'certificate-sign-in': 'Вход по электронной подписи',
  'sign-in-failed': 'Неудачная попытка входа',
  'password-restore-requested': 'Запрошено восстановление пароля',
  'password-changed': 'Пароль изменён',
  'phone-changed': 'Телефон для входа изменён',
  'email-changed': 'E-mail для входа изменён',
  'attorney-added': 'Доверенность добавлена',
  'attorney-revoked': 'Доверенность отозвана',
  'company-proof-requested': 'Запрошено подтверждение организации',
  'company-proven': 'Организация подтверждена',
  'company-proof-refused': 'В подтверждении организации отказано',
  'company-detached': 'Учётная запись отключена от организации',
  'colleague-invited': 'Приглашён сотрудник организации',
  'partner-letter-sent': 'Письмо от имени партнёра отправлено',
};

/** How a sign-in was made (detail.method). */
const METHOD: Record<string, string> = {
  password: 'по логину и паролю',
  sms: 'по коду из SMS',
  inn: 'по ИНН и коду из SMS',
  requisites: 'по реквизитам и коду из SMS',
  certificate: 'по электронной подписи',
  registration: 'после регистрации',
  restore: 'после восстановления пароля',
};

/** Why a sign-in failed (detail.reason). */
const REASON: Record<string, string> = {
  'wrong-password': 'неверный пароль',
  'unknown-login': 'учётная запись не найдена',
  'wrong-code': 'неверный или просроченный код',
  'signature-refused': 'подпись не принята',
  'not-registered': 'организация не зарегистрирована',
};

function capitalised(text: string): string {
  return text ? text[0]?.toUpperCase() + text.slice(1) : text;
}

function sentence(parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join('. ');
}

/** The row's facts in Russian: how, which number, why refused. */
function detailsOf(kind: string, detail: Record<string, string>): string {
  const method = detail.method ? METHOD[detail.method] : undefined;
  switch (kind) {
    case 'sign-in':
      return capitalised(method ?? '');
    case 'certificate-sign-in':
      return sentence([
        detail.method === 'registration' ? 'Регистрация по электронной подписи' : undefined,
        detail.signer ? `Владелец подписи: ${detail.signer}` : undefined,
      ]);
    case 'sign-in-failed':
      return sentence([
        capitalised(
          [method ? `Вход ${method}` : 'Вход', detail.reason ? REASON[detail.reason] : undefined]
            .filter(Boolean)
            .join(': '),
        ),
        detail.message,
        detail.login ? `Введено: «${formatPhone(detail.login)}»` : undefined,
      ]);
    case 'password-restore-requested':
      return detail.channel === 'email' ? 'Код отправлен на e-mail' : 'Код отправлен по SMS';
    case 'password-changed':
      return detail.way === 'restore' ? 'Восстановление по коду подтверждения' : '';
    case 'phone-changed':
    case 'email-changed':
      if (detail.contact) return sentence([detail.contact, detail.to && formatPhone(detail.to)]);
      return sentence([
        detail.from ? `Было: ${formatPhone(detail.from)}` : undefined,
        detail.to ? `Стало: ${formatPhone(detail.to)}` : undefined,
      ]);
    case 'attorney-added':
    case 'attorney-revoked':
      return sentence([
        [
          detail.kind === 'm4d' ? 'Машиночитаемая доверенность' : 'Доверенность',
          detail.number ? `№ ${detail.number}` : undefined,
        ]
          .filter(Boolean)
          .join(' '),
        detail.contact ? `Контактное лицо: ${detail.contact}` : undefined,
        detail.replaced ? `Заменила доверенность № ${detail.replaced}` : undefined,
      ]);
    case 'company-proof-requested':
      return detail.inn ? `ИНН ${detail.inn}: документы отправлены менеджеру` : '';
    case 'company-proven':
    case 'company-detached': {
      const how = COMPANY_PROOF_METHOD_TITLE[detail.method as CompanyProofMethod];
      return sentence([
        detail.inn ? `ИНН ${detail.inn}` : undefined,
        how
          ? `${kind === 'company-detached' ? 'Другой пользователь подтвердил её ' : 'Подтверждена '}${how}`
          : undefined,
        detail.signer ? `Владелец подписи: ${detail.signer}` : undefined,
        detail.attorney ? `МЧД № ${detail.attorney}` : undefined,
        detail.attorneySigner ? `МЧД подписал руководитель: ${detail.attorneySigner}` : undefined,
      ]);
    }
    case 'company-proof-refused':
      return sentence([
        detail.inn ? `ИНН ${detail.inn}` : undefined,
        detail.reason ? `Причина: ${detail.reason}` : undefined,
      ]);
    case 'colleague-invited':
      return sentence([detail.person, detail.phone && formatPhone(detail.phone)]);
    case 'partner-letter-sent':
      return sentence([
        detail.to ? `Кому: ${formatPhone(detail.to)}` : undefined,
        detail.subject ? `Тема: ${detail.subject}` : undefined,
      ]);
    default:
      return Object.values(detail).filter(Boolean).join('. ');
  }
}

/** The kind's title and the row's facts, in Russian. */
export function describeEvent(
  kind: string,
  detail: Record<string, string>,
): { title: string; details: string } {
  const ofContact = detail.contact && (kind === 'phone-changed' || kind === 'email-changed');
  const title = ofContact
    ? kind === 'phone-changed'
      ? 'Телефон контактного лица подтверждён'
      : 'E-mail контактного лица подтверждён'
    : SECURITY_EVENT_TITLE[kind as SecurityEventKind];
  return { title: title ?? 'Событие безопасности', details: detailsOf(kind, detail) };
}
