import { type DbExecutor, schema } from '@agrolease/db';
import { and, desc, eq } from 'drizzle-orm';
import type { DealRow } from '../deal/index.ts';

const { agentApplications, agentContractors, applications, cabinetOrders, deals } = schema;

export interface AgentDealRow {
  deal: DealRow;
  contractor: typeof agentContractors.$inferSelect;
  application: typeof applications.$inferSelect;
}

/**
 * A deal of an application the agent brought, with its contractor and application; another
 * agent's deal or a client's own one is none (the caller answers 404).
 */
export async function findAgentDeal(
  db: DbExecutor,
  agentId: number,
  dealId: number,
): Promise<AgentDealRow | undefined> {
  const [row] = await db
    .select({ deal: deals, contractor: agentContractors, application: applications })
    .from(deals)
    .innerJoin(agentApplications, eq(agentApplications.applicationId, deals.applicationId))
    .innerJoin(agentContractors, eq(agentContractors.id, agentApplications.contractorId))
    .innerJoin(applications, eq(applications.id, deals.applicationId))
    .where(and(eq(deals.id, dealId), eq(agentApplications.agentAccountId, agentId)))
    .limit(1);
  return row;
}

/** The deal of an order (id_shipping), when the agent brought the deal. */
export async function findAgentDealOfOrder(db: DbExecutor, agentId: number, orderId: number) {
  const [order] = await db.select().from(cabinetOrders).where(eq(cabinetOrders.id, orderId)).limit(1);
  if (!order || order.dealId === null) return undefined;
  const found = await findAgentDeal(db, agentId, order.dealId);
  return found ? { ...found, order } : undefined;
}

/** The deals the agent's applications brought, newest first, with the contractor of each. */
export function dealsOfAgent(db: DbExecutor, agentId: number) {
  return db
    .select({ deal: deals, contractorId: agentApplications.contractorId })
    .from(deals)
    .innerJoin(agentApplications, eq(agentApplications.applicationId, deals.applicationId))
    .where(eq(agentApplications.agentAccountId, agentId))
    .orderBy(desc(deals.id));
}

/** The agent who brought the deal (its application's agent_applications row), or none. */
export async function agentOfDeal(db: DbExecutor, deal: Pick<DealRow, 'applicationId'>) {
  if (deal.applicationId === null) return undefined;
  const [row] = await db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.applicationId, deal.applicationId))
    .limit(1);
  return row;
}
