import { ROLE_HOME, type TRole } from '@agrolease/contracts';
import type { SessionRecord } from '../../http/session.ts';
import { toAuthAccount } from '../auth/index.ts';

export function regStateOf(session: SessionRecord) {
  return {
    iscompleted: session.account.agreementsAcceptedAt !== null,
    clientType: session.account.inn.length === 12 ? ('person' as const) : ('organization' as const),
  };
}

export function profileOf(session: SessionRecord) {
  return {
    success: true as const,
    id: session.accountId,
    account: toAuthAccount(session.account),
    regData: regStateOf(session),
  };
}

export function lightUser(session: SessionRecord) {
  const row = session.account;
  return {
    success: true as const,
    id: row.id,
    name: row.personName,
    title: row.companyTitle,
    role: row.role,
    isAccredited: row.isAccredited,
    home: ROLE_HOME[row.role as TRole],
  };
}

export function userOf(session: SessionRecord) {
  const row = session.account;
  return {
    success: true as const,
    user: { id: row.id, login: row.login, name: row.personName, email: row.email, phone: row.phone },
  };
}

/** What is still missing from the registration, as field errors (an empty e-mail, no consent). */
export function regDataOf(session: SessionRecord) {
  const row = session.account;
  const errors = [
    ...(row.email ? [] : [{ prop: 'email', error: 'Обязательное поле' }]),
    ...(row.personName ? [] : [{ prop: 'person_name', error: 'Обязательное поле' }]),
  ];
  return {
    success: true as const,
    fields: {
      inn: row.inn,
      ogrn: row.ogrn,
      kpp: row.kpp,
      title: row.companyTitle,
      person_name: row.personName,
      phone: row.phone,
      email: row.email,
    },
    isPD: row.agreementsAcceptedAt !== null,
    errors,
  };
}
