import type { reo as contract, TCallReply } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import {
  APPLICATION_STATUS_TITLE,
  canRequestReoSupport,
  isApplicationStatus,
  isReoStatus,
  isValidInn,
  personalManagerOf,
  REO_MEASURES,
  REO_STATUS_TITLE,
  reoDecisionProblem,
  reoRequestCode,
  reoRequestProblems,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { postToFeed } from '../cabinet-feed/feed.ts';
import {
  applicationCountsByContractor,
  applicationCountsByStatus,
  applicationOf,
  applicationsOf,
  contractorByInn,
  contractorCounts,
  contractorOf,
  contractorsOf,
  decideApplication,
  decisions,
  insertContractor,
  insertRequest,
  leaseApplication,
  type ReoApplicationRow,
  type ReoContractorRow,
  type ReoDecisionRow,
  reoFunds,
  restoreContractor,
  setContractorDeleted,
  supportBasis,
} from './queries.ts';

export interface ReoDeps {
  db: Database;
}

type TReoStatus = contract.TReoStatus;

const CONTRACTOR_NOT_FOUND = 'Контрагент не найден';
const APPLICATION_NOT_FOUND = 'Заявка не найдена';

function fieldError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

function contractorItem(row: ReoContractorRow, applications: number): contract.TReoContractor {
  return {
    id: row.id,
    inn: row.inn,
    title: row.title,
    head: row.head,
    city: row.city,
    is_deleted: row.isDeleted ? 1 : 0,
    applications,
    created: row.createdAt.toISOString(),
  };
}

function statusOf(row: ReoApplicationRow): TReoStatus {
  return isReoStatus(row.status) ? row.status : 'wait';
}

function applicationItem(row: ReoApplicationRow): contract.TReoApplicationItem {
  const status = statusOf(row);
  return {
    id: row.id,
    code: reoRequestCode(row.id),
    status,
    status_title: REO_STATUS_TITLE[status],
    program: row.program,
    subject: row.subject,
    lease_sum: row.leaseSum,
    support_sum: row.supportSum,
    contractor: { id: row.contractorId, title: row.contractorTitle, inn: row.contractorInn },
    created: row.createdAt.toISOString(),
    decided: row.decidedAt?.toISOString() ?? null,
  };
}

/** The partner's home page (spec 1 §2 `ppk-reo/dashboard`). */
export async function reoDashboard(
  deps: ReoDeps,
  session: SessionRecord,
): Promise<TCallReply<typeof contract.reoDashboard>> {
  const partnerId = session.accountId;
  const [contractors, counts, waiting] = await Promise.all([
    contractorCounts(deps.db, partnerId),
    applicationCountsByStatus(deps.db, partnerId),
    applicationsOf(deps.db, partnerId, 'wait', 5),
  ]);
  const manager = personalManagerOf(partnerId);
  return {
    success: true,
    account: {
      title: session.account.companyTitle,
      inn: session.account.inn,
      name: session.account.personName,
    },
    contractors: { count: contractors.current, deleted: contractors.deleted },
    applications: {
      wait: counts.wait,
      approve: counts.approve,
      cancel: counts.cancel,
      support_approved: counts.supportApproved,
      waiting: waiting.map(applicationItem),
    },
    manager: { name: manager.name, position: manager.position, phone: manager.phone, email: manager.email },
  };
}

export async function listContractors(
  deps: ReoDeps,
  session: SessionRecord,
  deleted: boolean,
): Promise<TCallReply<typeof contract.reoContractors>> {
  const [rows, counts] = await Promise.all([
    contractorsOf(deps.db, session.accountId, deleted),
    applicationCountsByContractor(deps.db, session.accountId),
  ]);
  return { success: true, items: rows.map((row) => contractorItem(row, counts.get(row.id) ?? 0)) };
}

/** ReoContractors/Add: the INN's checksum (the domain's rule), then one row per INN. */
export async function addContractor(
  deps: ReoDeps,
  session: SessionRecord,
  input: { inn: string; title: string; head: string; city: string },
): Promise<TCallReply<typeof contract.reoContractorAdd>> {
  if (!isValidInn(input.inn)) throw fieldError('inn', 'Неверный ИНН: не сходится контрольное число');
  const known = await contractorByInn(deps.db, session.accountId, input.inn);
  const duplicate = (deleted: boolean) =>
    fieldError(
      'inn',
      deleted
        ? 'Этот контрагент в удалённых: восстановите его в списке удалённых'
        : 'Этот контрагент уже есть в вашем списке',
    );
  if (known) throw duplicate(known.isDeleted);
  const row = await insertContractor(deps.db, { partnerAccountId: session.accountId, ...input });
  if (!row) throw duplicate(false);
  return { success: true, item: contractorItem(row, 0) };
}

export async function setDeleted(
  deps: ReoDeps,
  session: SessionRecord,
  id: number,
  deleted: boolean,
): Promise<TCallReply<typeof contract.reoContractorSetDeleted>> {
  const row = await setContractorDeleted(deps.db, session.accountId, id, deleted);
  if (!row) throw new AppError('NOT_FOUND', CONTRACTOR_NOT_FOUND);
  const counts = await applicationCountsByContractor(deps.db, session.accountId);
  return { success: true, item: contractorItem(row, counts.get(row.id) ?? 0) };
}

export async function listApplications(
  deps: ReoDeps,
  session: SessionRecord,
  status: TReoStatus,
): Promise<TCallReply<typeof contract.reoApplications>> {
  const [rows, counts] = await Promise.all([
    applicationsOf(deps.db, session.accountId, status),
    applicationCountsByStatus(deps.db, session.accountId),
  ]);
  return {
    success: true,
    items: rows.map(applicationItem),
    counts: { wait: counts.wait, approve: counts.approve, cancel: counts.cancel },
  };
}

export async function showApplication(
  deps: ReoDeps,
  session: SessionRecord,
  id: number,
): Promise<TCallReply<typeof contract.reoApplication>> {
  const row = await applicationOf(deps.db, session.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  const [contractor, counts, lease] = await Promise.all([
    contractorOf(deps.db, session.accountId, row.contractorId),
    applicationCountsByContractor(deps.db, session.accountId),
    row.applicationId === null ? undefined : leaseApplication(deps.db, row.applicationId),
  ]);
  if (!contractor) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  return {
    success: true,
    item: applicationItem(row),
    contractor: contractorItem(contractor, counts.get(contractor.id) ?? 0),
    lease_application:
      lease?.code != null
        ? {
            code: lease.code,
            status_title: isApplicationStatus(lease.status)
              ? APPLICATION_STATUS_TITLE[lease.status]
              : lease.status,
          }
        : null,
    comment: row.comment,
    decided_by: row.decidedBy,
  };
}

/** ReoApplications/Decide: a waiting request is approved or cancelled (with its reason), once. */
export async function decide(
  deps: ReoDeps,
  session: SessionRecord,
  input: { id: number; decision: 'approve' | 'cancel'; comment: string },
): Promise<TCallReply<typeof contract.reoApplicationDecide>> {
  const row = await applicationOf(deps.db, session.accountId, input.id);
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  const comment = input.comment.trim();
  const problem = reoDecisionProblem(row.status, input.decision, comment);
  if (problem) throw fieldError(problem.prop, problem.error);
  const decidedBy = session.account.personName || session.account.companyTitle;
  const done = await decideApplication(deps.db, session.accountId, input.id, {
    status: input.decision,
    comment,
    decidedBy,
  });
  if (!done) throw fieldError('id', 'По этой заявке решение уже принято');
  const decided = await applicationOf(deps.db, session.accountId, input.id);
  if (!decided) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  return { success: true, item: applicationItem(decided), comment };
}

function decisionItem(row: ReoDecisionRow): contract.TReoDecision {
  return {
    ...applicationItem(row),
    fund: { title: row.fundTitle, inn: row.fundInn },
    comment: row.comment,
    decided_by: row.decidedBy,
    lease_code: row.leaseCode,
  };
}

async function ownBasis(deps: ReoDeps, session: SessionRecord, applicationId: number) {
  const basis = await supportBasis(deps.db, session.accountId, applicationId);
  if (!basis) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  const leaseSum = basis.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return { ...basis, leaseSum };
}

/**
 * CabinetReoSupport: the client sees what the funds decided about its application and, while
 * it may ask, the funds, the measures and the most it may ask (decision 0104).
 */
export async function clientSupport(
  deps: ReoDeps,
  session: SessionRecord,
  applicationId: number,
): Promise<TCallReply<typeof contract.cabinetReoSupport>> {
  const basis = await ownBasis(deps, session, applicationId);
  const [items, funds] = await Promise.all([decisions(deps.db, { applicationId }), reoFunds(deps.db)]);
  return {
    success: true,
    items: items.map(decisionItem),
    can_request: canRequestReoSupport(basis.status, basis.waiting) && funds.length > 0 && basis.leaseSum > 0,
    funds,
    measures: [...REO_MEASURES],
    lease_sum: basis.leaseSum,
  };
}

/**
 * CabinetReoSupport/Create: the farm asks a fund for support of its lease application. The fund
 * knows the farm from then on (a farm it had deleted comes back), sees the request waiting in
 * its cabinet and is told in its feed; the farm's feed records the request.
 */
export async function requestSupport(
  deps: ReoDeps,
  session: SessionRecord,
  input: contract.TReoSupportRequest,
): Promise<TCallReply<typeof contract.cabinetReoSupportCreate>> {
  const basis = await ownBasis(deps, session, input.id_object);
  const fund = (await reoFunds(deps.db)).find((one) => one.id === input.id_fund);
  if (!fund) throw fieldError('id_fund', 'Выберите фонд из списка');
  const problems = reoRequestProblems({
    applicationStatus: basis.status,
    waiting: basis.waiting,
    measure: input.program,
    supportSum: input.support_sum,
    leaseSum: basis.leaseSum,
    comment: input.comment,
  });
  const [first] = problems;
  if (first?.prop === 'id_object') throw new AppError('CONFLICT', first.error);
  if (first)
    throw new AppError('VALIDATION', first.error, {
      fieldErrors: problems.map(({ prop, error }) => ({ prop, error })),
    });
  const { account } = session;
  const subject = basis.lines.map((line) => `${line.title}, ${line.quantity} шт.`).join('; ');
  const id = await deps.db.transaction(async (tx) => {
    let contractor = await contractorByInn(tx, fund.id, account.inn);
    if (!contractor) {
      const inserted = await insertContractor(tx, {
        partnerAccountId: fund.id,
        inn: account.inn,
        title: account.companyTitle,
        head: account.personName,
      });
      contractor = inserted ?? (await contractorByInn(tx, fund.id, account.inn));
    } else if (contractor.isDeleted) {
      await restoreContractor(tx, contractor.id);
    }
    if (!contractor) throw new Error('The farm was not stored with the fund');
    const requestId = await insertRequest(tx, {
      partnerAccountId: fund.id,
      contractorId: contractor.id,
      applicationId: basis.id,
      program: input.program,
      subject,
      leaseSum: basis.leaseSum,
      supportSum: input.support_sum,
      comment: input.comment.trim(),
    });
    const code = reoRequestCode(requestId);
    await postToFeed(tx, fund.id, {
      title: `Новый запрос поддержки ${code}`,
      body: `${account.companyTitle} (ИНН ${account.inn}) просит: ${input.program}, ${input.support_sum.toLocaleString('ru-RU')} ₽ по заявке ${basis.code ?? ''}.`,
      entity: 'reo_application',
      entityId: requestId,
    });
    await postToFeed(tx, session.accountId, {
      title: `Запрос поддержки ${code} отправлен в ${fund.title}`,
      body: `${input.program}: ${input.support_sum.toLocaleString('ru-RU')} ₽. Решение фонда появится в заявке ${basis.code ?? ''}.`,
      entity: 'application',
      entityId: basis.id,
    });
    return requestId;
  });
  const item = (await decisions(deps.db, { applicationId: basis.id })).find((row) => row.id === id);
  if (!item) throw new Error('The support request was not found after it was stored');
  return { success: true, item: decisionItem(item) };
}

export async function managerDecisions(
  deps: ReoDeps,
  status: TReoStatus | undefined,
): Promise<TCallReply<typeof contract.backofficeReoApplications>> {
  return { success: true, items: (await decisions(deps.db, { status })).map(decisionItem) };
}
