import type {
  TCompanyProofCard,
  TCompanyProofRequest,
  TCompanyProofState,
} from '@agrolease/contracts/company-proof';
import { fileDownloadPath } from '@agrolease/contracts/files';
import type { Database, DbExecutor } from '@agrolease/db';
import {
  COMPANY_PROOF_DOCUMENTS,
  COMPANY_PROOF_METHOD_TITLE,
  COMPANY_PROOF_REQUEST_STATUS_TITLE,
  COMPANY_STATUS_TITLE,
  type CompanyProofDocumentKind,
  type CompanyProofMethod,
  missingProofDocuments,
} from '@agrolease/domain/company-proof';
import type { GatewayAdapters } from '../../adapters/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import type { SessionRecord } from '../../http/session.ts';
import type { AccountRow } from '../../http/session-store.ts';
import {
  CHALLENGE_PURPOSE,
  findAccountById,
  issueChallenge,
  takeSignInAttempt,
  verifySignedChallenge,
} from '../auth/index.ts';
import { findOwnFileTitles as findOwnFiles } from '../files/index.ts';
import { recordSecurityEvent } from '../security-log/index.ts';
import { proveCompany, tellAboutDetached } from './prove-company.ts';
import {
  type CompanyProofRequestRow,
  closeOpenRequests,
  findRequest,
  insertRequest,
  latestRequestOf,
  managerAddresses,
  otherAccountsOfInn,
  requestQueue,
} from './queries.ts';
import { checkRepresentativeProof, type RepresentativeProofInput } from './representative-proof.ts';

export interface CompanyProofDeps {
  db: Database;
  adapters: GatewayAdapters;
}

const DOCUMENT_TITLE = Object.fromEntries(
  COMPANY_PROOF_DOCUMENTS.map((document) => [document.kind, document.title]),
) as Record<CompanyProofDocumentKind, string>;

/** The form's field of each kind of document. */
const DOCUMENT_FIELD = {
  'register-extract': 'register_extract',
  'head-appointment': 'head_appointment',
  attorney: 'attorney',
} as const satisfies Record<CompanyProofDocumentKind, string>;

function fieldError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

async function requestReply(db: DbExecutor, row: CompanyProofRequestRow): Promise<TCompanyProofRequest> {
  const files = new Map(
    (
      await findOwnFiles(
        db,
        row.accountId,
        row.documents.map((document) => document.fileId),
      )
    ).map((file) => [file.id, file]),
  );
  return {
    id: row.id,
    status: row.status,
    status_title: COMPANY_PROOF_REQUEST_STATUS_TITLE[row.status],
    person_position: row.personPosition,
    is_head: row.isHead === 1,
    reason: row.reason,
    created: row.createdAt.toISOString(),
    decided: row.decidedAt?.toISOString() ?? null,
    documents: row.documents.map((document) => ({
      kind: document.kind,
      title: DOCUMENT_TITLE[document.kind],
      file: {
        id: document.fileId,
        title: files.get(document.fileId)?.title ?? 'файл удалён',
        src: fileDownloadPath(document.fileId),
      },
    })),
  };
}

/** What the account's own page shows of its company (GET /CompanyProof). */
export async function companyProofState(db: DbExecutor, account: AccountRow): Promise<TCompanyProofState> {
  const latest = await latestRequestOf(db, account.id);
  const method = account.companyProof as CompanyProofMethod | '';
  return {
    success: true,
    company: { title: account.companyTitle, inn: account.inn },
    status: account.companyStatus,
    status_title: COMPANY_STATUS_TITLE[account.companyStatus],
    proof: account.companyStatus === 'confirmed' && method ? COMPANY_PROOF_METHOD_TITLE[method] : '',
    confirmed: account.companyConfirmedAt?.toISOString() ?? null,
    note: account.companyNote,
    request: latest ? await requestReply(db, latest) : null,
    documents: COMPANY_PROOF_DOCUMENTS.map((document) => ({
      kind: document.kind,
      title: document.title,
      head_too: document.headToo,
    })),
  };
}

async function freshAccount(db: DbExecutor, id: number): Promise<AccountRow> {
  const account = await findAccountById(db, id);
  if (!account) throw new AppError('NOT_FOUND', 'Учётная запись не найдена');
  return account;
}

function refuseWhenConfirmed(session: SessionRecord): void {
  if (session.account.companyStatus === 'confirmed') {
    throw new AppError('CONFLICT', 'Организация уже подтверждена');
  }
}

/**
 * The head's certificate: the CMS over the challenge checked through the trust list (the
 * sign-in's own rules, decision 0077), and the certificate names the INN.
 */
