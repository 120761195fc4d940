import type { agent as contract, TCallReply } from '@agrolease/contracts';
import { type Database, type DbExecutor, schema } from '@agrolease/db';
import {
  AGENT_COMMISSION_PERCENT,
  APPLICATION_STATUS_TITLE,
  agentCommissionOf,
  agentCommissionStatusAt,
  agentCommissionTotals,
  DEAL_STAGE_TITLE,
  isApplicationStatus,
  isDealStage,
  isValidInn,
  NEW_APPLICATION_TITLE,
  personalManagerOf,
} from '@agrolease/domain';
import { and, eq } from 'drizzle-orm';
import type { GatewayAdapters } from '../../adapters/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { startDraftFor } from '../application/index.ts';
import { productsOfApplications } from '../cabinet/index.ts';
import type { PartnerMailDeps, PartnerSender } from '../partner-mail/index.ts';
import { commissionActPdf } from './commission-act.ts';
import { commissionActUrl, commissionOfDeal, commissionStatusOf, commissionsOfAgent } from './commissions.ts';
import {
  admitInvitee,
  deliverInvitation,
  type InviteeInput,
  insertContractorOwner,
  invitationLink,
  inviteeOf,
  recordInvitation,
} from './invitations.ts';
import {
  type AgentApplicationRow,
  applicationsOfAgent,
  type ContractorRow,
  clientAccountWithInn,
  contractorApplicationCounts,
  contractorByInn,
  contractorOf,
  contractorsOf,
  dealsOfApplications,
  insertContractor,
  isCompanyOfAgent,
  productSums,
  recordAgentApplication,
} from './queries.ts';

export interface AgentDeps {
  db: Database;
  adapters: Pick<GatewayAdapters, 'companies' | 'sms' | 'mail'>;
  /** The site's public address, before the invitation link's path (config PUBLIC_URL). */
  siteAddress: string;
}

const CONTRACTOR_NOT_FOUND = 'Контрагент не найден';
const APPLICATION_NOT_FOUND = 'Заявка не найдена';

function innError(message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop: 'inn', error: message }] });
}

function statusTitle(status: string): string {
  return isApplicationStatus(status) ? APPLICATION_STATUS_TITLE[status] : status;
}

function contractorItem(row: ContractorRow, applications: number) {
  return {
    id: row.id,
    title: row.title,
    inn: row.inn,
    ogrn: row.ogrn,
    kpp: row.kpp,
    city: row.city,
    region: row.region,
    address: row.address,
    verified: row.verifiedAt !== null,
    applications,
    created: row.createdAt.toISOString(),
  };
}

function applicationItem(row: AgentApplicationRow, sums: Map<number, number>) {
  return {
    id: row.id,
    title: row.code ?? NEW_APPLICATION_TITLE,
    status: row.status,
    status_title: statusTitle(row.status),
    contractor: {
      id: row.contractorId,
      title: row.contractorTitle,
      inn: row.contractorInn,
      verified: row.contractorVerifiedAt !== null,
    },
    products_sum: sums.get(row.id) ?? 0,
    step: row.step,
    updated: row.updatedAt.toISOString(),
  };
}

async function applicationItems(db: DbExecutor, rows: AgentApplicationRow[]) {
  const sums = await productSums(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => applicationItem(row, sums));
}

