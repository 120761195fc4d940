import {
  AGENT_COMMISSION_PERCENT,
  agentCommissionOf,
  agentCommissionStatusAt,
  applicationCode,
  dealCode,
  moscowDay,
} from '@agrolease/domain';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { agentApplications, agentCommissions, agentContractors } from '../schema/agent.ts';
import { applicationProducts, applications, deals, offers } from '../schema/cabinet.ts';
import { products, suppliers } from '../schema/catalogue.ts';
import { accounts } from '../schema/identity.ts';

function at(day: string, shift: number): Date {
  const date = new Date(`${day}T10:00:00+03:00`);
  date.setUTCDate(date.getUTCDate() + shift);
  return date;
}

/** Which machine of the catalogue the demo deal of the agent's wizard leases. */
const MACHINE_OFFSET = 6;

/**
 * The agent deal wizard (decision 0101): every deal an agent's application brought has its
 * commission row (earned when closed, pending otherwise), and the demo agent's contractor
 * «Агрофирма Заречье» has an approved offer it accepted, whose deal waits at its conditions for
 * the agent's wizard (its own deal: the client's deal-conditions journey uses another).
 */
export async function seedAgentDealDemo(db: DbExecutor, today: Date): Promise<void> {
  // The commissions of the agents' deals made before accruals were kept.
  const unaccrued = await db
    .select({ deal: deals, agentAccountId: agentApplications.agentAccountId })
    .from(deals)
    .innerJoin(agentApplications, eq(agentApplications.applicationId, deals.applicationId))
    .leftJoin(agentCommissions, eq(agentCommissions.dealId, deals.id))
    .where(isNull(agentCommissions.dealId));
  for (const { deal, agentAccountId } of unaccrued) {
    if (deal.applicationId === null) continue;
    const status = agentCommissionStatusAt(deal.stage);
    await db.insert(agentCommissions).values({
      dealId: deal.id,
      agentAccountId,
      applicationId: deal.applicationId,
      base: deal.productsSum,
      percent: AGENT_COMMISSION_PERCENT,
      amount: agentCommissionOf(deal.productsSum),
      status,
      createdAt: deal.createdAt,
      earnedAt: status === 'earned' ? deal.updatedAt : null,
    });
  }

  const [agent] = await db.select().from(accounts).where(eq(accounts.login, 'agent')).limit(1);
  const [farm] = await db.select().from(accounts).where(eq(accounts.login, 'agent-client')).limit(1);
  if (!agent || !farm) return;
  const [contractor] = await db
    .select()
    .from(agentContractors)
    .where(and(eq(agentContractors.agentAccountId, agent.id), eq(agentContractors.inn, farm.inn)))
    .limit(1);
  // A machine of a supplier without a cabinet: the demo supplier's deliveries stay as they are.
  const [supplierAccount] = await db.select().from(accounts).where(eq(accounts.login, 'supplier')).limit(1);
  const [supplierCompany] = supplierAccount
    ? await db.select().from(suppliers).where(eq(suppliers.inn, supplierAccount.inn)).limit(1)
    : [];
  const [machine] = await db
    .select({ id: products.id, title: products.title, price: products.price })
    .from(products)
    .where(supplierCompany ? ne(products.supplierId, supplierCompany.id) : undefined)
    .orderBy(asc(products.id))
    .offset(MACHINE_OFFSET)
    .limit(1);
  if (!contractor || !machine) return;
  const day = moscowDay(today);
  const [application] = await db
    .insert(applications)
    .values({
      accountId: farm.id,
      status: 'offer_accepted',
      step: 8,
      maxStep: 8,
      isFinished: true,
      submittedAt: at(day, -12),
      createdAt: at(day, -14),
      updatedAt: at(day, -2),
    })
    .returning();
  if (!application) return;
  await db
    .update(applications)
    .set({ code: applicationCode(application.id) })
    .where(eq(applications.id, application.id));
  await db.insert(agentApplications).values({
    applicationId: application.id,
    agentAccountId: agent.id,
    contractorId: contractor.id,
    createdAt: application.createdAt,
  });
  await db
    .insert(applicationProducts)
    .values({ applicationId: application.id, productId: machine.id, quantity: 1, price: machine.price });
  const [offer] = await db
    .insert(offers)
    .values({
      applicationId: application.id,
      accountId: farm.id,
      sum: machine.price,
      advancePercent: 20,
      termMonths: 24,
      scheduleType: 'annuity',
      comment: 'Одобрено кредитным комитетом',
      status: 'accepted',
      decidedAt: at(day, -2),
      createdAt: at(day, -5),
    })
    .returning();
  const [deal] = await db
    .insert(deals)
    .values({
      accountId: farm.id,
      applicationId: application.id,
      offerId: offer?.id ?? null,
      code: 'Д-pending',
      title: machine.title,
      productsSum: machine.price,
      stage: 'conditions',
      step: 3,
      createdAt: at(day, -2),
      updatedAt: at(day, -2),
    })
    .returning();
  if (!deal) return;
  await db
    .update(deals)
    .set({ code: dealCode(deal.id) })
    .where(eq(deals.id, deal.id));
  await db.insert(agentCommissions).values({
    dealId: deal.id,
    agentAccountId: agent.id,
    applicationId: application.id,
    base: deal.productsSum,
    percent: AGENT_COMMISSION_PERCENT,
    amount: agentCommissionOf(deal.productsSum),
    status: 'pending',
    createdAt: deal.createdAt,
  });
}