async function checkHeadProof(
  deps: CompanyProofDeps,
  inn: string,
  input: { id_query?: string; dataCSP?: string },
  now: Date,
): Promise<Record<string, string>> {
  const verified = await verifySignedChallenge(
    deps,
    { inn, dataCSP: input.dataCSP, id_query: input.id_query },
    now,
    CHALLENGE_PURPOSE.companyProof,
  );
  if ('problem' in verified) throw fieldError('dataCSP', verified.problem);
  return { signer: verified.signer.subject };
}

/**
 * POST /CompanyProof/Certificate: a certificate proves the company. `challenge` gives a text
 * bound to the account's INN; `prove` checks the CMS over it: the head's certificate names that
 * INN; a representative's comes with the company's МЧД and its signature (`attorney`, the
 * multipart parts) and is the person the МЧД names (representative-proof.ts).
 */
export async function proveByCertificate(
  deps: CompanyProofDeps,
  session: SessionRecord,
  input: {
    method: 'challenge' | 'prove';
    id_query?: string;
    dataCSP?: string;
    attorney?: Pick<RepresentativeProofInput, 'xml' | 'sig'>;
  },
  caller: CallerContext,
  now = new Date(),
) {
  refuseWhenConfirmed(session);
  const { inn } = session.account;
  if (input.method === 'challenge') {
    return issueChallenge(deps, inn, caller, now, CHALLENGE_PURPOSE.companyProof);
  }
  const attempt = await takeSignInAttempt(
    deps.adapters.attempts,
    `company-proof:${session.accountId}`,
    caller.ip,
    'Слишком много неудачных попыток подтверждения. Попробуйте позже.',
  );
  const method: CompanyProofMethod = input.attorney ? 'attorney-certificate' : 'certificate';
  const evidence = input.attorney
    ? await checkRepresentativeProof(deps, inn, { ...input, ...input.attorney }, now)
    : await checkHeadProof(deps, inn, input, now);
  await attempt.succeeded();
  const detached = await deps.db.transaction((tx) =>
    proveCompany(tx, session.account, method, { now, ...caller, decidedBy: null, evidence }),
  );
  await tellAboutDetached(deps, session.account, detached);
  return companyProofState(deps.db, await freshAccount(deps.db, session.accountId));
}

/** POST /CompanyProof/Documents: the documents wait for a manager in /backoffice/company-proofs. */
export async function submitProofDocuments(
  deps: CompanyProofDeps,
  session: SessionRecord,
  input: {
    person_position: string;
    is_head: '0' | '1';
    register_extract?: number;
    head_appointment?: number;
    attorney?: number;
  },
  caller: CallerContext,
  now = new Date(),
) {
  refuseWhenConfirmed(session);
  if ((await latestRequestOf(deps.db, session.accountId))?.status === 'review') {
    throw new AppError('CONFLICT', 'Документы уже на проверке: менеджер ответит в течение рабочего дня');
  }
  const isHead = input.is_head === '1';
  const documents = (Object.keys(DOCUMENT_FIELD) as CompanyProofDocumentKind[])
    .map((kind) => ({ kind, fileId: input[DOCUMENT_FIELD[kind]] }))
    .filter(
      (document): document is { kind: CompanyProofDocumentKind; fileId: number } =>
        typeof document.fileId === 'number',
    )
    // The head brings no attorney: one sent anyway is not kept.
    .filter((document) => !isHead || document.kind !== 'attorney');
  const missing = missingProofDocuments(
    isHead,
    documents.map((document) => document.kind),
  );
  if (missing.length > 0) {
    const fieldErrors = missing.map((kind) => ({
      prop: DOCUMENT_FIELD[kind],
      error: `Приложите файл: ${DOCUMENT_TITLE[kind]}`,
    }));
    throw new AppError('VALIDATION', fieldErrors[0]?.error ?? 'Приложите документы', { fieldErrors });
  }
  const own = await findOwnFiles(
    deps.db,
    session.accountId,
    documents.map((document) => document.fileId),
  );
  const ownIds = new Set(own.map((file) => file.id));
  const foreign = documents.find((document) => !ownIds.has(document.fileId));
  if (foreign) throw fieldError(DOCUMENT_FIELD[foreign.kind], 'Файл не найден: загрузите его заново');

  const account = session.account;
  await deps.db.transaction(async (tx) => {
    await insertRequest(tx, {
      accountId: account.id,
      inn: account.inn,
      companyTitle: account.companyTitle,
      personName: account.personName,
      personPosition: input.person_position,
      isHead: isHead ? 1 : 0,
      documents,
      createdAt: now,
    });
    await recordSecurityEvent(
      tx,
      {
        accountId: account.id,
        kind: 'company-proof-requested',
        ip: caller.ip,
        userAgent: caller.userAgent,
        detail: { inn: account.inn },
      },
      now,
    );
  });
  for (const to of await managerAddresses(deps.db)) {
    await deps.adapters.mail.send({
      to,
      subject: `Подтверждение организации ИНН ${account.inn}: документы на проверке`,
      text: `${account.personName || account.login} прислал(а) документы, чтобы подтвердить организацию ${account.companyTitle} (ИНН ${account.inn}). Проверьте их в бэк-офисе, раздел «Подтверждение организаций».`,
    });
  }
  return companyProofState(deps.db, await freshAccount(deps.db, account.id));
}