/** AgentDashboard (spec 1 §2, crumb 'Личный кабинет агента'). */
export async function agentDashboard(
  deps: AgentDeps,
  session: SessionRecord,
): Promise<TCallReply<typeof contract.agentDashboard>> {
  const agentId = session.accountId;
  const [contractors, rows, accruals] = await Promise.all([
    contractorsOf(deps.db, agentId),
    applicationsOfAgent(deps.db, agentId),
    commissionsOfAgent(deps.db, agentId),
  ]);
  const byStatus = new Map<string, number>();
  for (const row of rows) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1);
  const deals = await dealsOfApplications(
    deps.db,
    rows.map((row) => row.id),
  );
  const closed = deals.filter((deal) => deal.stage === 'closed').length;
  // Earned and pending from the accruals (decision 0101), not derived from the deals.
  const commission = agentCommissionTotals(accruals);
  const manager = personalManagerOf(agentId);
  return {
    success: true,
    account: {
      title: session.account.companyTitle,
      inn: session.account.inn,
      name: session.account.personName,
    },
    contractors: { count: contractors.length },
    applications: {
      count: rows.length,
      by_status: [...byStatus].map(([status, n]) => ({ status, title: statusTitle(status), count: n })),
      recent: await applicationItems(deps.db, rows.slice(0, 5)),
    },
    deals: { open: deals.length - closed, closed },
    commission: {
      percent: AGENT_COMMISSION_PERCENT,
      earned: commission.earned,
      pending: commission.pending,
      paid: commission.paid,
    },
    manager: { name: manager.name, position: manager.position, phone: manager.phone, email: manager.email },
  };
}

export async function listContractors(
  deps: AgentDeps,
  session: SessionRecord,
): Promise<TCallReply<typeof contract.agentContractors>> {
  const [rows, counts] = await Promise.all([
    contractorsOf(deps.db, session.accountId),
    contractorApplicationCounts(deps.db, session.accountId),
  ]);
  return { success: true, items: rows.map((row) => contractorItem(row, counts.get(row.id) ?? 0)) };
}

/** What the agent typed for a company the register does not know (decision 0179). */
export interface ManualContractor {
  title: string;
  region: string;
  address: string;
}

/** The fields a company entered by hand needs, each named where it is missing. */
function manualContractorOf(input: Partial<ManualContractor>): ManualContractor {
  const title = input.title?.trim() ?? '';
  const region = input.region?.trim() ?? '';
  const address = input.address?.trim() ?? '';
  const fieldErrors = [
    title.length < 2 && { prop: 'title', error: 'Укажите название организации' },
    region === '' && { prop: 'region', error: 'Выберите регион' },
    address.length < 5 && { prop: 'address', error: 'Укажите адрес' },
  ].filter((item) => item !== false);
  if (fieldErrors.length > 0) {
    throw new AppError('VALIDATION', fieldErrors[0]?.error ?? 'Заполните поля', { fieldErrors });
  }
  return { title, region, address };
}

/**
 * AgentContractors/Add: the INN's checksum, then the company register (CompanySearch's adapter)
 * must know the company; the agent's second contractor with one INN is refused. A company the
 * register does not know is added by hand (`manual`), «не проверено» until a manager checks it.
 */
export async function addContractor(
  deps: AgentDeps,
  session: SessionRecord,
  input: { inn: string; manual?: '0' | '1' } & Partial<ManualContractor>,
): Promise<TCallReply<typeof contract.agentContractorAdd>> {
  const { inn } = input;
  if (!isValidInn(inn)) throw innError('Неверный ИНН: не сходится контрольное число');
  if (await contractorByInn(deps.db, session.accountId, inn)) {
    throw innError('Этот контрагент уже есть в вашем списке');
  }
  const values =
    input.manual === '1'
      ? { ...manualContractorOf(input), ogrn: '', kpp: '', city: '', verifiedAt: null }
      : { ...(await registeredCompany(deps, inn)), region: '', address: '', verifiedAt: new Date() };
  const row = await insertContractor(deps.db, { agentAccountId: session.accountId, inn, ...values });
  if (!row) throw innError('Этот контрагент уже есть в вашем списке');
  return { success: true, item: contractorItem(row, 0) };
}

async function registeredCompany(deps: AgentDeps, inn: string) {
  let found: Awaited<ReturnType<GatewayAdapters['companies']['search']>>;
  try {
    found = await deps.adapters.companies.search(inn, 5);
  } catch (error) {
    throw new AppError('UNAVAILABLE', 'Поиск организаций временно недоступен. Повторите позже', {
      cause: error,
    });
  }
  const company = found.find((candidate) => candidate.inn === inn);
  if (!company) {
    const message = 'Организация с таким ИНН не найдена в реестре';
    // `manual` tells the form to offer entering the company by hand (decision 0179).
    throw new AppError('VALIDATION', message, {
      fieldErrors: [
        { prop: 'inn', error: message },
        { prop: 'manual', error: 'Введите данные организации вручную' },
      ],
    });
  }
  return { ogrn: company.ogrn, kpp: company.kpp, title: company.title, city: company.city };
}

