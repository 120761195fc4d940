import { type backoffice, files as filesContract } from '@agrolease/contracts';
import type { DbExecutor } from '@agrolease/db';
import {
  APPLICATION_STATUS_TITLE,
  applicationCode,
  canMoveApplication,
  DEAL_REPAYMENT_TITLE,
  DEAL_STAGE_TITLE,
  type DealTerms,
  dealContractPayments,
  dealLeasing,
  insurerById,
  isApplicationStatus,
  isDealStage,
  LeasingInputInvalid,
  moscowDay,
  nextDealStage,
  OFFER_LIMITS,
  offerLeasing,
  pageCount,
  productsTotal,
  storedTerms,
  type TApplicationStatus,
} from '@agrolease/domain';
import type { Clock } from '../../adapters/clock/clock.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { AppError } from '../../errors/app-error.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { agentConditionsOfDeal } from '../agent-deal/index.ts';
import { historyOf, postToFeed } from '../cabinet-feed/index.ts';
import {
  conditionBasisOf,
  dealDeliveries,
  findDeal,
  findOfferById,
  findOrderOfDeal,
  moveDealToNextStage,
  paymentsOf,
  termsOnBasis,
  toDealOrder,
  toDealSummary,
  undeliveredSuppliers,
} from '../deal/index.ts';
import { documentsOf, toDealDocument } from '../documents/index.ts';
import {
  applicationLines,
  findDealOfOffer,
  findOfferOfApplication,
  insertOffer,
  toDealProduct,
  toOffer,
} from '../offers/index.ts';
import { dealCheckLists } from '../supplier/index.ts';
import { agentCommissionOfDeal } from './agent-commission.ts';
import {
  agentsOfApplications,
  dealOfApplication,
  dealsPage,
  filesOfAccount,
  findAccount,
  findApplication,
  moveApplication,
  queuePage,
} from './queries.ts';

export interface BackofficeDeps {
  db: DbExecutor;
  clock: Clock;
  files: FileStorage;
  events: DomainEvents;
}

/** The calendar day in Moscow, where contracts, offers and schedules are dated (decision 0093). */
function isoDay(date: Date): string {
  return moscowDay(date);
}

function statusTitle(status: string): string {
  return isApplicationStatus(status) ? APPLICATION_STATUS_TITLE[status] : status;
}

export async function applicationQueue(
  deps: BackofficeDeps,
  filter: { status: string; query: string; page: number; items_per_page: number },
) {
  const { total, rows } = await queuePage(deps.db, { ...filter, pageSize: filter.items_per_page });
  const agents = await agentsOfApplications(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    success: true as const,
    items: rows.map((row) => ({
      id: row.id,
      code: row.code ?? applicationCode(row.id),
      status: row.status,
      status_title: statusTitle(row.status),
      company: row.company,
      inn: row.inn,
      products_count: Number(row.productsCount),
      products_sum: Number(row.productsSum),
      submitted: row.submittedAt?.toISOString() ?? null,
      updated: row.updatedAt.toISOString(),
      agent: agents.get(row.id) ?? null,
    })),
    count: total,
    pages: pageCount(total, filter.items_per_page),
    page: filter.page,
  };
}

/** File ids the wizard saved among the form values: numbers under file fields, or {id} objects. */
export function fileIdsInForm(form: unknown, underFileKey = false): number[] {
  if (Array.isArray(form)) return form.flatMap((item) => fileIdsInForm(item, underFileKey));
  if (form && typeof form === 'object') {
    const record = form as Record<string, unknown>;
    const own = underFileKey && typeof record.id === 'number' ? [record.id] : [];
    return [
      ...own,
      ...Object.entries(record).flatMap(([key, value]) =>
        key === 'id' ? [] : fileIdsInForm(value, underFileKey || /file|scan|doc/i.test(key)),
      ),
    ];
  }
  if (underFileKey && typeof form === 'number' && Number.isInteger(form)) return [form];
  if (underFileKey && typeof form === 'string' && /^\d{1,9}$/.test(form)) return [Number(form)];
  return [];
}