export async function proofQueue(
  deps: CompanyProofDeps,
  input: { status?: CompanyProofRequestRow['status']; page: number; items_per_page: number },
) {
  const size = input.items_per_page;
  const { rows, total } = await requestQueue(deps.db, input.status, input.page, size);
  return {
    success: true as const,
    items: rows.map(({ request, login }) => ({
      id: request.id,
      company: request.companyTitle,
      inn: request.inn,
      person: request.personName,
      login,
      position: request.personPosition,
      status: request.status,
      status_title: COMPANY_PROOF_REQUEST_STATUS_TITLE[request.status],
      created: request.createdAt.toISOString(),
    })),
    count: total,
    pages: Math.max(1, Math.ceil(total / size)),
  };
}

async function proofCard(db: DbExecutor, id: number): Promise<TCompanyProofCard> {
  const request = await findRequest(db, id);
  if (!request) throw new AppError('NOT_FOUND', 'Заявка на подтверждение не найдена');
  const account = await freshAccount(db, request.accountId);
  const others = await otherAccountsOfInn(db, request.inn, account.id);
  return {
    request: await requestReply(db, request),
    account: {
      id: account.id,
      login: account.login,
      person: account.personName,
      phone: account.phone,
      email: account.email,
      registered: (account.registeredAt ?? account.createdAt).toISOString(),
    },
    company: { title: request.companyTitle, inn: request.inn },
    others: others.map((other) => ({
      login: other.login,
      person: other.personName,
      status_title: COMPANY_STATUS_TITLE[other.companyStatus],
    })),
    can_decide: request.status === 'review',
  };
}

export async function showProof(deps: CompanyProofDeps, id: number) {
  return { success: true as const, card: await proofCard(deps.db, id) };
}

/**
 * POST /Backoffice/CompanyProof/Decide: approval proves the company (claimants detached and told);
 * a refusal names its reason to the account, which may send documents again.
 */
export async function decideProof(
  deps: CompanyProofDeps,
  manager: SessionRecord,
  input: { id_object: number; decision: 'approved' | 'refused'; reason: string },
  caller: CallerContext,
  now = new Date(),
) {
  const request = await findRequest(deps.db, input.id_object);
  if (!request) throw new AppError('NOT_FOUND', 'Заявка на подтверждение не найдена');
  if (request.status !== 'review') throw new AppError('CONFLICT', 'Решение по заявке уже принято');
  const account = await freshAccount(deps.db, request.accountId);
  if (input.decision === 'refused') {
    if (input.reason.length < 5)
      throw fieldError('reason', 'Напишите причину отказа: её прочтёт пользователь');
    await deps.db.transaction(async (tx) => {
      await closeOpenRequests(tx, account.id, {
        status: 'refused',
        reason: input.reason,
        decidedBy: manager.accountId,
        now,
      });
      await recordSecurityEvent(
        tx,
        {
          accountId: account.id,
          kind: 'company-proof-refused',
          ip: caller.ip,
          detail: { inn: request.inn, reason: input.reason },
        },
        now,
      );
    });
    if (account.email) {
      await deps.adapters.mail.send({
        to: account.email,
        subject: 'Организация не подтверждена',
        text: `Менеджер Агролизинга не подтвердил организацию ИНН ${request.inn} по присланным документам. Причина: ${input.reason}\n\nИсправьте документы и отправьте их снова в личном кабинете, раздел «Мои данные» → «Подтверждение организации».`,
      });
    }
    return showProof(deps, request.id);
  }
  const detached = await deps.db.transaction((tx) =>
    proveCompany(tx, account, 'documents', { now, ...caller, decidedBy: manager.accountId }),
  );
  await tellAboutDetached(deps, account, detached);
  if (account.phone) {
    await deps.adapters.sms.send({
      to: account.phone,
      text: `Агролизинг: организация ИНН ${request.inn} подтверждена. Теперь вы можете отправлять заявки и подписывать документы.`,
    });
  }
  return showProof(deps, request.id);
}