export async function showContractor(
  deps: AgentDeps,
  session: SessionRecord,
  id: number,
): Promise<TCallReply<typeof contract.agentContractor>> {
  const row = await contractorOf(deps.db, session.accountId, id);
  if (!row) throw new AppError('NOT_FOUND', CONTRACTOR_NOT_FOUND);
  const rows = await applicationsOfAgent(deps.db, session.accountId, { contractorId: id });
  return {
    success: true,
    item: contractorItem(row, rows.length),
    has_account: (await clientAccountWithInn(deps.db, row.inn)) !== undefined,
    applications: await applicationItems(deps.db, rows),
  };
}

export async function listApplications(
  deps: AgentDeps,
  session: SessionRecord,
  contractorId: number | undefined,
): Promise<TCallReply<typeof contract.agentApplications>> {
  if (contractorId !== undefined && !(await contractorOf(deps.db, session.accountId, contractorId))) {
    throw new AppError('NOT_FOUND', CONTRACTOR_NOT_FOUND);
  }
  const rows = await applicationsOfAgent(deps.db, session.accountId, { contractorId });
  return { success: true, items: await applicationItems(deps.db, rows) };
}

/** The application's way as the agent follows it (spec 1 §2 "the agent sees its progress"). */
function progressOf(status: string, dealStage: string | undefined) {
  const reached = [
    { title: 'Заявка заполняется', done: status !== 'draft' },
    { title: 'Рассмотрение', done: ['approved', 'offer_accepted', 'offer_rejected'].includes(status) },
    { title: 'Предложение принято', done: status === 'offer_accepted' },
    { title: 'Сделка', done: dealStage === 'closed' },
  ];
  const current = reached.findIndex((step) => !step.done);
  return reached.map((step, index) => ({ ...step, current: index === current }));
}

export async function showApplication(
  deps: AgentDeps,
  session: SessionRecord,
  id: number,
): Promise<TCallReply<typeof contract.agentApplication>> {
  const [row] = await applicationsOfAgent(deps.db, session.accountId, { applicationId: id });
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  const [items, products, [deal]] = await Promise.all([
    applicationItems(deps.db, [row]),
    productsOfApplications(deps.db, [row.id]),
    dealsOfApplications(deps.db, [row.id]),
  ]);
  const item = items[0];
  if (!item) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  const accrued = deal ? await commissionOfDeal(deps.db, deal.id) : undefined;
  return {
    success: true,
    item,
    manager_comment: row.managerComment,
    submitted: row.submittedAt?.toISOString() ?? null,
    progress: progressOf(row.status, deal?.stage),
    products: products.map((product) => ({
      title: product.title,
      quantity: product.quantity,
      price: product.price,
    })),
    deal: deal
      ? {
          id: deal.id,
          code: deal.code,
          stage: deal.stage,
          stage_title: isDealStage(deal.stage) ? DEAL_STAGE_TITLE[deal.stage] : deal.stage,
          commission: accrued?.amount ?? agentCommissionOf(deal.productsSum),
          commission_status: accrued ? commissionStatusOf(accrued) : agentCommissionStatusAt(deal.stage),
          commission_paid_on: accrued?.paidOn ?? null,
          commission_act_url:
            accrued && commissionStatusOf(accrued) === 'paid' ? commissionActUrl(deal.id) : null,
        }
      : null,
  };
}

/**
 * AgentApplications/Create: a draft in the contractor's own cabinet, recorded as the agent's.
 * The company fills and signs it with the client's wizard (it signs with its own phone); the
 * agent follows it here. A contractor without a client account gets a not yet registered one
 * (the head's phone required) and its head the invitation link at once (decision 0113); a
 * contractor whose account still waits for its head is invited again (a new link).
 */
