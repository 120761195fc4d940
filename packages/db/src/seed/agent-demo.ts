import { applicationCode, completeInn, dealCode, moscowDay } from '@agrolease/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { agentApplications, agentContractors } from '../schema/agent.ts';
import { applicationProducts, applications, deals } from '../schema/cabinet.ts';
import { products, suppliers } from '../schema/catalogue.ts';
import { accounts } from '../schema/identity.ts';

/** The farm the demo agent brought; it has its own client account (login `agent-client`). */
export const AGENT_CLIENT = {
  login: 'agent-client',
  companyTitle: 'ООО «Агрофирма Заречье»',
  inn: completeInn('366300077'),
  ogrn: '1023600000771',
  kpp: '366301001',
  email: 'agent-client@demo.agrolease.local',
  phone: '+79000000009',
  personName: 'Никитин Олег Павлович',
};

function at(day: string, shift: number): Date {
  const date = new Date(`${day}T10:00:00+03:00`);
  date.setUTCDate(date.getUTCDate() + shift);
  return date;
}

/**
 * The agent's cabinet (issue 14, decision 0087): the demo `agent` has two contractors. The
 * first, «Агрофирма Заречье», has its own client account (`agent-client`, the demo password)
 * and an application the agent started, sent and under review, plus a closed deal from an
 * earlier application (the agent's earned commission). The second comes from the company
 * register and has no application yet.
 */
export async function seedAgentDemo(db: DbExecutor, today: Date): Promise<void> {
  const [agent] = await db.select().from(accounts).where(eq(accounts.login, 'agent')).limit(1);
  const [client] = await db.select().from(accounts).where(eq(accounts.login, 'client')).limit(1);
  if (!agent || !client) return;
  const day = moscowDay(today);
  const [farm] = await db
    .insert(accounts)
    .values({
      ...AGENT_CLIENT,
      passwordHash: client.passwordHash,
      role: 'client',
      agreementsAcceptedAt: client.agreementsAcceptedAt,
      companyStatus: 'confirmed',
      companyProof: 'seed',
      companyConfirmedAt: at(day, -120),
      createdAt: at(day, -120),
    })
    .onConflictDoNothing()
    .returning();
  if (!farm) return;
  const [registered] = await db.select().from(suppliers).orderBy(asc(suppliers.id)).limit(1);
  const [first] = await db
    .insert(agentContractors)
    .values({
      agentAccountId: agent.id,
      inn: farm.inn,
      ogrn: farm.ogrn,
      kpp: farm.kpp,
      title: farm.companyTitle,
      city: 'Воронеж',
      verifiedAt: at(day, -120),
      createdAt: at(day, -120),
    })
    .returning();
  if (!first) return;
  if (registered) {
    await db.insert(agentContractors).values({
      agentAccountId: agent.id,
      inn: registered.inn,
      ogrn: registered.ogrn,
      kpp: registered.kpp,
      title: registered.title,
      city: registered.city,
      verifiedAt: at(day, -10),
      createdAt: at(day, -10),
    });
  }
  const machines = await db
    .select({ id: products.id, title: products.title, price: products.price })
    .from(products)
    .orderBy(asc(products.id))
    .offset(3)
    .limit(2);
  const [tractor, seeder] = machines;
  if (!tractor || !seeder) return;

  // The application in progress: sent a week ago, under review.
  const [current] = await db
    .insert(applications)
    .values({
      accountId: farm.id,
      status: 'submitted',
      step: 8,
      maxStep: 8,
      submittedAt: at(day, -7),
      createdAt: at(day, -8),
      updatedAt: at(day, -7),
    })
    .returning();
  // An earlier one that became a deal, now closed.
  const [earlier] = await db
    .insert(applications)
    .values({
      accountId: farm.id,
      status: 'offer_accepted',
      step: 8,
      maxStep: 8,
      isFinished: true,
      submittedAt: at(day, -100),
      createdAt: at(day, -101),
      updatedAt: at(day, -90),
    })
    .returning();
  if (!current || !earlier) return;
  for (const row of [current, earlier]) {
    await db
      .update(applications)
      .set({ code: applicationCode(row.id) })
      .where(eq(applications.id, row.id));
    await db.insert(agentApplications).values({
      applicationId: row.id,
      agentAccountId: agent.id,
      contractorId: first.id,
      createdAt: row.createdAt,
    });
  }
  await db.insert(applicationProducts).values([
    { applicationId: current.id, productId: tractor.id, quantity: 1, price: tractor.price },
    { applicationId: earlier.id, productId: seeder.id, quantity: 1, price: seeder.price },
  ]);
  const [deal] = await db
    .insert(deals)
    .values({
      accountId: farm.id,
      applicationId: earlier.id,
      code: 'Д-pending',
      title: seeder.title,
      productsSum: seeder.price,
      stage: 'closed',
      step: 8,
      createdAt: at(day, -90),
      updatedAt: at(day, -30),
    })
    .returning();
  if (deal)
    await db
      .update(deals)
      .set({ code: dealCode(deal.id) })
      .where(eq(deals.id, deal.id));
}
