/**
 * Company proof (issue 35, docs/decisions/0156): an account registered by password or SMS
 * belongs to its person; its company is only claimed until proven, by a certificate of the
 * INN's head, by a representative's certificate with the company's МЧД, or by a manager's check
 * of uploaded documents. Pure rules, shared by the gateway and the web.
 */

/** `confirmed`: proven (or made by a proof); `unconfirmed`: claimed; `detached`: another proved the INN. */
export type CompanyStatus = 'confirmed' | 'unconfirmed' | 'detached';

/** How the company was proven; `legacy` and `seed` are the accounts made before the rule. */
export type CompanyProofMethod =
  | 'certificate'
  | 'attorney-certificate'
  | 'documents'
  | 'invitation'
  | 'agent-invitation'
  | 'seed'
  | 'legacy';

export const COMPANY_STATUS_TITLE: Record<CompanyStatus, string> = {
  confirmed: 'подтверждена',
  unconfirmed: 'не подтверждена',
  detached: 'отключена',
};

export const COMPANY_PROOF_METHOD_TITLE: Record<CompanyProofMethod, string> = {
  certificate: 'электронной подписью руководителя',
  'attorney-certificate': 'электронной подписью представителя по МЧД',
  documents: 'документами, проверенными менеджером',
  invitation: 'приглашением пользователя организации',
  'agent-invitation': 'приглашением агента Агролизинга',
  seed: 'в демонстрационных данных',
  legacy: 'до введения проверки',
};

/** Documents a manager checks; the attorney only when the person is not the head. */
export const COMPANY_PROOF_DOCUMENTS = [
  { kind: 'register-extract', title: 'Выписка из ЕГРЮЛ или ЕГРИП не старше 30 дней', headToo: true },
  { kind: 'head-appointment', title: 'Решение или приказ о назначении руководителя', headToo: true },
  { kind: 'attorney', title: 'Доверенность от организации на ваше имя', headToo: false },
] as const;

export type CompanyProofDocumentKind = (typeof COMPANY_PROOF_DOCUMENTS)[number]['kind'];

export type CompanyProofRequestStatus = 'review' | 'approved' | 'refused';

export const COMPANY_PROOF_REQUEST_STATUS_TITLE: Record<CompanyProofRequestStatus, string> = {
  review: 'на проверке',
  approved: 'подтверждена',
  refused: 'отказано',
};

/** The kinds of document a person must upload: the head no attorney, anyone else all three. */
export function requiredProofDocuments(isHead: boolean): CompanyProofDocumentKind[] {
  return COMPANY_PROOF_DOCUMENTS.filter((document) => !isHead || document.headToo).map(
    (document) => document.kind,
  );
}

/** The kinds among `required` that `uploaded` lacks. */
export function missingProofDocuments(
  isHead: boolean,
  uploaded: readonly CompanyProofDocumentKind[],
): CompanyProofDocumentKind[] {
  const have = new Set(uploaded);
  return requiredProofDocuments(isHead).filter((kind) => !have.has(kind));
}

/** Whether the account acts for its company: sends applications, signs, sees the company's objects. */
export function actsForCompany(account: { companyStatus: string }): boolean {
  return account.companyStatus === 'confirmed';
}

export const COMPANY_UNPROVEN_MESSAGE =
  'Организация ещё не подтверждена: отправлять заявки и подписывать документы можно после подтверждения. Подтвердите её электронной подписью руководителя, подписью представителя с машиночитаемой доверенностью (МЧД) или документами в разделе «Мои данные» → «Подтверждение организации»';

export const COMPANY_DETACHED_MESSAGE =
  'Учётная запись отключена от организации: её подтвердил другой пользователь. Вы можете смотреть каталог и считать лизинг; чтобы работать от имени организации, попросите её пользователя пригласить вас или подтвердите право документами';

/** What the detached account reads about why (kept on the account, shown in the cabinet). */
export function detachedNote(input: {
  companyTitle: string;
  inn: string;
  method: CompanyProofMethod;
}): string {
  return `Организацию ${input.companyTitle} (ИНН ${input.inn}) подтвердил другой пользователь ${COMPANY_PROOF_METHOD_TITLE[input.method]}. Ваша учётная запись отключена от неё: заявки и документы организации вам недоступны. Если это ошибка, обратитесь к менеджеру Агролизинга`;
}