export async function createApplication(
  deps: AgentDeps,
  session: SessionRecord,
  input: InviteeInput & { id_contractor: number },
  partnerMail: PartnerMailDeps,
  sender: PartnerSender,
): Promise<TCallReply<typeof contract.agentApplicationCreate>> {
  const contractor = await contractorOf(deps.db, session.accountId, input.id_contractor);
  if (!contractor) throw new AppError('NOT_FOUND', CONTRACTOR_NOT_FOUND);
  const existing = await clientAccountWithInn(deps.db, contractor.inn);
  const invitee =
    existing && existing.registeredAt !== null
      ? undefined
      : existing && !input.phone
        ? { phone: existing.phone, email: input.email ?? existing.email, headName: existing.personName }
        : inviteeOf(input);
  const admissions = invitee
    ? await admitInvitee(partnerMail, sender, invitee, (ids) =>
        isCompanyOfAgent(deps.db, session.accountId, ids),
      )
    : [];
  const made = await deps.db
    .transaction(async (tx) => {
      const owner = existing ?? (await insertContractorOwner(tx, contractor, invitee ?? inviteeOf(input)));
      const draft = await startDraftFor(tx, owner);
      await recordAgentApplication(tx, {
        applicationId: draft.id,
        agentAccountId: session.accountId,
        contractorId: contractor.id,
      });
      const token = invitee
        ? await recordInvitation(tx, {
            accountId: owner.id,
            agentAccountId: session.accountId,
            applicationId: draft.id,
            phone: invitee.phone,
            email: invitee.email,
          })
        : undefined;
      return { id: draft.id, owner, token };
    })
    .catch(async (error: unknown) => {
      await Promise.all(admissions.map((admission) => admission.release()));
      throw error;
    });
  // Sent once the rows are committed: the link never names an invitation that is not there.
  if (invitee && made.token) {
    await deliverInvitation(partnerMail, sender, admissions, {
      link: invitationLink(deps.siteAddress, made.token),
      companyTitle: made.owner.companyTitle,
    });
  }
  return { success: true, id: made.id, invited: invitee !== undefined };
}

/**
 * AgentCommissionAct: the act of services rendered of one paid commission (decision 0108), made
 * from the kept payout on each request (a GET stores nothing). Another agent's deal, or a
 * commission not paid yet, is 404.
 */
export async function commissionAct(deps: AgentDeps, session: SessionRecord, dealId: number) {
  const [row] = await deps.db
    .select({
      commission: schema.agentCommissions,
      dealCode: schema.deals.code,
      applicationCode: schema.applications.code,
      company: schema.accounts,
    })
    .from(schema.agentCommissions)
    .innerJoin(schema.deals, eq(schema.deals.id, schema.agentCommissions.dealId))
    .innerJoin(schema.applications, eq(schema.applications.id, schema.agentCommissions.applicationId))
    .innerJoin(schema.accounts, eq(schema.accounts.id, schema.deals.accountId))
    .where(
      and(
        eq(schema.agentCommissions.dealId, dealId),
        eq(schema.agentCommissions.agentAccountId, session.accountId),
      ),
    )
    .limit(1);
  const { commission } = row ?? {};
  if (!row || !commission || commission.status !== 'paid' || !commission.paidOn) {
    throw new AppError('NOT_FOUND', 'Акт не найден: он появляется после выплаты вознаграждения');
  }
  const number = `А-${String(dealId).padStart(6, '0')}`;
  const pdf = await renderPdf(
    commissionActPdf({
      number,
      paidOn: commission.paidOn,
      paymentOrder: commission.paymentOrder ?? '',
      agent: {
        title: session.account.companyTitle,
        inn: session.account.inn,
        name: session.account.personName,
      },
      company: { title: row.company.companyTitle, inn: row.company.inn },
      dealCode: row.dealCode,
      applicationCode: row.applicationCode ?? '',
      base: commission.base,
      percent: commission.percent,
      amount: commission.amount,
    }),
  );
  return { filename: `Акт ${number}.pdf`, pdf };
}