function numberIn(form: Record<string, unknown>, keys: string[]): number | undefined {
  for (const key of keys) {
    const value = Number(form[key]);
    if (form[key] !== undefined && form[key] !== '' && Number.isFinite(value)) return value;
  }
  return undefined;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** Approval defaults from the client's wizard values (spec 1 §3 condition fields) and the machinery. */
export function approvalDefaults(form: Record<string, unknown>, productsSum: number) {
  const advance = numberIn(form, ['advancePay', 'advance', 'advance_percent']) ?? 20;
  const term = numberIn(form, ['orderPeriod', 'term', 'term_months']) ?? 36;
  const schedule = String(form.RepaymentType ?? form.schedule_type ?? form.schedule ?? '');
  return {
    sum: clamp(productsSum || OFFER_LIMITS.minSum, OFFER_LIMITS.minSum, OFFER_LIMITS.maxSum),
    advance_percent: clamp(advance, OFFER_LIMITS.minAdvancePercent, OFFER_LIMITS.maxAdvancePercent),
    term_months: clamp(term, OFFER_LIMITS.minTermMonths, OFFER_LIMITS.maxTermMonths),
    schedule_type: ['decreasing', 'regressive', '2'].includes(schedule)
      ? ('decreasing' as const)
      : ('annuity' as const),
  };
}

async function sentApplication(db: DbExecutor, id: number) {
  const row = await findApplication(db, id);
  if (!row || row.status === 'draft') throw new AppError('NOT_FOUND', 'Заявка не найдена');
  return row;
}

export async function applicationCard(
  deps: BackofficeDeps,
  id: number,
): Promise<backoffice.TApplicationCard> {
  const application = await sentApplication(deps.db, id);
  const account = await findAccount(deps.db, application.accountId);
  const lines = await applicationLines(deps.db, application.id);
  const files = await filesOfAccount(deps.db, application.accountId, [
    ...new Set(fileIdsInForm(application.form)),
  ]);
  const documents = await documentsOf(deps.db, 'application', application.id);
  const offer = await findOfferOfApplication(deps.db, application.id);
  const idDeal = offer
    ? await findDealOfOffer(deps.db, offer.id)
    : await dealOfApplication(deps.db, application.id);
  const history = await historyOf(deps.db, application.accountId, [
    { entity: 'application', id: application.id },
    ...(idDeal ? [{ entity: 'deal', id: idDeal }] : []),
  ]);
  const status = application.status;
  const can = (to: TApplicationStatus) => isApplicationStatus(status) && canMoveApplication(status, to);
  const productsSum = productsTotal(lines);
  const agents = await agentsOfApplications(deps.db, [application.id]);
  return {
    id: application.id,
    code: application.code ?? applicationCode(application.id),
    status,
    status_title: statusTitle(status),
    manager_comment: application.managerComment,
    submitted: application.submittedAt?.toISOString() ?? null,
    company: {
      title: account?.companyTitle ?? '',
      inn: account?.inn ?? '',
      kpp: account?.kpp ?? '',
      ogrn: account?.ogrn ?? '',
      login: account?.login ?? '',
      email: account?.email ?? '',
      phone: account?.phone ?? '',
    },
    agent: agents.get(application.id) ?? null,
    products: lines.map(toDealProduct),
    products_sum: productsSum,
    form: application.form,
    files: files.map((file) => ({
      id: file.id,
      title: file.title,
      mime_type: file.mimeType,
      size: file.size,
      src: filesContract.fileDownloadPath(file.id),
    })),
    documents: documents.map(toDealDocument),
    offer: offer ? toOffer(offer, application, idDeal, isoDay(deps.clock.now())) : null,
    id_deal: idDeal,
    history: history.map((entry) => ({
      date: entry.createdAt.toISOString(),
      title: entry.title,
      body: entry.body,
    })),
    defaults: approvalDefaults(application.form, productsSum),
    can: { request_documents: can('documents_requested'), approve: can('approved'), reject: can('rejected') },
  };
}

type Decision =
  | { kind: 'documents'; comment: string }
  | { kind: 'reject'; reason: string }
  | {
      kind: 'approve';
      sum: number;
      advance_percent: number;
      term_months: number;
      schedule_type: 'annuity' | 'decreasing' | 'seasonal';
      months?: number[];
      comment: string;
    };

const DECISION_STATUS: Record<Decision['kind'], TApplicationStatus> = {
  documents: 'documents_requested',
  approve: 'approved',
  reject: 'rejected',
};

/**
 * A manager's decision on an application: the status move allowed by the domain (409
 * otherwise), the offer of an approval and the client's feed entry, in one transaction.
 */
export async function decideApplication(deps: BackofficeDeps, id: number, decision: Decision) {
  const now = deps.clock.now();
  const seasonalMonths =
    decision.kind === 'approve' && decision.schedule_type === 'seasonal'
      ? [...new Set(decision.months ?? [])].sort((a, b) => a - b)
      : [];
  if (decision.kind === 'approve') {
    // The schedule must exist: a seasonal offer's months must fall within its term (decision 0095).
    try {
      offerLeasing(
        {
          sum: decision.sum,
          advancePercent: decision.advance_percent,
          termMonths: decision.term_months,
          scheduleType: decision.schedule_type,
          seasonalMonths,
        },
        isoDay(now),
      );
    } catch (error) {
      if (!(error instanceof LeasingInputInvalid)) throw error;
      const message = error.errors[0]?.message ?? 'Проверьте условия';
      throw new AppError('VALIDATION', message, { fieldErrors: [{ prop: 'months', error: message }] });
    }
  }
  await deps.db.transaction(async (tx) => {
    const application = await sentApplication(tx, id);
    const to = DECISION_STATUS[decision.kind];
    const from = application.status;
    if (!isApplicationStatus(from) || !canMoveApplication(from, to)) {
      throw new AppError('CONFLICT', `Заявка уже в статусе «${statusTitle(from)}»: это решение недоступно`);
    }
    const comment =
      decision.kind === 'documents'
        ? decision.comment
        : decision.kind === 'reject'
          ? decision.reason
          : decision.comment;
    const moved = await moveApplication(tx, application.id, from, {
      status: to,
      managerComment: comment,
      isFinished: to === 'rejected',
      updatedAt: now,
    });
    if (!moved) throw new AppError('CONFLICT', 'Заявку только что изменили: обновите страницу');
    const code = application.code ?? applicationCode(application.id);
    if (decision.kind === 'approve') {
      await insertOffer(tx, {
        applicationId: application.id,
        accountId: application.accountId,
        sum: decision.sum,
        advancePercent: decision.advance_percent,
        termMonths: decision.term_months,
        scheduleType: decision.schedule_type,
        seasonalMonths,
        comment: decision.comment,
        status: 'pending',
      });
    }
    const feed = {
      documents: {
        title: `По заявке ${code} запрошены документы`,
        body: `Менеджер просит дополнить заявку: ${comment}`,
      },
      approve: {
        title: `Заявка ${code} одобрена`,
        body: 'Посмотрите условия предложения на странице заявки и примите его или отклоните.',
      },
      reject: { title: `Заявка ${code} отклонена`, body: `Причина: ${comment}` },
    }[decision.kind];
    // An approval is an offer waiting for the client's answer: it may go by SMS too (decision 0169).
    await postToFeed(tx, application.accountId, {
      ...feed,
      entity: 'application',
      entityId: application.id,
      kind: decision.kind === 'approve' ? 'offer' : 'application',
    });
    // Other modules follow the decision in its transaction: the fund's waiting requests (decision 0183).
    await deps.events.publish(tx, 'application.decided', {
      application: { id: application.id, code, accountId: application.accountId },
      decision: decision.kind,
      comment,
      at: now,
    });
  });
  return { success: true as const, application: await applicationCard(deps, id) };
}

export async function dealList(
  deps: BackofficeDeps,
  filter: { stage: string; page: number; items_per_page: number },
) {
  const { total, rows } = await dealsPage(deps.db, { ...filter, pageSize: filter.items_per_page });
  const agents = await agentsOfApplications(
    deps.db,
    rows.map((row) => row.deal.applicationId).filter((id): id is number => id !== null),
  );
  return {
    success: true as const,
    items: rows.map((row) => ({
      ...toDealSummary(row.deal),
      company: row.company,
      inn: row.inn,
      agent: (row.deal.applicationId !== null && agents.get(row.deal.applicationId)) || null,
    })),
    count: total,
    pages: pageCount(total, filter.items_per_page),
    page: filter.page,
  };
}

/** A computation on the client's terms that may no longer fit the calculator: undefined then. */
function attempt<T>(compute: () => T): T | undefined {
  try {
    return compute();
  } catch (error) {
    if (error instanceof LeasingInputInvalid) return undefined;
    throw error;
  }
}

function clientConditions(sum: number, terms: DealTerms, today: string) {
  const computed = attempt(() => dealLeasing(sum, terms, today));
  if (!computed) return null;
  return {
    advance_percent: terms.advancePercent,
    term_months: terms.termMonths,
    schedule_title: DEAL_REPAYMENT_TITLE[terms.repayment],
    seasonal_months: terms.repayment === 'seasonal' ? terms.seasonalMonths : [],
    insurer: insurerById(terms.insurerId)?.company_name ?? '',
    delays: [
      ...(terms.delayPays ? ['Отсрочка первых трёх платежей'] : []),
      ...(terms.delayAdvToPay ? ['Аванс вместе с первым платежом'] : []),
      ...(terms.delayAdvance ? ['Аванс частями в первые три платежа'] : []),
    ],
    monthly_payment: Math.round(computed.monthlyPayment) / 100,
    total: Math.round(computed.leasing.total) / 100,
  };
}

export async function dealCard(deps: BackofficeDeps, id: number): Promise<backoffice.TDealCard> {
  const deal = await findDeal(deps.db, id);
  if (!deal) throw new AppError('NOT_FOUND', 'Сделка не найдена');
  const account = await findAccount(deps.db, deal.accountId);
  const lines = deal.applicationId === null ? [] : await applicationLines(deps.db, deal.applicationId);
  const offer = await findOfferById(deps.db, deal.offerId);
  const application =
    deal.applicationId === null ? undefined : await findApplication(deps.db, deal.applicationId);
  const order = await findOrderOfDeal(deps.db, deal.id);
  const payments = order ? await paymentsOf(deps.db, order.id) : [];
  const documents = order ? await documentsOf(deps.db, 'order', order.id) : [];
  const history = await historyOf(deps.db, deal.accountId, [
    { entity: 'deal', id: deal.id },
    ...(deal.applicationId ? [{ entity: 'application', id: deal.applicationId }] : []),
  ]);
  const next = isDealStage(deal.stage) ? nextDealStage(deal.stage) : undefined;
  const today = isoDay(deps.clock.now());
  // The manager's manual conditions (decision 0113), else the client's own or the offer's.
  const on = await conditionBasisOf(deps.db, deal);
  const saved = on?.manual ? undefined : storedTerms((deal.state as { terms?: unknown }).terms);
  const terms = on ? termsOnBasis(deal, on) : undefined;
  // The contract's payments were made from these terms: their numbers say which is the advance.
  const planned =
    on && order && terms
      ? attempt(() => dealContractPayments(on.basis.sum, terms, order.contractDate, on.ratePercent))
      : undefined;
  return {
    deal: {
      ...toDealSummary(deal),
      company: account?.companyTitle ?? '',
      inn: account?.inn ?? '',
      agent:
        deal.applicationId === null
          ? null
          : ((await agentsOfApplications(deps.db, [deal.applicationId])).get(deal.applicationId) ?? null),
    },
    products: lines.map(toDealProduct),
    offer: offer && application ? toOffer(offer, application, deal.id, today) : null,
    client_conditions: offer && saved ? clientConditions(offer.sum, saved, today) : null,
    order: order ? toDealOrder(order) : null,
    payments: payments.map((payment, index) => ({
      number:
        planned && planned.length === payments.length
          ? (planned[index]?.number ?? index)
          : payments.length > (offer?.termMonths ?? payments.length)
            ? index
            : index + 1,
      date: payment.dueDate,
      payment: payment.sum,
    })),
    documents: documents.map(toDealDocument),
    history: history.map((entry) => ({
      date: entry.createdAt.toISOString(),
      title: entry.title,
      body: entry.body,
    })),
    next_stage: next ?? null,
    next_stage_title: next ? DEAL_STAGE_TITLE[next] : null,
    deliveries: ['shipment', 'handover', 'closed'].includes(deal.stage)
      ? await dealDeliveries(deps.db, deal.id, deal.stage)
      : [],
    check_lists: await dealCheckLists(deps.db, deal.id),
    waiting_for: deal.stage === 'shipment' ? await undeliveredSuppliers(deps.db, deal.id) : [],
    agent_commission: await agentCommissionOfDeal(deps.db, deal.id),
    agent_conditions: await agentConditionsOfDeal(deps.db, deal, today),
  };
}

export async function moveDeal(
  deps: BackofficeDeps,
  input: { id_object: number; stage: string; date_planned_shipment?: string; supply_code: string },
) {
  await moveDealToNextStage(deps, input.id_object, {
    stage: input.stage,
    datePlannedShipment: input.date_planned_shipment,
    supplyCode: input.supply_code,
  });
  return { success: true as const, card: await dealCard(deps, input.id_object) };
}
