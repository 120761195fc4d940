import { reo as contract, type TCallReply } from '@agrolease/contracts';
import type { Database, DbExecutor } from '@agrolease/db';
import {
  APPLICATION_STATUS_TITLE,
  canRequestReoSupport,
  isApplicationStatus,
  isReoStatus,
  isValidInn,
  listingPaging,
  pageOffset,
  personalManagerOf,
  queueItemMatches,
  REO_MEASURES,
  REO_STATUS_TITLE,
  reoDecisionProblem,
  reoRequestCode,
  reoRequestProblems,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import type { SessionRecord } from '../../http/session.ts';
import { postToFeed } from '../cabinet-feed/index.ts';
import { requireCompanyProven } from '../company-proof/index.ts';
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
  events: DomainEvents;
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
    forwarded: row.forwardedAt
      ? { by: row.forwardedBy, comment: row.forwardComment, at: row.forwardedAt.toISOString() }
      : null,
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

const PAGE_SIZE = contract.REO_PAGE_SIZE;

export async function listContractors(
  deps: ReoDeps,
  session: SessionRecord,
  deleted: boolean,
  page: number,
): Promise<TCallReply<typeof contract.reoContractors>> {
  const [{ rows, total }, counts] = await Promise.all([
    contractorsOf(deps.db, session.accountId, deleted, {
      limit: PAGE_SIZE,
      offset: pageOffset(page, PAGE_SIZE),
    }),
    applicationCountsByContractor(deps.db, session.accountId),
  ]);
  return {
    success: true,
    items: rows.map((row) => contractorItem(row, counts.get(row.id) ?? 0)),
    paging: listingPaging(page, PAGE_SIZE, total),
  };
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
  page: number,
): Promise<TCallReply<typeof contract.reoApplications>> {
  const [rows, counts] = await Promise.all([
    applicationsOf(deps.db, session.accountId, status, PAGE_SIZE, pageOffset(page, PAGE_SIZE)),
    applicationCountsByStatus(deps.db, session.accountId),
  ]);
  return {
    success: true,
    items: rows.map(applicationItem),
    counts: { wait: counts.wait, approve: counts.approve, cancel: counts.cancel },
    paging: listingPaging(page, PAGE_SIZE, counts[status]),
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
  const done = await deps.db.transaction(async (tx) => {
    const decided = await decideApplication(tx, session.accountId, input.id, {
      status: input.decision,
      comment,
      decidedBy,
    });
    // The farm's application is the application module's: it hears of the decision (decision 0183).
    if (decided) {
      await deps.events.publish(tx, 'fund.request-decided', {
        request: {
          id: row.id,
          code: reoRequestCode(row.id),
          program: row.program,
          supportSum: row.supportSum,
          applicationId: row.applicationId,
        },
        fundTitle: session.account.companyTitle,
        decision: input.decision,
        comment,
      });
    }
    return decided;
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

/** The lease application a request is for: the caller's own (a client), any (a manager); else 404. */
export async function leaseBasis(deps: ReoDeps, owner: number | 'any', applicationId: number) {
  const basis = await supportBasis(deps.db, owner, applicationId);
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
  const basis = await leaseBasis(deps, session.accountId, applicationId);
  return supportOf(deps, basis);
}

/** The requests of one lease application and what a new one may ask (the client's and the manager's view). */
export async function supportOf(
  deps: ReoDeps,
  basis: Awaited<ReturnType<typeof leaseBasis>>,
): Promise<TCallReply<typeof contract.cabinetReoSupport>> {
  const [items, funds] = await Promise.all([
    decisions(deps.db, { applicationId: basis.id }),
    reoFunds(deps.db),
  ]);
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
  requireCompanyProven(session);
  const basis = await leaseBasis(deps, session.accountId, input.id_object);
  const fund = await fundOf(deps, input.id_fund);
  throwProblems(
    reoRequestProblems({
      applicationStatus: basis.status,
      waiting: basis.waiting,
      measure: input.program,
      supportSum: input.support_sum,
      leaseSum: basis.leaseSum,
      comment: input.comment,
    }),
  );
  const id = await deps.db.transaction(async (tx) => {
    const requestId = await storeSupportRequest(tx, { basis, fund, input });
    const code = reoRequestCode(requestId);
    const farm = basis.farm;
    await postToFeed(tx, fund.id, {
      title: `Новый запрос поддержки ${code}`,
      body: `${farm.title} (ИНН ${farm.inn}) просит: ${input.program}, ${input.support_sum.toLocaleString('ru-RU')} ₽ по заявке ${basis.code ?? ''}.`,
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
  return { success: true, item: await storedDecision(deps, basis.id, id) };
}

export type LeaseBasis = Awaited<ReturnType<typeof leaseBasis>>;

export async function fundOf(deps: ReoDeps, id: number) {
  const fund = (await reoFunds(deps.db)).find((one) => one.id === id);
  if (!fund) throw fieldError('id_fund', 'Выберите фонд из списка');
  return fund;
}

/** A request that cannot be made: 409 when the application cannot have one now, else 400 by field. */
export function throwProblems(problems: readonly { prop: string; error: string }[]): void {
  const [first] = problems;
  if (first?.prop === 'id_object') throw new AppError('CONFLICT', first.error);
  if (first)
    throw new AppError('VALIDATION', first.error, {
      fieldErrors: problems.map(({ prop, error }) => ({ prop, error })),
    });
}

/**
 * Stores a waiting request of the farm's lease application with the fund. The fund knows the
 * farm from then on (a farm it had deleted comes back, its history kept). A forwarded request
 * records the manager and the note; the farm's own request keeps its note as the comment.
 */
export async function storeSupportRequest(
  tx: DbExecutor,
  request: {
    basis: LeaseBasis;
    fund: { id: number; title: string };
    input: contract.TReoSupportRequest;
    forwardedBy?: string;
  },
): Promise<number> {
  const { basis, fund, input } = request;
  let contractor = await contractorByInn(tx, fund.id, basis.farm.inn);
  if (!contractor) {
    const inserted = await insertContractor(tx, {
      partnerAccountId: fund.id,
      inn: basis.farm.inn,
      title: basis.farm.title,
      head: basis.farm.head,
    });
    contractor = inserted ?? (await contractorByInn(tx, fund.id, basis.farm.inn));
  } else if (contractor.isDeleted) {
    await restoreContractor(tx, contractor.id);
  }
  if (!contractor) throw new Error('The farm was not stored with the fund');
  const subject = basis.lines.map((line) => `${line.title}, ${line.quantity} шт.`).join('; ');
  const note = input.comment.trim();
  const forwarded = request.forwardedBy !== undefined;
  return insertRequest(tx, {
    partnerAccountId: fund.id,
    contractorId: contractor.id,
    applicationId: basis.id,
    program: input.program,
    subject,
    leaseSum: basis.leaseSum,
    supportSum: input.support_sum,
    comment: forwarded ? '' : note,
    ...(forwarded ? { forwardedBy: request.forwardedBy, forwardComment: note, forwardedAt: new Date() } : {}),
  });
}

export async function storedDecision(deps: ReoDeps, applicationId: number, id: number) {
  const item = (await decisions(deps.db, { applicationId })).find((row) => row.id === id);
  if (!item) throw new Error('The support request was not found after it was stored');
  return decisionItem(item);
}

export async function managerDecisions(
  deps: ReoDeps,
  input: { status?: TReoStatus | undefined; query?: string | undefined },
): Promise<TCallReply<typeof contract.backofficeReoApplications>> {
  const items = (await decisions(deps.db, { status: input.status })).map(decisionItem);
  const found = items.filter((item) =>
    queueItemMatches(
      [item.code, item.contractor.title, item.contractor.inn, item.fund.title, item.fund.inn, item.subject],
      input.query ?? '',
    ),
  );
  return { success: true, items: found };
}
